extension SolverCore {
    /// The value behind a handle from ``handle(ofID:)``: ``value(ofID:)`` without the id lookup, for a
    /// layout engine that reads the same variables after every change.
    ///
    /// - Complexity: O(1) for most variables; a variable defined through others is evaluated once per
    ///   change of the solver and then memoised.
    package func value(ofHandle handle: Int32) -> Double {
        tableau.value(of: handle) + 0  // + 0 turns -0.0 into 0.0
    }

    /// The values behind four handles (a layout node's frame) in one call.
    ///
    /// - Complexity: as four calls of ``value(ofHandle:)``.
    package func values(
        ofHandles a: Int32, _ b: Int32, _ c: Int32, _ d: Int32
    ) -> (Double, Double, Double, Double) {
        let (x, y, w, h) = tableau.values(of: a, b, c, d)
        return (x + 0, y + 0, w + 0, h + 0)
    }

    /// The values behind two handles (a layout node's size) in one call.
    ///
    /// - Complexity: as two calls of ``value(ofHandle:)``.
    package func values(ofHandles a: Int32, _ b: Int32) -> (Double, Double) {
        let (x, y) = tableau.values(of: a, b)
        return (x + 0, y + 0)
    }

    /// The ids of the variables whose value may have changed since the previous call, without
    /// materialising them: the layout engine's per-pass read of what moved. When every variable may
    /// have changed (after an add or a remove), `all` is called once, with every value already
    /// evaluated, and the client visits everything it owns; otherwise `each` is called once per id.
    ///
    /// `all` receives the ids of the variables whose value is negative when this call evaluated every
    /// value in one pass (so that a client keeping sizes non-negative need not read them all again),
    /// and `nil` when it did not (a small solver, or values already read), in which case the client
    /// reads what it needs.
    ///
    /// - Complexity: O(1) plus one evaluation pass when everything changed; otherwise proportional to
    ///   the definitions downstream of what changed.
    package func takeChangedTags(all: (_ negativeTags: [Int]?) -> Void, each body: (Int) -> Void) {
        if let symbols = tableau.takeChanges() {
            for s in symbols where Int(s) < variableTagOf.count {
                let tag = clientTag(ofSymbol: s)
                if tag >= 0 { body(tag) }
            }
        } else {
            // Every value is about to be read: one pass of the compiled program evaluates them all,
            // where reading them one by one would walk each definition graph on its own (below 64
            // variables, as in `values(of:)`, compiling costs more than it saves).
            guard variableTagOf.count >= 64, tableau.needsFullEvaluation else { return all(nil) }
            let negatives = tableau.evaluateAll()
            var negativeTags: [Int] = []
            for s in negatives where Int(s) < variableTagOf.count {
                let tag = clientTag(ofSymbol: s)
                if tag >= 0 { negativeTags.append(tag) }
            }
            all(negativeTags)
        }
    }

    /// Removes every constraint and edit variable; every id is free again.
    ///
    /// - Complexity: O(1) plus releasing storage.
    package func reset() {
        let checks = tableau.checksInvariants, largeBlockSize = tableau.largeBlockSize
        let longSourceTerms = tableau.longSourceTerms, pivotCap = tableau.pivotCap
        tableau = Tableau()
        tableau.pivotCap = pivotCap
        tableau.checksInvariants = checks
        tableau.largeBlockSize = largeBlockSize
        tableau.longSourceTerms = longSourceTerms
        variableTagOf = Slab()
        symbolByID = Slab()
        editsByID = [:]
        records = ConstraintRecords()
        releasedIDs = []
    }

    /// Gives back memory that earlier changes left unused, as ``Solver/compact()``.
    ///
    /// - Complexity: O(rows + terms + symbols) of the whole system.
    package func compact() {
        tableau.compact()
        Tableau.trim(&variableTagOf)
        Tableau.trim(&symbolByID)
        records.compact()
        scratchTerms = TermList()
    }

    // MARK: Invariants

    /// The term slots of the pool's free blocks, each counted at the power of two of its class.
    package var freeTermSlots: Int {
        var slots = 0
        for sizeClass in tableau.freeBlockHeads.indices {
            var start = tableau.freeBlockHeads[sizeClass]
            while start >= 0 {
                slots += 1 << sizeClass
                start = tableau.pool[Int(start)].symbol
            }
        }
        return slots
    }

    /// Primal simplex runs so far: one a solve, for tests that show operations sharing one.
    package var optimizationRuns: Int { tableau.optimizationRuns }

    /// The row storage: term slots allocated (freed blocks and spare room included) and terms held.
    package var termStorage: (slots: Int, terms: Int) {
        let terms = tableau.rows.elements.reduce(0) { $1.kind == .dead ? $0 : $0 + Int($1.count) }
        return (tableau.pool.capacity + tableau.largeBlockSlots, terms)
    }

    /// The symbols, and how many of them the expansion scratch covers (0 while compaction has released it).
    package var scratchStorage: (symbols: Int, expansion: Int) {
        (tableau.symbols.count, tableau.accumulator.count)
    }

    /// When true, the tableau's invariants are checked after every operation, and a violation is thrown
    /// as ``SolverError/internalInconsistency(_:)``. Costs O(tableau) per call: for tests.
    package var checksInvariants: Bool {
        get { tableau.checksInvariants }
        set { tableau.checksInvariants = newValue }
    }

    /// Every violated tableau invariant, described.
    package func invariantViolations() -> [String] {
        tableau.invariantViolations()
    }

    func check() throws(SolverError) {
        guard tableau.checksInvariants else { return }
        let violations = tableau.invariantViolations()
        if !violations.isEmpty { throw .internalInconsistency(violations.joined(separator: "; ")) }
    }
}
