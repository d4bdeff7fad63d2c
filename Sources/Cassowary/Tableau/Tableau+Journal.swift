extension Tableau {
    /// Starts recording every change so that `rollback()` can restore the tableau exactly.
    mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration == 0 {
            // Wrapped around: no mark left from 65,535 journals ago may match.
            for r in rows.indices { rows[r].journalMark = 0 }
            journalGeneration = 1
        }
        journal = Journal(
            symbolCount: symbols.count, freeSymbols: freeSymbols, freeRows: freeRows,
            levels: levels, infeasible: infeasible)
    }

    /// Keeps the changes made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
    }

    /// Restores rows, columns, basic assignments, free lists and levels to their state at `beginJournal()`.
    mutating func rollback() {
        guard let log = journal else { return }
        journal = nil
        for (r, _, _) in log.rows {
            for term in terms(r) { unlink(term.entry, symbol: term.symbol) }
            releaseTerms(r)
        }
        for r in log.createdRows {
            for term in terms(r) { unlink(term.entry, symbol: term.symbol) }
            releaseTerms(r)
            rows[Int(r)] = Row(kind: .dead, basic: -1)
        }
        for (r, old, oldTerms) in log.rows {
            var row = old
            row.start = 0
            row.count = 0
            row.capacity = 0
            rows[Int(r)] = row
            if oldTerms.isEmpty { continue }
            reserveTerms(r, oldTerms.count)
            let base = termBase(rows[Int(r)])
            for (i, term) in oldTerms.enumerated() {
                let entry = link(row: r, position: Int32(i), symbol: term.symbol)
                base[i] = RowTerm(symbol: term.symbol, entry: entry, coefficient: term.coefficient)
            }
            rows[Int(r)].count = Int32(oldTerms.count)
        }
        for (s, old) in log.basics.reversed() {
            symbols[Int(s)].basicRow = old
        }
        restrictedBasisVersion &+= 1
        constantsOverflowed = true
        freeSymbols = log.freeSymbols
        for s in log.createdSymbols {
            symbols[Int(s)].isAlive = false
            symbols[Int(s)].owner = -1
            if Int(s) >= log.symbolCount { freeSymbols.append(s) }
        }
        freeRows = log.freeRows + log.createdRows
        levels = log.levels
        infeasible = log.infeasible
        // Candidate tracking is incremental; after a restore, rescan the objective from scratch.
        for r in levels.rowsByPriority {
            for term in terms(r) where !symbols[Int(term.symbol)].isDirty {
                symbols[Int(term.symbol)].isDirty = true
                dirty.append(term.symbol)
            }
        }
        invalidateValues()
    }
}
