extension StackView {
    /// How a stack view places its arranged subviews across its ``StackView/axis``, with UIKit's raw
    /// values.
    public enum Alignment: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The subviews fill the stack across the axis (same top and bottom in a horizontal stack, same
        /// leading and trailing edges in a vertical one).
        case fill = 0
        /// The subviews' leading edges line up with the stack's (the top edges in a horizontal stack:
        /// see ``top``).
        case leading = 1
        /// The subviews' first baselines line up (horizontal stacks; a vertical stack fills instead).
        case firstBaseline = 2
        /// The subviews are centred across the axis.
        case center = 3
        /// The subviews' trailing edges line up with the stack's (the bottom edges in a horizontal
        /// stack: see ``bottom``).
        case trailing = 4
        /// The subviews' last baselines line up (horizontal stacks; a vertical stack fills instead).
        case lastBaseline = 5

        /// Top edges aligned, in a horizontal stack: the same value as ``leading``.
        public static let top = Alignment.leading
        /// Bottom edges aligned, in a horizontal stack: the same value as ``trailing``.
        public static let bottom = Alignment.trailing

        /// The case's name, as in `firstBaseline`.
        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            }
        }
    }
}
