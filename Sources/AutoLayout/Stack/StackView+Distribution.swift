extension StackView {
    /// How a stack view sizes and places its arranged subviews along its ``StackView/axis``, with
    /// UIKit's raw values.
    ///
    /// Every distribution pins the first and last visible arranged subviews to the stack's edges; all
    /// but ``fillEqually`` keep the subviews at their intrinsic size where they can.
    public enum Distribution: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The subviews fill the stack; when they overflow or underflow it, their compression
        /// resistance or hugging priorities decide which one gives, and arrangement order breaks ties.
        case fill = 0
        /// The subviews all get the same size along the axis.
        case fillEqually = 1
        /// The subviews share the length in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The subviews keep their intrinsic sizes and the spaces between them are equal;
        /// ``StackView/spacing`` is the minimum space.
        case equalSpacing = 3
        /// The subviews keep their intrinsic sizes and their centres are equally far apart, as far as the
        /// minimum ``StackView/spacing`` between neighbours allows.
        case equalCentering = 4

        /// The case's name, as in `fillEqually`.
        public var description: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            }
        }

        /// Whether the spacing is exact (the fill distributions) rather than a minimum.
        var hasExactSpacing: Bool {
            switch self {
            case .fill, .fillEqually, .fillProportionally: true
            case .equalSpacing, .equalCentering: false
            }
        }
    }
}
