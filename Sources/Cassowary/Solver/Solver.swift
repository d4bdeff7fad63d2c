/// An incremental Cassowary solver with strict priorities.
///
/// Required constraints (priority 1000) always hold. Optional ones are satisfied in strict priority
/// order: the solver first minimises the summed violation (|lhs − rhs|, or how far an inequality is
/// crossed) of the highest priority present, then of the next one, and so on; no amount of lower
/// priority gain ever costs a higher priority anything. Each distinct priority value is its own level.
///
/// The solver is incremental: adding, removing, editing and changing a constraint's constant touch only
/// the rows that mention the symbols involved. A solver is used from one thread at a time.
public final class Solver {
    // The solver is used from one thread at a time and its methods never re-enter one another while an
    // access is open, so the per-access dynamic exclusivity checks are skipped (Benchmarks/README.md,
    // "Unsafe code", gives what they cost).
    @exclusivity(unchecked) var tableau = Tableau()
    /// Whether a failed add names the constraints it conflicts with; off in the solvers that conflict
    /// explanation itself makes.
    var explainsConflicts = true
    /// The symbol of each variable a constraint mentions.
    @exclusivity(unchecked) private var symbolOf = IdentityMap()
    /// The variable behind each external symbol, by symbol id; only as long as the last symbol made
    /// for a variable object (the batch API's variables have none, and a layout engine's solver keeps
    /// no such table).
    @exclusivity(unchecked) private var variableOf: [Variable?] = []
    /// The client id of each external symbol's variable of the batch API (-1 for a variable object's
    /// and for other symbols), by symbol id, so that changes are reported as ids. 32 bits, like the
    /// symbols: ids always fit, since the solver keeps a table as long as them. A slab, as the next
    /// table: written for every new variable, an array checked its uniqueness at each write.
    @exclusivity(unchecked) var variableTagOf = Slab<Int32>()
    /// The symbol of each client variable id of the batch API (-1 for none), by id: such variables
    /// have no object, and their ids are their tags in `variableTagOf`.
    @exclusivity(unchecked) var symbolByID = Slab<Int32>()
    /// The tag of the edit constraint on each client variable id that has one.
    var editsByID: [Int: Int32] = [:]
    @exclusivity(unchecked) private var tagOf = IdentityMap()
    /// The constraint behind each tag, by tag id.
    @exclusivity(unchecked) private var constraintOf: [Constraint?] = []
    /// The terms of the constraints added from batches, which have no object.
    @exclusivity(unchecked) var records = ConstraintRecords()
    private var edits: [ObjectIdentifier: Constraint] = [:]
    /// Reused buffer for the terms of the constraint being added.
    @exclusivity(unchecked) var scratchTerms = TermList()

    /// Creates an empty solver.
    public init() {}

    /// Number of constraints held, edit constraints included.
    ///
    /// - Complexity: O(1).
    public var constraintCount: Int { tagOf.count + records.count }

    /// Whether the solver holds this very constraint object.
    ///
    /// - Complexity: O(1).
    public func contains(_ constraint: Constraint) -> Bool {
        tagOf.value(for: ObjectIdentifier(constraint)) != nil
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/constraintOutOfRange(_:)`` past ``maximumMagnitude``,
    ///   ``SolverError/invalidPriority(_:)``, or ``SolverError/unsatisfiable(_:conflicts:)`` when a
    ///   required constraint cannot hold; on any of these the solver is exactly as before the call.
    ///   After ``SolverError/internalInconsistency(_:)`` the constraint is not held either, but the
    ///   solver's values may be left unoptimised: see there.
    /// - Complexity: O(terms) when the constraint introduces a variable no other row mentions (the
    ///   common case when a layout is built); otherwise proportional to the rows that mention its
    ///   symbols, plus simplex pivots.
    public func add(_ constraint: Constraint) throws(SolverError) {
        tableau.reserveScratch()
        try insert(constraint)
        try check()
    }

    /// Adds constraints in order and optimises once at the end.
    ///
    /// - Throws: the first error of ``add(_:)``; the constraints before the failing one stay added and
    ///   optimised, the failing one and those after it are not added.
    /// - Complexity: the sum of the individual adds, with a single optimisation.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        try add(constraints, newVariables: nil)
    }

