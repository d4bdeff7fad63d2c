internal import Cassowary

extension LayoutConstraint.Relation {
    /// The solver's relation for `first - rhs ⋚ 0`.
    var solverRelation: Cassowary.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
