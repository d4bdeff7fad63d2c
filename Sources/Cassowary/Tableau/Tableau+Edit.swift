extension Tableau {
    /// Sets the expression constant of constraint `t` without rebuilding anything.
    ///
    /// A change Δ is the substitution marker → marker + Δ / k (k the marker's coefficient in the raw
    /// row), applied to every row that holds the marker and to the marker's own row; then the dual
    /// simplex repairs the rows that went negative.
    ///
    /// A required constraint's new constant can contradict the other required constraints. Then the
    /// constraint keeps its old constant and the call throws `.unsatisfiable` (with no support: the
    /// solver looks for the conflict itself). Where no pivot was made the tableau is as before; where
    /// the dual simplex pivoted before it found the contradiction, the old constant is put back into
    /// the pivoted rows, which the pivots left equivalent, and the dual simplex restores feasibility:
    /// the same solution wherever the optimum is unique.
    ///
    /// - Complexity: proportional to the rows holding the marker, plus dual simplex pivots.
    mutating func updateConstant(_ t: Int32, to constant: Double) throws(TableauFailure) {
        let old = tags[Int(t)].constant
        let delta = (constant - old) / tags[Int(t)].markerCoefficient
        if delta == 0 {
            tags[Int(t)].constant = constant
            return
        }
        tags[Int(t)].constant = constant
        if shiftMarker(of: t, by: delta) {
            // A redundant equality moved off zero: the required constraints no longer agree. No pivot
            // was made, so shifting back restores every row.
            _ = shiftMarker(of: t, by: -delta)
            tags[Int(t)].constant = old
            infeasible.removeAll()
            throw .unsatisfiable(support: [])
        }
        do {
            try dualOptimize()
        } catch {
            // The dual simplex found a row that no entering symbol can repair: a proof that the new
            // constant contradicts the required constraints (optional rows always have an error to enter).
            _ = shiftMarker(of: t, by: -delta)
            tags[Int(t)].constant = old
            try dualOptimize()
            try optimize()
            throw .unsatisfiable(support: [])
        }
    }

    /// Adds `delta` to constraint `t`'s marker in every row that holds it and in its own row, queueing
    /// the restricted rows that went negative; returns whether a redundant equality's row (a dummy's,
    /// which must stay at zero) moved off zero.
    private mutating func shiftMarker(of t: Int32, by delta: Double) -> Bool {
        let m = tags[Int(t)].marker
        var movesRedundantRow = false
        var e = symbols[Int(m)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let r = Int(node.row)
            // Objective constants are never read: only reduced costs drive the simplex, and the dump
            // reports violations from the errors themselves.
            if rows[r].kind == .objective { continue }
            rows[r].constant += termBase(rows[r])[Int(node.position)].coefficient * delta
            noteConstantChange(Int32(r))
            seeds.append(rows[r].basic)
            guard rows[r].kind == .restricted else { continue }
            if kind(rows[r].basic) == .dummy {
                if !Tableau.nearZero(rows[r].constant) { movesRedundantRow = true }
            } else if rows[r].constant < 0 {
                infeasible.append(rows[r].basic)
            }
        }
        let own = basicRow(m)
        if own >= 0 {
            rows[Int(own)].constant -= delta
            noteConstantChange(own)
            seeds.append(m)
            if kind(m) == .dummy {
                if !Tableau.nearZero(rows[Int(own)].constant) { movesRedundantRow = true }
            } else if rows[Int(own)].constant < 0 {
                infeasible.append(m)
            }
        }
        return movesRedundantRow
    }

    /// The summed violation of the optional constraints at `priority`: the sum of their error symbols.
    mutating func violation(atPriority priority: Float) -> Double {
        var total = 0.0
        for tag in tags where tag.isAlive {
            if tag.isSplit {
                if tag.abovePriority == priority { total += value(of: tag.marker) }
                if tag.priority == priority { total += value(of: tag.other) }
                continue
            }
            guard tag.priority == priority else { continue }
            if kind(tag.marker) == .error { total += value(of: tag.marker) }
            if tag.other >= 0 { total += value(of: tag.other) }
        }
        return total
    }

    /// Moves an optional constraint's errors to another priority level and re-optimises; of a split
    /// equality, only its `minus` error, or with `above` only its `plus` error.
    mutating func updatePriority(_ t: Int32, to priority: Float, above: Bool = false) throws(TableauFailure) {
        let tag = tags[Int(t)]
        if above, !tag.isSplit { throw .internalInconsistency("constraint \(t) is not a split equality") }
        let old = above ? tag.abovePriority : tag.priority
        if old == priority { return }
        let errors =
            !tag.isSplit ? [tag.marker, tag.other].filter { $0 >= 0 && kind($0) == .error }
            : above ? [tag.marker] : [tag.other]
        let oldRow = levelRow(for: old)
        let newRow = retainedLevelRow(for: priority)
        for s in errors {
            addToObjective(oldRow, s, -1)
            addToObjective(newRow, s, 1)
        }
        releaseLevel(old)
        // A constraint that is not split keeps its two priorities equal.
        if above || !tag.isSplit { tags[Int(t)].abovePriority = priority }
        if !above { tags[Int(t)].priority = priority }
        try optimize()
    }
}