    /// Adds constraints as the batch `add(_:)` does, with a client's count of the variables they
    /// bring in (at most; a layout engine knows it), so that the solver reserves room for those rather
    /// than for one new variable per term, and room as well for `following`, constraints the client
    /// adds one at a time right after the batch.
    ///
    /// - Throws: as the batch `add(_:)`.
    /// - Complexity: as the batch `add(_:)`.
    package func add(
        _ constraints: [Constraint], newVariables: Int?, reservingFor following: [Constraint] = []
    ) throws(SolverError) {
        let batch = Solver.estimate(constraints, expansion: 1)
        // A constraint added alone usually names variables the batch defined: its row is expanded in
        // parametric symbols, a few times as long as the constraint. Room it does not use lasts only
        // until the compaction that follows a large commit.
        let later = Solver.estimate(following, expansion: 4)
        let terms = batch.terms
        let markers = batch.markers + later.markers
        let count = constraints.count + following.count
        tableau.reserveCapacity(
            constraints: count, terms: terms + later.terms, variables: newVariables ?? terms, markers: markers,
            objectiveTerms: batch.objectiveTerms + later.objectiveTerms,
            blockTerms: batch.blockTerms + later.blockTerms)
        tagOf.reserveCapacity(tagOf.count + count)
        // The map holds the variables without a usable tag; a layout engine's (tagged) never get there,
        // and reserving would write a table of zeros as large as the batch.
        if symbolOf.count > 0 { symbolOf.reserveCapacity(symbolOf.count + terms / 2) }
        constraintOf.reserveCapacity(constraintOf.count + count)
        // Indexed by symbol: room for the symbols the batch and what follows make, so that they are not
        // copied at every doubling (five times each in a table cell). With the client's count of new
        // variables the bound is exact (each constraint makes its markers and no more); without it,
        // one variable per term would leave more spare room in a small batch than compaction trims.
        if newVariables != nil || constraints.count >= 256 {
            reserveSymbolTables(for: tableau.symbols.count + (newVariables ?? terms) + markers, objects: true)
        }
        try resumeCutShortRun()
        tableau.reserveScratch()
        tableau.defersOptimization = true
        var failure: SolverError?
        for constraint in constraints {
            do throws(SolverError) {
                try insert(constraint)
            } catch {
                failure = error
                break
            }
        }
        tableau.defersOptimization = false
        do {
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            throw Solver.map(error)
        }
        if let failure { throw failure }
        try check()
    }

    /// What `constraints` take in the tableau, their rows (and so their terms) `expansion` times as
    /// long as their expressions.
    private static func estimate(_ constraints: [Constraint], expansion: Int) -> Footprint {
        var total = Footprint()
        for constraint in constraints {
            total += Footprint(
                termCount: constraint.expression.terms.count, isRequired: constraint.priority.isRequired,
                expansion: expansion)
        }
        return total
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
    /// - Complexity: proportional to the rows that mention the constraint's marker, plus pivots.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try remove(constraint, deferringOptimization: false)
    }

    /// Removes a constraint, its re-optimisation left to the next operation with `deferringOptimization`
    /// (as ``remove(tag:deferringOptimization:)``; for the randomized tests).
    func remove(_ constraint: Constraint, deferringOptimization: Bool) throws(SolverError) {
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        try removeTag(t, constraint, deferringOptimization: deferringOptimization)
        try check()
    }

