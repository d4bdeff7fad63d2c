extension Tableau {
    /// Sets the expression constant of constraint `t` without rebuilding anything.
    ///
    /// A change Δ is the substitution marker → marker + Δ / k (k the marker's coefficient in the raw
    /// row), applied to every row that holds the marker and to the marker's own row; then the dual
    /// simplex repairs the rows that went negative.
    ///
    /// - Complexity: proportional to the rows holding the marker, plus dual simplex pivots.
    mutating func updateConstant(_ t: Int32, to constant: Double) throws(TableauFailure) {
        let delta = (constant - tags[Int(t)].constant) / tags[Int(t)].markerCoefficient
        tags[Int(t)].constant = constant
        if delta == 0 { return }
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
        try dualOptimize()
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
