extension Tableau {
    /// Starts recording every change so that `rollback()` can restore the tableau exactly.
    mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration == 0 {
            for i in journalMark.indices { journalMark[i] = 0 }
            journalGeneration = 1
        }
        journal = Journal(
            symbolCount: symbols.count, freeSymbols: freeSymbols, freeRows: freeRows,
            levelRows: levelRows, levelUsers: levelUsers)
    }

    /// Keeps the changes made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
    }

    /// Restores rows, columns, basic assignments, free lists and levels to their state at `beginJournal()`.
    mutating func rollback() {
        guard let log = journal else { return }
        journal = nil
        for (r, _) in log.rows {
            for term in rows[Int(r)].terms { unlink(term.entry, symbol: term.symbol) }
        }
        for r in log.createdRows {
            for term in rows[Int(r)].terms { unlink(term.entry, symbol: term.symbol) }
            rows[Int(r)] = Row(kind: .dead, basic: -1)
        }
        for (r, old) in log.rows {
            rows[Int(r)] = old
            for i in rows[Int(r)].terms.indices {
                let symbol = rows[Int(r)].terms[i].symbol
                rows[Int(r)].terms[i].entry = link(row: r, position: Int32(i), symbol: symbol)
            }
        }
        for (s, old) in log.basics.reversed() {
            symbols[Int(s)].basicRow = old
        }
        freeSymbols = log.freeSymbols
        for s in log.createdSymbols {
            symbols[Int(s)].isAlive = false
            symbols[Int(s)].owner = -1
            if Int(s) >= log.symbolCount { freeSymbols.append(s) }
        }
        freeRows = log.freeRows + log.createdRows
        levelRows = log.levelRows
        levelUsers = log.levelUsers
        infeasible.removeAll()
        // Candidate tracking is incremental; after a restore, rescan the objective from scratch.
        for (_, r) in levelRows {
            for term in rows[Int(r)].terms where !symbols[Int(term.symbol)].isDirty {
                symbols[Int(term.symbol)].isDirty = true
                dirty.append(term.symbol)
            }
        }
        invalidateValues()
    }
}
