/// Shrinks a set of required constraints that conflicts with a new one to a minimal conflicting subset.
///
/// Uses QuickXplain (Junker, AAAI 2004): it splits the candidates in halves and keeps only the parts a
/// conflict needs, so a conflict of k constraints among n costs O(k log(n / k)) feasibility checks,
/// each a fresh core over the constraints involved.
enum ConflictExplainer {
    /// The minimal subset of `candidates` (in their order) that together with `constraint` cannot hold;
    /// removing any member leaves a set that can. Empty when `constraint` alone cannot hold.
    static func minimalConflict(among candidates: [Constraint], with constraint: Constraint) -> [Constraint] {
        if !SolverCore.isFeasible([constraint]) { return [] }
        if SolverCore.isFeasible(candidates + [constraint]) { return [] }
        let chosen = explain(background: [constraint], delta: [constraint], candidates: candidates[...])
        let members = Set(chosen.map(ObjectIdentifier.init))
        return candidates.filter { members.contains(ObjectIdentifier($0)) }
    }

    private static func explain(background: [Constraint], delta: [Constraint], candidates: ArraySlice<Constraint>) -> [Constraint] {
        if !delta.isEmpty, !SolverCore.isFeasible(background) { return [] }
        if candidates.count == 1 { return [candidates[candidates.startIndex]] }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[candidates.startIndex..<middle]
        let second = candidates[middle...]
        let secondNeeded = explain(background: background + first, delta: Array(first), candidates: second)
        let firstNeeded = explain(background: background + secondNeeded, delta: secondNeeded, candidates: first)
        return firstNeeded + secondNeeded
    }
}
