/// Why a ``Solver`` refused an operation. Every case carries the object it refused.
///
/// A refused operation leaves the solver exactly as it was before the call; an internal inconsistency
/// does not.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional; the variable was given priority 1000.
    case requiredEditVariable(Variable)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested value (or a new constant) is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// A coefficient or the constant of the constraint is larger in magnitude than
    /// ``Solver/maximumMagnitude``.
    case constraintOutOfRange(Constraint)
    /// The new constant for the constraint is larger in magnitude than ``Solver/maximumMagnitude``.
    case constantOutOfRange(Constraint, constant: Double)
    /// A suggested value is larger in magnitude than ``Solver/maximumMagnitude``.
    case valueOutOfRange(Variable, Double)
    /// The constraint's priority is outside (0, 1000].
    case invalidPriority(Constraint)
    /// The edit variable's priority is outside (0, 1000).
    case invalidEditPriority(Variable, Strength)
    /// A priority change would turn a required constraint optional or an optional one required; remove and
    /// re-add it instead.
    case requiredPriorityChange(Constraint, to: Strength)
    /// The required constraint cannot hold together with required constraints already in the solver.
    ///
    /// `conflicts` is a minimal set of those constraints: with the new one they cannot all hold, and
    /// without any single one of them they can. Ordered by when they were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The required constraint, held by the solver, cannot take `constant` (its expression's constant):
    /// with it, it could not hold together with `conflicts`, a minimal set of the other required
    /// constraints, ordered by when they were added. It keeps the constant it had.
    case unsatisfiableConstant(Constraint, constant: Double, conflicts: [Constraint])
    /// A call of the id-based API named a tag or variable id it could not use (see ``IDMisuse``).
    case misuse(IDMisuse)
    /// The solver found its own state inconsistent; this is a bug in the solver, reported instead of a trap.
    ///
    /// Rounding on large dense systems can also end here (a simplex run that goes round and is cut
    /// short). Then the solver's rows stay consistent, but its values may not be optimal or
    /// may break a constraint: an `add` of one constraint has taken that constraint back out, a batch
    /// holds all of its constraints, a removal is done, a required constant change is undone. The next
    /// operation first finishes the run that was cut short, and fails the same way, changing nothing,
    /// if it cannot; to be sure of the values, `reset()` the solver and add the constraints again.
    case internalInconsistency(String)

    /// Errors are equal when they are the same case about the same objects.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)),
             let (.nonFiniteConstraint(a), .nonFiniteConstraint(b)),
             let (.constraintOutOfRange(a), .constraintOutOfRange(b)),
             let (.invalidPriority(a), .invalidPriority(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a === b
        case let (.nonFiniteValue(a, x), .nonFiniteValue(b, y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case let (.valueOutOfRange(a, x), .valueOutOfRange(b, y)):
            return a === b && x == y
        case let (.constantOutOfRange(a, x), .constantOutOfRange(b, y)):
            return a === b && x == y
        case let (.invalidEditPriority(a, x), .invalidEditPriority(b, y)):
            return a === b && x == y
        case let (.requiredPriorityChange(a, x), .requiredPriorityChange(b, y)):
            return a === b && x == y
        case let (.unsatisfiable(a, x), .unsatisfiable(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.unsatisfiableConstant(a, k, x), .unsatisfiableConstant(b, l, y)):
            return a === b && k == l && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.misuse(x), .misuse(y)):
            return x == y
        case let (.internalInconsistency(x), .internalInconsistency(y)):
            return x == y
        default:
            return false
        }
    }

    /// A one-line English explanation naming the offending object.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "The constraint \(c) is already in the solver."
        case .unknownConstraint(let c): "The constraint \(c) is not in the solver."
        case .duplicateEditVariable(let v): "\(v) is already an edit variable."
        case .unknownEditVariable(let v): "\(v) is not an edit variable."
        case .requiredEditVariable(let v): "\(v) cannot be an edit variable with required priority (1000)."
        case .nonFiniteConstraint(let c): "The constraint \(c) has a coefficient or constant that is NaN or infinite."
        case .nonFiniteValue(let v, let x): "The value \(x) for \(v) is NaN or infinite."
        case .constraintOutOfRange(let c):
            "The constraint \(c) has a coefficient or constant larger in magnitude than \(LinearExpression.format(Solver.maximumMagnitude)), the solver's limit."
        case .constantOutOfRange(let c, let k):
            "The constraint \(c) cannot take the constant \(LinearExpression.format(k)): it is larger in magnitude than \(LinearExpression.format(Solver.maximumMagnitude)), the solver's limit."
        case .valueOutOfRange(let v, let x):
            "The value \(LinearExpression.format(x)) for \(v) is larger in magnitude than \(LinearExpression.format(Solver.maximumMagnitude)), the solver's limit."
        case .invalidPriority(let c): "The constraint \(c) has priority \(c.priority), outside (0, 1000]."
        case .invalidEditPriority(let v, let p): "The edit variable \(v) has priority \(p), outside (0, 1000)."
        case .requiredPriorityChange(let c, let p):
            "The priority of \(c) cannot change from \(c.priority) to \(p): a change to or from required (1000) needs a remove and an add."
        case .unsatisfiable(let c, let conflicts):
            "The constraint \(c) cannot hold together with: " + conflicts.map(\.description).joined(separator: "; ") + "."
        case .unsatisfiableConstant(let c, let k, let conflicts):
            "The constraint \(c) cannot take the constant \(LinearExpression.format(k)) ("
                + Constraint(LinearExpression(c.expression.terms, constant: k), c.relation, priority: c.priority).description
                + "): it could not hold together with: " + conflicts.map(\.description).joined(separator: "; ") + "."
        case .misuse(let misuse): misuse.description
        case .internalInconsistency(let what): "Internal solver inconsistency: \(what)."
        }
    }
}
