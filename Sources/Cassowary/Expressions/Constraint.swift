/// A linear relation between variables, `expression (==, <=, >=) 0`, with a priority.
///
/// Constraints have identity: a solver holds the very object it was given, so the same object removes it
/// or changes its constant in that solver. Build them with the operators (`x + 2 * y == 10`) and set a
/// priority with ``withPriority(_:)``. A constraint is immutable; ``Solver/updateConstant(of:to:)`` and
/// ``Solver/updatePriority(of:to:)`` change what the solver holds, not the object.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side minus the right-hand side, compared with zero by ``relation``.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The priority; ``Strength/required`` (1000) must hold, anything lower is optional.
    public let priority: Strength

    /// Creates `expression relation 0` with a priority.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// A new constraint with the same relation and expression and another priority.
    public func withPriority(_ priority: Strength) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority.isRequired }

    /// The constraint with its constant on the right, e.g. `x + 2 * y == 10 @750` (required ones omit `@`).
    public var description: String {
        let lhs = LinearExpression(expression.terms, constant: 0)
        let rhs = LinearExpression.format(-expression.constant + 0)
        let base = "\(expression.terms.isEmpty ? "0" : lhs.description) \(relation) \(rhs)"
        return priority.isRequired ? base : base + " @\(priority)"
    }
}
