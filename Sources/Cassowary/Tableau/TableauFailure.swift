/// Why the tableau refused an add, before the solver turns it into a ``SolverError``.
enum TableauFailure: Error {
    /// The required row cannot hold; the tags are constraints whose markers took part in the proof,
    /// and `proof` its multipliers when the failing row gives them (see ``ConflictProof``).
    case unsatisfiable(support: [Int32], proof: ConflictProof? = nil)
    /// A broken internal invariant.
    case internalInconsistency(String)
    /// A simplex run that went past `Tableau.pivotLimit` pivots, going round on ties rounding made.
    case didNotFinish(String)
}
