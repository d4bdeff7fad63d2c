/// A linear relation between variables, `expression (==, <=, >=) 0`, with a priority.
///
/// Constraints have identity: a solver holds the very object it was given, so the same object removes it
/// or changes its constant in that solver. Build them with the operators (`x + 2 * y == 10`) and set a
/// priority with ``withPriority(_:)``. A constraint is immutable; ``Solver/updateConstant(of:to:)`` and
/// ``Solver/updatePriority(of:to:)`` change what the solver holds, not the object.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The terms, tagged with the relation: an enum whose cases all carry an array takes the relation
    /// from the array reference's spare bits, so a constraint is 40 bytes (a 48-byte malloc chunk)
    /// where a separate `Relation` field made it 41 (a 64-byte chunk). A layout engine keeps one
    /// constraint per layout constraint.
    private enum TermsAndRelation {
        case equal([Term])
        case lessThanOrEqual([Term])
        case greaterThanOrEqual([Term])
    }

    private let termsAndRelation: TermsAndRelation
    /// The expression's constant.
    let constant: Double
    /// The priority; ``Strength/required`` (1000) must hold, anything lower is optional.
    public let priority: Strength

    /// Creates `expression relation 0` with a priority.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Strength = .required) {
        termsAndRelation =
            switch relation {
            case .equal: .equal(expression.terms)
            case .lessThanOrEqual: .lessThanOrEqual(expression.terms)
            case .greaterThanOrEqual: .greaterThanOrEqual(expression.terms)
            }
        constant = expression.constant
        self.priority = priority
    }

    /// The left-hand side minus the right-hand side, compared with zero by ``relation``.
    public var expression: LinearExpression { LinearExpression(terms, constant: constant) }

    /// The expression's terms, without making the expression.
    var terms: [Term] {
        switch termsAndRelation {
        case .equal(let terms), .lessThanOrEqual(let terms), .greaterThanOrEqual(let terms): terms
        }
    }

    /// How ``expression`` compares with zero.
    public var relation: Relation {
        switch termsAndRelation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
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
