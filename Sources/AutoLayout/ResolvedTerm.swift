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
    static func terms(of resolved: [ResolvedTerm]) -> [Term] {
        [Term](unsafeUninitializedCapacity: resolved.count) { buffer, count in
            for (index, term) in resolved.enumerated() {
                (buffer.baseAddress! + index).initialize(
                    to: Term(term.variable.takeUnretainedValue(), coefficient: term.coefficient))
            }
            count = resolved.count
        }
    }
}