    /// Makes `variable` editable at an optional priority; its suggested value starts at 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/invalidEditPriority(_:_:)``.
    /// - Complexity: as ``add(_:)`` for one single-term constraint.
    public func addEditVariable(_ variable: Variable, priority: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        if !priority.isValid { throw .invalidEditPriority(variable, priority) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority)
        try insert(constraint)
        edits[key] = constraint
        try check()
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: as ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] != nil else { throw .unknownEditVariable(variable) }
        // Before the edit leaves the map: failing here changes nothing, the edit included.
        try resumeCutShortRun()
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Complexity: O(1).
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``,
    ///   ``SolverError/valueOutOfRange(_:_:)`` past ``maximumMagnitude``.
    /// - Complexity: proportional to the rows that contain the edit's error symbol, plus dual pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard Solver.isInRange(value) else { throw .valueOutOfRange(variable, value) }
        try setConstant(of: constraint, to: -value)
    }

    /// Changes the constant of a constraint the solver holds (`expression.constant`), incrementally:
    /// no row is rebuilt, only the rows that hold the constraint's marker change, then the dual simplex
    /// restores feasibility.
    ///
    /// A required constraint whose new constant contradicts the other required constraints keeps its
    /// old constant, and the solver is left exactly as before the call.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/constantOutOfRange(_:constant:)`` past ``maximumMagnitude``,
    ///   ``SolverError/unsatisfiableConstant(_:constant:conflicts:)`` with a minimal set of the required
    ///   constraints that the new constant contradicts.
    /// - Complexity: proportional to the rows that hold the constraint's marker, plus dual pivots.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard tagOf.value(for: ObjectIdentifier(constraint)) != nil else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        guard Solver.isInRange(constant) else { throw .constantOutOfRange(constraint, constant: constant) }
        try setConstant(of: constraint, to: constant)
    }

    /// Changes the priority of an optional constraint to another optional priority and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/requiredPriorityChange(_:to:)``
    ///   when the change is to or from required, ``SolverError/invalidPriority(_:)`` when out of range.
    /// - Complexity: proportional to the rows of the constraint's error symbols, plus pivots.
    public func updatePriority(of constraint: Constraint, to priority: Strength) throws(SolverError) {
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        let current = Strength(tableau.priority(ofTag: t))
        if priority == current { return }
        if priority.isRequired || current.isRequired {
            throw .requiredPriorityChange(constraint, to: priority)
        }
        if !priority.isValid {
            throw .invalidPriority(Constraint(constraint.expression, constraint.relation, priority: priority))
        }
        do {
            try tableau.updatePriority(t, to: priority.rawValue)
        } catch {
            throw Solver.map(error)
        }
        try check()
    }

    /// The value the solver assigns to `variable`; 0 for a variable no constraint mentions.
    ///
    /// - Complexity: O(1) for most variables; a variable defined through others is evaluated once per
    ///   change of the solver and then memoised.
    public func value(of variable: Variable) -> Double {
        guard let s = existingSymbol(for: variable) else { return 0 }
        return tableau.value(of: s) + 0  // + 0 turns -0.0 into 0.0
    }


    /// The value behind a handle from ``handle(ofID:)``: ``value(of:)`` without the hash lookup, for a
    /// layout engine that reads the same variables after every change.
    ///
    /// - Complexity: as ``value(of:)``.
    package func value(ofHandle handle: Int32) -> Double {
        tableau.value(of: handle) + 0
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

    /// The values of many variables at once, in order.
    ///
    /// - Complexity: O(count + size of the definitions involved), each shared definition evaluated once.
    public func values(of variables: [Variable]) -> [Double] {
        let symbols = variables.map { existingSymbol(for: $0) ?? -1 }
        return tableau.values(of: symbols)
    }

    /// The variables whose value may have changed since the previous call (or since the solver was
    /// created), each once; values that did not move may be included, but none that moved is left out.
    ///
    /// A layout engine reads these instead of every value: after a constant change that moves one view,
    /// only that view's variables (and those defined from them) are returned.
    ///
    /// - Complexity: proportional to the definitions downstream of what changed; O(variables) after a
    ///   constraint was added or removed, when every variable is reported.
    public func takeChangedVariables() -> [Variable] {
        guard let symbols = tableau.takeChanges() else {
            return variableOf.compactMap { $0 }
        }
        return symbols.compactMap { Int($0) < variableOf.count ? variableOf[Int($0)] : nil }
    }

    /// ``takeChangedVariables()`` as the variables' tags, without materialising the variables: the
    /// layout engine's per-pass read of what moved. When every variable may have changed (after an add
    /// or a remove), `all` is called once, with every value already evaluated, and the client visits
    /// everything it owns; otherwise `each` is called once per tag.
    ///
    /// `all` receives the tags of the variables whose value is negative when this call evaluated every
    /// value in one pass (so that a client keeping sizes non-negative need not read them all again),
    /// and `nil` when it did not (a small solver, or values already read), in which case the client
    /// reads what it needs.
    ///
    /// - Complexity: O(1) plus one evaluation pass when everything changed; otherwise as
    ///   ``takeChangedVariables()``.
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

    /// Removes every constraint and edit variable.
    ///
    /// - Complexity: O(1) plus releasing storage.
    public func reset() {
        let checks = tableau.checksInvariants, largeBlockSize = tableau.largeBlockSize
        let longSourceTerms = tableau.longSourceTerms, pivotCap = tableau.pivotCap
        tableau = Tableau()
        tableau.pivotCap = pivotCap
        tableau.checksInvariants = checks
        tableau.largeBlockSize = largeBlockSize
        tableau.longSourceTerms = longSourceTerms
        symbolOf = IdentityMap()
        variableOf = []
        variableTagOf = Slab()
        symbolByID = Slab()
        editsByID = [:]
        tagOf = IdentityMap()
        constraintOf = []
        records = ConstraintRecords()
        edits = [:]
    }

    /// Gives back memory that earlier changes left unused; what is solved and every later result stay
    /// the same.
    ///
    /// Building a system grows rows a term at a time, and the room they outgrow stays with the solver
    /// (about two thirds of the row storage after a large batch). Call this after a large batch that
    /// the solver will hold for a while; a layout engine does after a commit that built most of its system.
    /// - Complexity: O(rows + terms + symbols) of the whole system.
    public func compact() {
        tableau.compact()
        Tableau.trim(&variableOf)
        Tableau.trim(&variableTagOf)
        Tableau.trim(&symbolByID)
        Tableau.trim(&constraintOf)
        records.compact()
        scratchTerms = TermList()
    }

    // MARK: Internals

    /// Room in the per-symbol tables for symbols up to `bound`; in the variable table too when the
    /// symbols are for variable objects.
    func reserveSymbolTables(for bound: Int, objects: Bool) {
        if objects { variableOf.reserveCapacity(bound) }
        variableTagOf.reserveCapacity(bound)
    }

    func symbol(for variable: Variable) -> Int32 {
        if let s = existingSymbol(for: variable) { return s }
        let s = newExternalSymbol()
        while variableOf.count <= Int(s) { variableOf.append(nil) }
        variableOf[Int(s)] = variable
        variableTagOf[Int(s)] = -1
        _ = symbolOf.set(s, for: ObjectIdentifier(variable))
        return s
    }

    /// The client id of external symbol `s` (-1 for none: a variable object's, or no variable's).
    @inline(__always) func clientTag(ofSymbol s: Int32) -> Int {
        Int(variableTagOf[Int(s)])
    }

    /// A new external symbol, with room for it in the per-symbol tables (no variable, tag -1).
    private func newExternalSymbol() -> Int32 {
        let s = tableau.newSymbol(.external)
        // One element or a few, appended one by one: a fill of the gap is a call to memset, dearer
        // than a store for one id (and the compiler makes a loop of stores into one).
        while Int(s) >= variableTagOf.count { variableTagOf.append(-1) }
        return s
    }

    /// The symbol of the batch API's client variable `id`, made on first use.
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

    /// The symbol of a variable some constraint mentions.
    @inline(__always) func existingSymbol(for variable: Variable) -> Int32? {
        symbolOf.value(for: ObjectIdentifier(variable))
    }

    private func insert(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if tagOf.value(for: key) != nil { throw .duplicateConstraint(constraint) }
        // The expression is read once: each read of the property retained and released its terms.
        let expression = constraint.expression
        if !expression.isFinite { throw .nonFiniteConstraint(constraint) }
        if !Solver.isInRange(expression) { throw .constraintOutOfRange(constraint) }
        if !constraint.priority.isValid { throw .invalidPriority(constraint) }
        var raw = TermList()
        swap(&raw, &scratchTerms)
        defer { swap(&raw, &scratchTerms) }
        raw.removeAll()
        for term in expression.terms where term.coefficient != 0 {
            raw.append((symbol(for: term.variable), term.coefficient))
        }
        let count = raw.count
        let result = tableau.add(
            rawTerms: &raw, constant: expression.constant, relation: constraint.relation,
            priority: constraint.priority.rawValue)
        switch result {
        case .success(let t):
            tagOf.set(t, for: key)
            if Int(t) == constraintOf.count {
                constraintOf.append(constraint)
            } else {
                while constraintOf.count <= Int(t) { constraintOf.append(nil) }
                constraintOf[Int(t)] = constraint
            }
        case .failure(let failure):
            // Checked before the new symbols go: the proof names them.
            var proven = false
            if case .unsatisfiable(_, let proof?) = failure, explainsConflicts {
                proven = certifies(proof, failing: raw, count: count, constant: expression.constant)
            }
            forget(tableau.releaseUnreferenced(raw.symbols(first: count)))
            switch failure {
            case .unsatisfiable(let support, _):
                var variables: [Int: Variable] = [:]
                let conflicts =
                    explainsConflicts
                    ? minimalConflicts(for: constraint, support: support, proven: proven, variables: &variables) : []
                // Batch constraints have no object of their own: they are named by their replays.
                throw .unsatisfiable(
                    constraint,
                    conflicts: conflicts.map { Int($0.tag) < constraintOf.count ? constraintOf[Int($0.tag)] ?? $0.replayed : $0.replayed })
            case .internalInconsistency(let what), .didNotFinish(let what):
                throw .internalInconsistency(what)
            }
        }
    }

    private func removeTag(_ t: Int32, _ constraint: Constraint, deferringOptimization: Bool = false) throws(SolverError) {
        try resumeCutShortRun(finishingDeferred: !deferringOptimization)
        tagOf.remove(ObjectIdentifier(constraint))
        constraintOf[Int(t)] = nil
        var externals: [Int32] = []
        for term in constraint.expression.terms where term.coefficient != 0 {
            if let s = existingSymbol(for: term.variable), !externals.contains(s) { externals.append(s) }
        }
        switch tableau.removeReleasing(t, externals: externals, deferringOptimization: deferringOptimization) {
        case .success(let released): forget(released)
        case .failure(let failure): throw Solver.map(failure)
        }
    }

    func forget(_ released: [Int32]) {
        for s in released {
            if Int(s) < variableOf.count, let variable = variableOf[Int(s)] {
                _ = symbolOf.remove(ObjectIdentifier(variable))
                variableOf[Int(s)] = nil
            } else {
                let id = Int(variableTagOf[Int(s)])
                if id >= 0, id < symbolByID.count, symbolByID[id] == s { symbolByID[id] = -1 }
            }
            variableTagOf[Int(s)] = -1
        }
    }

    private func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        do {
            try tableau.updateConstant(t, to: constant, exactly: true)
        } catch {
            guard case .unsatisfiable = error else { throw Solver.map(error) }
            try check()
            var variables: [Int: Variable] = [:]
            let changed = Constraint(
                LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
                priority: constraint.priority)
            let conflicts =
                explainsConflicts
                ? minimalConflicts(for: changed, support: [], proven: false, excluding: t, variables: &variables) : []
            throw .unsatisfiableConstant(
                constraint, constant: constant,
                conflicts: conflicts.map { Int($0.tag) < constraintOf.count ? constraintOf[Int($0.tag)] ?? $0.replayed : $0.replayed })
        }
        try check()
    }

    /// Finishes a simplex run an earlier operation's pivot limit cut short, before an operation that
    /// changes bookkeeping of its own first (see `Tableau.resumeCutShortRun()`).
    ///
    /// - Throws: ``SolverError/internalInconsistency(_:)`` when the run is cut short again; nothing
    ///   has changed then.
    func resumeCutShortRun(finishingDeferred: Bool = true) throws(SolverError) {
        do throws(TableauFailure) {
            try tableau.resumeCutShortRun(finishingDeferred: finishingDeferred)
        } catch {
            throw Solver.map(error)
        }
    }

    static func map(_ failure: TableauFailure) -> SolverError {
        switch failure {
        case .unsatisfiable: .internalInconsistency("unexpected unsatisfiable state")
        case .internalInconsistency(let what), .didNotFinish(let what): .internalInconsistency(what)
        }
    }

    /// A minimal set of required constraints that conflicts with `constraint`, each as its tag and the
    /// copy replayed: the proof's own, once they are known to conflict (`proven`: its multipliers
    /// check out against the constraints' terms, see ``certifies(_:failing:count:constant:)``; or else
    /// one fresh solver confirms it); otherwise (the proof numerically incomplete or, for a change of
    /// constant, none) QuickXplain over every required constraint but the `excluded` tag (the
    /// constraint itself, before a change of constant).
    ///
    /// - Complexity: O(the proof) when `proven`; else one feasibility check of the proof's constraints
    ///   when they conflict.
    func minimalConflicts(
        for constraint: Constraint, support: [Int32], proven: Bool, excluding excluded: Int32 = -1,
        variables: inout [Int: Variable]
    ) -> [(tag: Int32, replayed: Constraint)] {
        var candidates = support.compactMap { replay($0, &variables) }
        // The proof's markers are non-basic: with any one of its constraints dropped, that marker is
        // free to meet the new constraint. So once its required constraints conflict, no proper subset
        // of them does, and they are the minimal set QuickXplain would find, without its fresh solvers.
        if proven || !Solver.isFeasible(candidates.map(\.replayed) + [constraint]) { return candidates }
        candidates = tableau.liveTagsInOrder().compactMap { $0 == excluded ? nil : replay($0, &variables) }
        let chosen = ConflictExplainer.minimalConflict(among: candidates.map(\.replayed), with: constraint)
        let members = Set(chosen.map(ObjectIdentifier.init))
        return candidates.filter { members.contains(ObjectIdentifier($0.replayed)) }
    }

    /// The required constraint tagged `t` as a fresh solver can replay it: the object it was added as,
    /// or one made from its record. The fresh solvers replay constraints, and a constant changed by
    /// `updateConstant` since one was added lives only in the tableau: such a constraint is replayed
    /// with its constant now, or a conflict that a resize caused would not show (every replay would hold).
    private func replay(_ t: Int32, _ variables: inout [Int: Variable]) -> (tag: Int32, replayed: Constraint)? {
        guard tableau.priority(ofTag: t) >= Strength.required.rawValue else { return nil }
        let constant = tableau.tags[Int(t)].constant
        if Int(t) < constraintOf.count, let original = constraintOf[Int(t)] {
            if constant == original.expression.constant { return (t, original) }
            let expression = LinearExpression(original.expression.terms, constant: constant)
            return (t, Constraint(expression, original.relation, priority: original.priority))
        }
        guard let made = recordedConstraint(t, variables: &variables) else { return nil }
        return (t, made)
    }

    /// Whether the required constraints can all hold together.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        solver.explainsConflicts = false
        solver.tableau.defersOptimization = true
        for constraint in constraints where constraint.isRequired {
            do { try solver.insert(constraint) } catch { return false }
        }
        return true
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

    /// The variable behind an external symbol, for dumps.
    func variable(forSymbol s: Int32) -> Variable? {
        Int(s) < variableOf.count ? variableOf[Int(s)] : nil
    }

    /// The constraint behind a tag, for dumps.
    func constraint(forTag t: Int32) -> Constraint? {
        Int(t) < constraintOf.count ? constraintOf[Int(t)] : nil
    }

    /// The edit constraints, for dumps.
    var editConstraints: [(Variable, Constraint)] {
        edits.values.compactMap { c in c.expression.terms.first.map { ($0.variable, c) } }
    }
}
