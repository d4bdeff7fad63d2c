extension SolverCore {
    /// Room in the per-symbol table for symbols up to `bound`.
    func reserveSymbolTables(for bound: Int) {
        variableTagOf.reserveCapacity(bound)
    }

    /// The client id of external symbol `s` (-1 for none).
    @inline(__always) func clientTag(ofSymbol s: Int32) -> Int {
        Int(variableTagOf[Int(s)])
    }

    /// A new external symbol, with room for it in the per-symbol table (no id yet).
    private func newExternalSymbol() -> Int32 {
        let s = tableau.newSymbol(.external)
        // One element or a few, appended one by one: a fill of the gap is a call to memset, dearer
        // than a store for one id (and the compiler makes a loop of stores into one).
        while Int(s) >= variableTagOf.count { variableTagOf.append(-1) }
        return s
    }

    /// The symbol of client variable `id`, made on first use.
    @inline(__always) func symbol(forID id: Int) -> Int32 {
        if let s = existingSymbol(forID: id) { return s }
        return newSymbol(forID: id)
    }

    private func newSymbol(forID id: Int) -> Int32 {
        let s = newExternalSymbol()
        variableTagOf[Int(s)] = Int32(id)
        if id >= symbolByID.count {
            // Ids mostly come in order, or a few ahead (a node's width before its top): the gap is
            // appended one by one, as `newExternalSymbol` does.
            while id > symbolByID.count { symbolByID.append(-1) }
            symbolByID.append(s)
            return s
        }
        symbolByID[id] = s
        return s
    }

    /// The symbol of client variable `id`, if some constraint mentions it.
    @inline(__always) func existingSymbol(forID id: Int) -> Int32? {
        guard id >= 0, id < symbolByID.count else { return nil }
        let s = symbolByID[id]
        return s >= 0 ? s : nil
    }

    /// Lets go of symbols the tableau released: their ids no longer name them.
    func forget(_ released: [Int32]) {
        for s in released {
            let id = Int(variableTagOf[Int(s)])
            if id >= 0, id < symbolByID.count, symbolByID[id] == s {
                symbolByID[id] = -1
                if reportsReleasedIDs { releasedIDs.append(id) }
            }
            variableTagOf[Int(s)] = -1
        }
    }

    /// The ids whose symbols were let go since the last call (see `reportsReleasedIDs`).
    func takeReleasedIDs() -> [Int] {
        guard !releasedIDs.isEmpty else { return [] }
        defer { releasedIDs.removeAll(keepingCapacity: true) }
        return releasedIDs
    }
}
