extension Tableau {
    /// Sets the expression constant of constraint `t` without rebuilding anything.
    ///
    /// A change Δ is the substitution marker → marker + Δ / k (k the marker's coefficient in the raw
    /// row), applied to every row that holds the marker and to the marker's own row; then the dual
    /// simplex repairs the rows that went negative.
    ///
    /// A required constraint's new constant can contradict the other required constraints. Then the
    /// constraint keeps its old constant and the call throws `.unsatisfiable` (with no support: the
    /// solver looks for the conflict itself). A change that would move a redundant equality's row off
    /// zero is refused before anything is written. Otherwise, with `exactly`, the rows are restored
    /// to their exact values: the old constants are kept aside, and the pivots the dual simplex makes
    /// before it finds the contradiction are journaled and rolled back. Without it (a client that
    /// rebuilds its solver on the error), the change is shifted back and the dual simplex solves again,
    /// which a change many orders of magnitude larger than the constants leaves rounded.
    ///
    /// - Complexity: proportional to the rows holding the marker, plus dual simplex pivots (with
    ///   `exactly`, a required constraint's pivots also copy the rows they change).
    mutating func updateConstant(_ t: Int32, to constant: Double, exactly: Bool = false) throws(TableauFailure) {
        try resumeCutShortRun()
        let old = tags[Int(t)].constant
        let delta = (constant - old) / tags[Int(t)].markerCoefficient
        if delta == 0 {
            tags[Int(t)].constant = constant
            return
        }
        // A redundant equality, a row of dummies, holds only at zero: moved off it, the required
        // constraints no longer agree.
        if movesRedundantRow(of: t, by: delta) { throw .unsatisfiable(support: []) }
        let isRequired = tags[Int(t)].priority >= Strength.required.rawValue
        let keepsOld = exactly && isRequired && journal == nil
        var saved: [(row: Int32, constant: Double)] = []
        if keepsOld { saved = markerRowConstants(of: t) }
        tags[Int(t)].constant = constant
        shiftMarker(of: t, by: delta)
        if keepsOld, !infeasible.isEmpty { beginJournal() }
        do {
            try dualOptimize()
            if journal != nil, keepsOld { commitJournal() }
        } catch {
            guard isRequired else { throw error }
            // The dual simplex found a row no entering symbol can repair: a proof that the new constant
            // contradicts the required constraints (an optional row always has an error to enter). A
            // run that went round proves nothing, but is undone the same way and reported as it is.
            let wentRound = if case .didNotFinish = error { true } else { false }
            tags[Int(t)].constant = old
            if keepsOld {
                rollback()
                for (r, c) in saved {
                    rows[Int(r)].constant = c
                    noteConstantChange(r)
                }
                // The operation began with no row queued (`resumeCutShortRun`), and ends so.
                infeasible.removeAll()
            } else {
                shiftMarker(of: t, by: -delta)
                try dualOptimize()
                try optimize()
            }
            if wentRound { throw error }
            throw .unsatisfiable(support: [])
        }
    }

    /// Whether adding `delta` to constraint `t`'s marker would move a redundant equality's row (a
    /// dummy's, which must stay at zero) off zero; writes nothing.
    private func movesRedundantRow(of t: Int32, by delta: Double) -> Bool {
        let m = tags[Int(t)].marker
        // Such a row holds dummies only: an inequality's slack or an optional constraint's error is in
        // none, and its change skips the walk.
        guard kind(m) == .dummy else { return false }
        var e = symbols[Int(m)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let row = rows[Int(node.row)]
            guard row.kind == .restricted, kind(row.basic) == .dummy else { continue }
            if !Tableau.nearZero(row.constant + termBase(row)[Int(node.position)].coefficient * delta) { return true }
        }
        let own = basicRow(m)
        return own >= 0 && !Tableau.nearZero(rows[Int(own)].constant - delta)
    }

    /// The constants of the rows a change of constraint `t`'s constant writes (see `shiftMarker`).
    private func markerRowConstants(of t: Int32) -> [(row: Int32, constant: Double)] {
        let m = tags[Int(t)].marker
        var saved: [(row: Int32, constant: Double)] = []
        var e = symbols[Int(m)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            if rows[Int(node.row)].kind != .objective { saved.append((node.row, rows[Int(node.row)].constant)) }
        }
        let own = basicRow(m)
        if own >= 0 { saved.append((own, rows[Int(own)].constant)) }
        return saved
    }

    /// Adds `delta` to constraint `t`'s marker in every row that holds it and in its own row, queueing
    /// the restricted rows that went negative.
    private mutating func shiftMarker(of t: Int32, by delta: Double) {
        let m = tags[Int(t)].marker
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
            if rows[r].kind == .restricted, rows[r].constant < 0 { infeasible.append(rows[r].basic) }
        }
        let own = basicRow(m)
        if own >= 0 {
            rows[Int(own)].constant -= delta
            noteConstantChange(own)
            seeds.append(m)
            if rows[Int(own)].constant < 0 { infeasible.append(m) }
        }
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
        try resumeCutShortRun()
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
