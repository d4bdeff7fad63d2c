/// What a tableau symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, never in an objective row.
    case external
    /// An inequality's slack: non-negative, free of cost.
    case slack
    /// An optional constraint's violation: non-negative, costs 1 at its priority level.
    case error
    /// A required equality's marker: fixed at zero, never enters the basis.
    case dummy
    /// Phase-one helper of one add: non-negative, gone when the add returns.
    case artificial
}
