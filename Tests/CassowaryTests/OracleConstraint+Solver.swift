import Cassowary
import CassowaryTestSupport

extension OracleConstraint {
    /// The solver constraint that says the same thing over the given variables (x0, x1, … in order).
    func constraint(over variables: [Variable]) -> Constraint {
        let terms = zip(coefficients, variables).filter { $0.0 != 0 }.map { Term($0.1, coefficient: $0.0) }
        let relation: Relation
        switch self.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: Strength(priority))
    }
}
