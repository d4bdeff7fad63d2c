extension LayoutConstraint {
    /// The two directions a layout is solved in, with UIKit's raw values.
    public enum Axis: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1

        /// `horizontal` or `vertical`.
        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
