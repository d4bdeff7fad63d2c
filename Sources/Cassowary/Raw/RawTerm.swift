/// A summand of a constraint given by its parts: a client's variable, by the integer id the client
/// gives it, times a coefficient.
///
/// Ids name variables without objects: a layout engine numbers its views' variables densely (view slot
/// × 4 + which), and the solver finds each id's symbol by indexing. Ids are the client's tags: changes
/// are reported under them (see ``Solver/takeChangedTags(all:each:)``).
@usableFromInline package struct RawTerm {
    /// The client's id for the variable: small and dense, as the solver indexes a table by it.
    @usableFromInline package let variable: Int
    /// The factor the variable is multiplied by.
    @usableFromInline package let coefficient: Double

    /// `coefficient * variable`.
    @inlinable package init(variable: Int, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
