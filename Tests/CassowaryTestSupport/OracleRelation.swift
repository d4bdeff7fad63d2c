/// How an ``OracleConstraint``'s left-hand side compares with zero.
///
/// The oracle keeps its own relation type instead of reusing the solver's so that it shares no code, and
/// therefore no bugs, with the module it checks.
public enum OracleRelation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Σ a_j x_j + b == 0`
    case equal = "=="
    /// `Σ a_j x_j + b <= 0`
    case lessThanOrEqual = "<="
    /// `Σ a_j x_j + b >= 0`
    case greaterThanOrEqual = ">="

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}
