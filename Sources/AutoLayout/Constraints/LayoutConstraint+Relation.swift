extension LayoutConstraint {
    /// How the two sides of a constraint compare, with UIKit's raw values.
    public enum Relation: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The first attribute is at most the right-hand side.
        case lessThanOrEqual = -1
        /// The first attribute equals the right-hand side.
        case equal = 0
        /// The first attribute is at least the right-hand side.
        case greaterThanOrEqual = 1

        /// The operator as descriptions print it: `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
