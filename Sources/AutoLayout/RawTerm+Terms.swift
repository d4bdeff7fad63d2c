internal import Cassowary

/// A summand of a constraint being resolved: a node's variable times a coefficient. The variable is
/// held unretained, because the source it came from keeps it alive until the solver's terms are made,
/// so that resolving counts no references (copying and destroying variables it only passed along
/// was about a tenth of a 10,000-view first layout).
struct ResolvedTerm {
    let variable: Unmanaged<Variable>
    let coefficient: Double

    /// The solver's terms for `resolved`, at its exact size (an expression lives as long as its
    /// constraint is active).
    ///
    /// Allocated with `reserveCapacity`, which the compiler specializes, not with
    /// `Array(unsafeUninitializedCapacity:)`: that one allocates through a standard-library entry point
    /// that is never specialized, which looked up the storage class's generic metadata at run time,
    /// about 670 instructions per constraint.
    static func terms(of resolved: [ResolvedTerm]) -> [Term] {
        var terms: [Term] = []
        terms.reserveCapacity(resolved.count)
        for term in resolved { terms.append(Term(term.variable.takeUnretainedValue(), coefficient: term.coefficient)) }
        return terms
    }
}
