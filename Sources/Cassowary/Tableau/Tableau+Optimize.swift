extension Tableau {
    // MARK: Lexicographic reduced costs

    // Always inlined: called out of line, as it was once a large row's lookup made it longer, it took a
    // copy of the whole tableau per call (a 76-instruction memcpy, 20,000 of them in the 10,000-view
    // chain's first layout).
    /// The sign of `s`'s reduced cost: the sign of its coefficient at the highest priority level where
    /// it is not zero. Strict priorities make the objective a vector compared lexicographically.
    @inline(__always) func lexicographicSign(_ s: Int32) -> Int {
        var bestPriority: Float = -1
        var sign = 0
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            let row = rows[Int(node.row)]
            if row.kind == .objective, row.priority > bestPriority {
                let c = termBase(row)[Int(node.position)].coefficient
                if !Tableau.nearZero(c) {
                    bestPriority = row.priority
                    sign = c < 0 ? -1 : 1
                }
            }
            e = node.next
        }
        return sign
    }

    // MARK: Candidate heap (Bland's rule: the smallest id with a negative reduced cost enters)

    private mutating func heapPush(_ s: Int32) {
        symbols[Int(s)].inHeap = true
        if heap.capacity == 0 { heap.reserveCapacity(Tableau.scratchRoom) }
        heap.append(s)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent] <= heap[i] { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    private mutating func heapPop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < heap.count, heap[l] < heap[m] { m = l }
                if r < heap.count, heap[r] < heap[m] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        symbols[Int(top)].inHeap = false
        return top
    }

    /// Inlined, as `lexicographicSign` is, so that no call takes a copy of the tableau.
    @inline(__always) private func isEnteringCandidate(_ s: Int32) -> Bool {
        let info = symbols[Int(s)]
        return info.isAlive && info.basicRow < 0 && info.kind != .dummy && info.kind != .external
            && lexicographicSign(s) < 0
    }

    private mutating func drainDirty() {
        for s in dirty {
            symbols[Int(s)].isDirty = false
            if !symbols[Int(s)].inHeap, isEnteringCandidate(s) { heapPush(s) }
        }
        dirty.removeAllKeepingCapacity()
    }

    // MARK: Primal simplex

    /// Minimises the objective level by level (primal simplex, Bland's rule).
    ///
    /// A symbol that no restricted row limits cannot lower an objective that sums non-negative errors,
    /// so when one looks as if it could, the objective levels have drifted from the errors they sum:
    /// they are rebuilt from the rows (once a run) and the symbol is asked again; one that still looks
    /// so is rounding, and does not enter. No cost is dropped: the objective stays the sum it stands for.
    ///
    /// - Complexity: per pivot, proportional to the rows holding the entering symbol.
    mutating func optimize() throws(TableauFailure) {
        optimizationRuns &+= 1
        var pivots = 0
        var rebuilt = false
        let limit = pivotLimit
        while true {
            drainDirty()
            var entering: Int32 = -1
            while let s = heapPop() {
                if isEnteringCandidate(s) {
                    entering = s
                    break
                }
            }
            if entering < 0 { return }
            let (r, isRounding) = leavingRow(for: entering)
            if r < 0 {
                if !rebuilt {
                    rebuilt = true
                    rebuildObjectiveLevels()
                }
                continue
            }
            // Limited only by a coefficient that rounding could have made, a symbol whose reduced costs
            // rounding could have made too would take a step of (constant / rounding): a dense system's
            // pivot on -1.3e-8 for a cost of -1.1e-8 turned its coefficients into tens of millions, and
            // required constraints then missed by up to 1e9. Both are zero as far as the tableau can
            // tell, so the symbol does not enter. Each cost is judged next to its own level's
            // coefficients: next to the column's largest (4e6 in a worn tableau), a real cost of -3.9
            // was taken for rounding.
            if isRounding, hasOnlyRoundedCosts(entering) { continue }
            pivots += 1
            if pivots > limit {
                // Taken off the queue of candidates, it would never enter again: the next optimisation
                // (a batch's constraints stay added when theirs is cut short) must still see it.
                heapPush(entering)
                throw .didNotFinish("the simplex did not finish in \(limit) pivots")
            }
            pivot(r, entering: entering)
        }
    }

    /// Rewrites every objective level as the sum of its constraints' errors, each basic error replaced
    /// by its row: the sum that pivots keep it equal to, up to the rounding they leave.
    ///
    /// - Complexity: proportional to the optional constraints times the rows of their basic errors.
    mutating func rebuildObjectiveLevels() {
        for level in levels.entries {
            let r = level.row
            while termCount(r) > 0 { removeTerm(r, at: termCount(r) - 1) }
            rows[Int(r)].constant = 0
        }
        for tag in tags where tag.isAlive { addErrorsToObjective(of: tag, times: 1) }
    }

    /// Whether every negative objective coefficient of `s` is no larger than rounding leaves next to
    /// its level's other coefficients (the tie level's run to the sequence numbers, millions next to
    /// the ±1 errors of the others).
    ///
    /// - Complexity: proportional to `s`'s column plus the objective rows that hold it.
    private func hasOnlyRoundedCosts(_ s: Int32) -> Bool {
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            guard rows[Int(node.row)].kind == .objective else { continue }
            let c = termBase(rows[Int(node.row)])[Int(node.position)].coefficient
            guard c < 0 else { continue }
            var rowScale = 1.0
            for term in terms(node.row) { rowScale = max(rowScale, abs(term.coefficient)) }
            if -c > Tableau.roundingBound * rowScale { return false }
        }
        return true
    }

    /// How large, next to the largest coefficient of its row or column, a cost or a coefficient that
    /// only rounding made may be.
    static let roundingBound = 1.0e-6

    /// The restricted row that limits growth of `entering` first (ties go to the smallest basic id),
    /// and whether its coefficient there is no larger than rounding can make it next to the largest
    /// of the column (at least 1), as `hasOnlyRoundedCosts` judges costs; (-1, false) for none.
    private func leavingRow(for entering: Int32) -> (row: Int32, isRounding: Bool) {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var bestCoefficient = 0.0
        var scale = 1.0
        var e = symbols[Int(entering)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let row = rows[Int(node.row)]
            let c = termBase(row)[Int(node.position)].coefficient
            guard row.kind == .restricted else { continue }
            scale = max(scale, abs(c))
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = node.row
                bestRatio = ratio
                bestBasic = row.basic
                bestCoefficient = -c
            }
        }
        return (best, best >= 0 && bestCoefficient <= Tableau.roundingBound * scale)
    }

    /// Phase one: minimises the artificial objective row of an add, the value of `artificial`.
    ///
    /// As in `optimize`, a symbol that no row limits cannot lower it: the objective is rebuilt from the
    /// artificial symbol's row once, and a symbol that still looks so does not enter.
    mutating func optimizeArtificial(_ objective: Int32, artificial: Int32) throws(TableauFailure) {
        var pivots = 0
        let limit = pivotLimit
        var rebuilt = false
        var unlimited: Set<Int32> = []
        while true {
            var entering: Int32 = -1
            for term in terms(objective) where term.coefficient < -Tableau.epsilon {
                let k = kind(term.symbol)
                if k == .dummy || k == .external || unlimited.contains(term.symbol) { continue }
                if entering < 0 || term.symbol < entering { entering = term.symbol }
            }
            if entering < 0 { return }
            let r = leavingRow(for: entering).row
            if r < 0 {
                if rebuilt {
                    unlimited.insert(entering)
                } else {
                    rebuilt = true
                    rebuildArtificialObjective(objective, artificial: artificial)
                }
                continue
            }
            pivots += 1
            if pivots > limit { throw .didNotFinish("phase one did not finish in \(limit) pivots") }
            pivot(r, entering: entering)
        }
    }

    /// Rewrites phase one's objective as the value of `artificial`: its row when it is basic.
    private mutating func rebuildArtificialObjective(_ objective: Int32, artificial: Int32) {
        while termCount(objective) > 0 { removeTerm(objective, at: termCount(objective) - 1) }
        let r = basicRow(artificial)
        rows[Int(objective)].constant = 0
        if r >= 0 { addRow(objective, r, times: 1) } else { appendTerm(objective, artificial, 1) }
    }

    // MARK: Dual simplex

    /// Objective rows from the highest priority down.
    func levelsByPriority() -> [Int32] {
        levels.rowsByPriority
    }

    /// Restores feasibility after constants changed, keeping optimality (dual simplex).
    ///
    /// The infeasible rows leave last queued first, which repairs a change where it was made. That
    /// order can cycle when the entering symbols cost nothing at any level (dual degeneracy, common
    /// among the slacks of inequalities): a dense system of 100 rows went round the same seven rows
    /// for ever. So past more pivots than the tableau has rows, which a run that repairs each row once
    /// or twice does not reach, the leaving row is the infeasible one with the smallest basic id. With
    /// the entering ties already going to the smallest id, that is Bland's rule, which cannot cycle.
    ///
    /// - Complexity: per pivot, proportional to the leaving row plus the rows holding the entering
    ///   symbol; past the switch to Bland's rule, plus the queue of infeasible rows.
    mutating func dualOptimize() throws(TableauFailure) {
        if infeasible.isEmpty { return }
        let levels = levelsByPriority()
        var candidates: [(symbol: Int32, coefficient: Double)] = []
        var ratios: [Double] = []
        var pivots = 0
        let blandAfter = Tableau.dualPivotsBeforeBland + rows.count
        let dualLimit = pivotCapPlusOne > 0 ? pivotLimit : blandAfter + pivotLimit
        while let basic = pivots < blandAfter ? infeasible.takeLast() : takeSmallestInfeasible() {
            let r = basicRow(basic)
            guard r >= 0, rows[Int(r)].kind == .restricted else { continue }
            let constant = rows[Int(r)].constant
            guard constant < 0, !Tableau.nearZero(constant) else { continue }
            candidates.removeAllKeepingCapacity()
            for i in 0..<termCount(r) {
                let term = self.term(r, i)
                guard term.coefficient > 0 else { continue }
                let k = symbols[Int(term.symbol)].kind
                if k == .dummy || k == .external { continue }
                candidates.append((term.symbol, term.coefficient))
            }
            if candidates.isEmpty {
                throw .internalInconsistency("the dual simplex found no entering symbol for row \(r)")
            }
            // The entering symbol minimises (objective coefficient / row coefficient), compared level by
            // level from the highest priority; each level only narrows the ties the level above left.
            for level in levels where candidates.count > 1 {
                ratios.removeAllKeepingCapacity()
                var best = Double.infinity
                for candidate in candidates {
                    let ratio = coefficient(of: candidate.symbol, in: level) / candidate.coefficient
                    ratios.append(ratio)
                    if ratio < best { best = ratio }
                }
                var kept = 0
                for i in candidates.indices where ratios[i] <= best + Tableau.epsilon {
                    candidates[kept] = candidates[i]
                    kept += 1
                }
                candidates.removeLast(candidates.count - kept)
            }
            // Only a cost that is NaN (rounding grown past Double's range) compares false with all.
            guard var entering = candidates.first?.symbol else {
                throw .internalInconsistency("the dual simplex found no finite cost for row \(r)")
            }
            for candidate in candidates where candidate.symbol < entering { entering = candidate.symbol }
            pivots += 1
            if pivots > dualLimit {
                // Still infeasible: queued again for the next run, as the primal simplex's candidate is.
                infeasible.append(basic)
                throw .didNotFinish("the dual simplex did not finish in \(dualLimit) pivots")
            }
            pivot(r, entering: entering)
        }
    }

    /// Finishes what a simplex run that its pivot limit cut short left undone: the dual simplex's queue
    /// of infeasible rows (the tableau is then optimal but not feasible), or the primal simplex's
    /// candidates (feasible but not optimal). Both queues are empty after every operation that
    /// finished, so each operation starts with this check and works, as it must, on a tableau that is
    /// both. An operation that went on without it took the half-done state for a sound one: an add
    /// after a cut-short edit pivoted by ratios of costs that were not yet optimal, and a required
    /// constraint then missed by 2e10. A removal that deferred its re-optimisation is finished here too.
    ///
    /// - Throws: the failure of the resumed run, with the tableau as before the call.
    /// - Complexity: O(1) when nothing was cut short or deferred.
    ///
    /// A removal that defers its own re-optimisation passes `finishingDeferred: false`: it needs the
    /// tableau feasible, not optimal, so removals in a row leave the one re-optimisation to the end.
    @inline(__always) mutating func resumeCutShortRun(finishingDeferred: Bool = true) throws(TableauFailure) {
        guard !infeasible.isEmpty || !heap.isEmpty || (finishingDeferred && optimizationDeferred) else { return }
        optimizationDeferred = false
        try dualOptimize()
        try optimize()
    }

    /// The pivots after which a simplex run is taken to be going round for ever, and reported.
    ///
    /// Bland's rule, which every run ends with, cannot cycle in exact arithmetic; in floating point a
    /// tableau that rounding has worn down (a dense system after thousands of pivots) can, on ties
    /// that are only rounding apart: one such went round seven pivots for ever. A run that finishes
    /// makes a few pivots per row at most, far below this bound.
    var pivotLimit: Int {
        pivotCapPlusOne > 0 ? Int(pivotCapPlusOne) - 1 : Tableau.pivotsBeforeGivingUp + 16 * rows.count
    }

    /// A cap on every simplex run's pivots (the dual simplex's included, Bland's rule or not) that
    /// tests set to make a run stop where it would finish; nil for the solver's own limits.
    var pivotCap: Int? {
        get { pivotCapPlusOne > 0 ? Int(pivotCapPlusOne) - 1 : nil }
        set { pivotCapPlusOne = newValue.map { UInt8(clamping: $0 + 1) } ?? 0 }
    }

    /// The pivots any simplex run may make beyond sixteen per tableau row.
    static let pivotsBeforeGivingUp = 4_096

    /// The pivots a dual simplex run makes beyond one per tableau row before it turns to Bland's rule.
    static let dualPivotsBeforeBland = 64

    /// Removes and returns the smallest basic symbol of a row still infeasible, dropping the queue's
    /// entries for rows repaired since; nil when none is left.
    private mutating func takeSmallestInfeasible() -> Int32? {
        var kept = 0
        var smallest = -1
        for i in infeasible.indices {
            let basic = infeasible[i]
            let r = basicRow(basic)
            guard r >= 0, rows[Int(r)].kind == .restricted, rows[Int(r)].constant < 0,
                !Tableau.nearZero(rows[Int(r)].constant)
            else { continue }
            infeasible[kept] = basic
            if smallest < 0 || basic < infeasible[smallest] { smallest = kept }
            kept += 1
        }
        infeasible.removeLast(infeasible.count - kept)
        guard smallest >= 0 else { return nil }
        return infeasible.remove(at: smallest)
    }
}
