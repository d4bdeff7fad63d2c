/// The role of a tableau row.
enum RowKind: UInt8 {
    /// A defining row of a user variable. It may refer to other basic symbols (a lazily substituted DAG),
    /// because unrestricted variables never take part in pivoting decisions.
    case external
    /// A row whose basic symbol is restricted; kept fully in parametric symbols, constant >= 0 when feasible.
    case restricted
    /// One priority level of the objective, in parametric restricted symbols.
    case objective
    /// The phase-one objective of an add that needs an artificial variable.
    case artificialObjective
    /// A freed row slot.
    case dead
}
