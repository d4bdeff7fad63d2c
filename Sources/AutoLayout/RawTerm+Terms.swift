internal import Cassowary

// A resolved summand holds its variable unretained: the source it came from keeps it alive until the
// solver reads it, so that resolving counts no references (copying and destroying variables it only
// passed along was about a tenth of a 10,000-view first layout).
extension RawTerm {
    /// The solver's terms for `resolved`, at its exact size, for a ``Constraint`` object (the fitting
    /// solver's; the engine hands its terms over in a batch).
    ///
    /// Allocated with `reserveCapacity`, which the compiler specializes, not with
    /// `Array(unsafeUninitializedCapacity:)`: that one allocates through a standard-library entry point
    /// that is never specialized, which looked up the storage class's generic metadata at run time,
    /// about 670 instructions per constraint.
    static func terms(of resolved: [RawTerm]) -> [Term] {
        var terms: [Term] = []
        terms.reserveCapacity(resolved.count)
        for term in resolved { terms.append(Term(term.variable.takeUnretainedValue(), coefficient: term.coefficient)) }
        return terms
    }
}
