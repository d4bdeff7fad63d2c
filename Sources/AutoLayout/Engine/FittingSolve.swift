internal import Cassowary

/// The solver of a view's last fit, which the view keeps so that fitting it again is incremental: when
/// the new fit's constraints differ from the kept ones in constants alone (a reused cell given other
/// text, another target size), the kept solver takes the new constants and re-solves.
///
/// It holds no view, only the fit's constraints by their parts (variable ids are four per node, in the
/// order the fit names the nodes), so the equality of two fits' shapes is all that reuse relies on.
final class FittingSolve {
    private let solver = SolverCore()
    /// The constraints as the solver holds them, constants included.
    private var batch: ConstraintBatch
    /// The solver's tag of each constraint of `batch` (-1: not added).
    private var tags: [Int32] = []
    /// Whether the solver holds something other than `batch` as given: a required constraint lowered
    /// to recover from a conflict (other constants might let it hold), or a constraint refused.
    private var deviates = false

    /// A solve of `batch` over `variableCount` variables, added as the layout engine adds a batch: in
    /// order, with one optimisation, and where a required constraint cannot hold with those before it,
    /// the highest ranked of them all (``ConflictRank``, the engine's order; `ranks`, nil for rows that
    /// never break first: size floors) is kept at the engine's broken strength.
    private init(_ batch: ConstraintBatch, ranks: [ConflictRank?], variableCount: Int) {
        self.batch = batch
        var start = 0
        while start < batch.count {
            do throws(RawAddFailure) {
                try solver.add(batch, from: start, newVariables: start == 0 ? variableCount : nil, tags: &tags)
                return
            } catch {
                deviates = true
                guard case .unsatisfiable(let index, let conflicts) = error else { break }
                let rows = conflicts.compactMap { tags.firstIndex(of: $0) }
                let victim = (rows + [index]).filter { ranks[$0] != nil }.max { ranks[$0]! < ranks[$1]! }
                if let victim, victim != index,
                    let tag = try? solver.replace(tag: tags[victim], priority: LayoutEngine.brokenStrength)
                {
                    // An older constraint breaks; the failing one is added again.
                    tags[victim] = tag
                    start = index
                } else {
                    tags.append((try? solver.add(batch, at: index, priority: LayoutEngine.brokenStrength)) ?? -1)
                    start = index + 1
                }
            }
        }
        tags += repeatElement(-1, count: batch.count - tags.count)
    }

    /// A solve of `batch`: the first of `kept` that holds the same shape exactly, with the new
    /// constants, or a new solver (also when a new constant cannot be taken).
    static func solving(
        _ batch: ConstraintBatch, ranks: [ConflictRank?], variableCount: Int, reusing kept: [FittingSolve]
    ) -> FittingSolve {
        if let reused = kept.first(where: { $0.take(batch) }) { return reused }
        return FittingSolve(batch, ranks: ranks, variableCount: variableCount)
    }

    /// Whether the solver can take other constants: it holds its constraints as given.
    var isReusable: Bool { !deviates }

    /// The value of variable `id` of the fit.
    func value(ofID id: Int) -> Double {
        solver.value(ofID: id)
    }

    /// Moves the solver to `new`'s constants; false, leaving this solve unusable, when it cannot.
    private func take(_ new: ConstraintBatch) -> Bool {
        guard !deviates, batch.hasSameShape(as: new) else { return false }
        for index in 0..<new.count where new.constraints[index].constant != batch.constraints[index].constant {
            do {
                try solver.updateConstant(ofTag: tags[index], to: new.constraints[index].constant)
            } catch {
                deviates = true
                return false
            }
            batch.constraints[index].constant = new.constraints[index].constant
        }
        return true
    }
}
