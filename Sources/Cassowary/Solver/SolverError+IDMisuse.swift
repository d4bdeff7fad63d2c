extension SolverError {
    /// How a call of the id-based API (constraints by tag, variables by id) named something the solver
    /// does not hold, or asked of it what it cannot do: a mistake of the caller, not of the solver.
    public enum IDMisuse: Equatable, Sendable, CustomStringConvertible {
        /// No constraint has the tag (never given, or removed).
        case unknownTag(Int32)
        /// A priority above zero was given for a constraint that is not a split equality.
        case notSplitEquality(Int32)
        /// The new constant for the constraint tagged so is NaN, infinite, or larger in magnitude than
        /// ``Solver/maximumMagnitude``.
        case constantOutOfRange(Int32, constant: Double)
        /// The variable is already editable.
        case duplicateEdit(id: Int)
        /// The variable is not editable.
        case unknownEdit(id: Int)
        /// An edit's priority must be optional, inside (0, 1000).
        case invalidEditPriority(id: Int, Strength)
        /// A suggested value is NaN, infinite, or larger in magnitude than ``Solver/maximumMagnitude``.
        case valueOutOfRange(id: Int, Double)

        /// Misuses are equal when they are the same case with the same numbers (NaN equal to NaN).
        public static func == (lhs: IDMisuse, rhs: IDMisuse) -> Bool {
            switch (lhs, rhs) {
            case let (.unknownTag(a), .unknownTag(b)), let (.notSplitEquality(a), .notSplitEquality(b)): a == b
            case let (.constantOutOfRange(a, x), .constantOutOfRange(b, y)): a == b && same(x, y)
            case let (.duplicateEdit(a), .duplicateEdit(b)), let (.unknownEdit(a), .unknownEdit(b)): a == b
            case let (.invalidEditPriority(a, x), .invalidEditPriority(b, y)): a == b && x == y
            case let (.valueOutOfRange(a, x), .valueOutOfRange(b, y)): a == b && same(x, y)
            default: false
            }
        }

        private static func same(_ x: Double, _ y: Double) -> Bool {
            x == y || (x.isNaN && y.isNaN)
        }

        /// A one-line English explanation naming the tag or id.
        public var description: String {
            switch self {
            case .unknownTag(let t): "No constraint in the solver has the tag \(t)."
            case .notSplitEquality(let t): "The constraint tagged \(t) is not a split equality: it has no priority above zero."
            case .constantOutOfRange(let t, let k):
                "The constraint tagged \(t) cannot take the constant \(LinearExpression.format(k)): it must be finite and at most \(LinearExpression.format(Solver.maximumMagnitude)) in magnitude."
            case .duplicateEdit(let id): "Variable \(id) is already editable."
            case .unknownEdit(let id): "Variable \(id) is not editable."
            case .invalidEditPriority(let id, let p): "Variable \(id) cannot be edited at priority \(p): an edit's priority is inside (0, 1000)."
            case .valueOutOfRange(let id, let x):
                "The value \(LinearExpression.format(x)) for variable \(id) must be finite and at most \(LinearExpression.format(Solver.maximumMagnitude)) in magnitude."
            }
        }
    }
}
