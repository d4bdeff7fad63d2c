extension UITableViewCell {
    /// UIKit's predefined cell styles, with Apple's raw values.
    public enum CellStyle: Int, Sendable {
        /// A single label on the left.
        case `default` = 0
        /// A label on the left and a detail label on the right.
        case value1 = 1
        /// A right-aligned label and a left-aligned detail label.
        case value2 = 2
        /// A label above a detail label.
        case subtitle = 3
    }
}
