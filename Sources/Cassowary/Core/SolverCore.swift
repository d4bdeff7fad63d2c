/// The solver's core: the tableau, and the constraints it holds named by integer tags over variables
/// named by client ids.
///
/// A client that keeps its own objects for its variables and constraints (a layout engine) drives the
/// core directly with ``ConstraintBatch``es; ``Solver`` is the object API over it, which names each
/// ``Variable`` by an id of its own and each ``Constraint`` by its tag. The core owns every table
/// from a client's names to the tableau's symbols, and keeps each constraint's terms (as
/// ``ConstraintRecords``) for removal, priority changes, proofs and conflict explanations. A core is
/// used from one thread at a time.
package final class SolverCore {
    // The core is used from one thread at a time and its methods never re-enter one another while an
    // access is open, so the per-access dynamic exclusivity checks are skipped (Benchmarks/README.md,
    // "Unsafe code", gives what they cost).
    @exclusivity(unchecked) var tableau = Tableau()
    /// Whether a failed add names the constraints it conflicts with; off in the cores that conflict
    /// explanation itself makes.
    var explainsConflicts = true
    /// The client id of each external symbol's variable (-1 for none), by symbol id, so that changes
    /// are reported as ids. 32 bits, like the symbols: ids always fit, since the core keeps a table as
    /// long as them. A slab, as the next table: written for every new variable, an array checked its
    /// uniqueness at each write.
    @exclusivity(unchecked) var variableTagOf = Slab<Int32>()
    /// The symbol of each client variable id (-1 for none), by id.
    @exclusivity(unchecked) var symbolByID = Slab<Int32>()
    /// The tag of the edit constraint on each client variable id that has one.
    var editsByID: [Int: Int32] = [:]
    /// The terms of every constraint held, by tag.
    @exclusivity(unchecked) var records = ConstraintRecords()
    /// Reused buffer for the terms of the constraint being added.
    @exclusivity(unchecked) var scratchTerms = TermList()
    /// The ids whose symbols the core let go since the last ``takeReleasedIDs()``, kept only while
    /// `reportsReleasedIDs` (for a client that hands out ids of its own, as ``Solver`` does).
    var releasedIDs: [Int] = []
    /// Whether released ids are kept for ``takeReleasedIDs()``.
    var reportsReleasedIDs = false

    /// Creates an empty core.
    package init() {}

    /// Number of constraints held, edit constraints included.
    ///
    /// - Complexity: O(1).
    package var constraintCount: Int { records.count }

    /// Adds `batch`'s constraints from `start` on in order and optimises once at the end, as the
    /// object API's batch add does, appending the tag of each constraint added to `tags`. A tag stands for
    /// its constraint in ``remove(tag:)``, ``updateConstant(ofTag:to:)``,
    /// ``updatePriority(ofTag:to:)`` and ``replace(tag:priority:)`` until it is removed.
    ///
    /// `newVariables` is the client's count of the variables the batch brings in (at most), and
    /// `following` the constraints it adds one at a time right after: the solver reserves room for
    /// both at once.
    ///
    /// - Throws: ``RawAddFailure`` for the first constraint that cannot join; those before it are
    ///   added (their tags in `tags`) and optimised, it and those after it are not.
    /// - Complexity: the sum of the constraints' inserts, with a single optimisation and no allocation
    ///   per constraint.
    package func add(
        _ batch: ConstraintBatch, from start: Int = 0, newVariables: Int?,
        reservingFor following: ConstraintBatch? = nil, tags: inout [Int32]
    ) throws(RawAddFailure) {
        let constraints = batch.constraints[start...]
        let now = SolverCore.estimate(constraints, expansion: 1)
        // A constraint added alone after the batch is expanded in the batch's parametric symbols: a
        // few times as long as the constraint.
        let later = SolverCore.estimate((following?.constraints ?? [])[...], expansion: 4)
        try add(
            constraints.count, from: start, taking: now, then: following?.count ?? 0, taking: later,
            newVariables: newVariables, tags: &tags
        ) { index throws(RawAddFailure) in try insert(batch, index, priority: nil) }
    }

    /// Adds constraints `start ..< start + count` with `insert` (which returns each one's tag) in order
    /// and optimises once at the end, as the batch add does, with room reserved for `now`, what they
    /// take, and for `later`, what the `following` constraints added one at a time after them take.
    ///
    /// - Throws: ``RawAddFailure`` for the first constraint that cannot join; those before it are
    ///   added (their tags in `tags`) and optimised, it and those after it are not.
    func add(
        _ count: Int, from start: Int, taking now: Footprint, then following: Int, taking later: Footprint,
        newVariables: Int?, tags: inout [Int32], insert: (Int) throws(RawAddFailure) -> Int32
    ) throws(RawAddFailure) {
        do throws(SolverError) { try resumeCutShortRun() } catch { throw .refused(index: start, error) }
        let total = count + following
        tableau.reserveCapacity(
            constraints: total, terms: now.terms + later.terms, variables: newVariables ?? now.terms,
            markers: now.markers + later.markers, objectiveTerms: now.objectiveTerms + later.objectiveTerms,
            blockTerms: now.blockTerms + later.blockTerms)
        records.reserveCapacity(constraints: total, terms: now.terms + later.terms / 4)
        if newVariables != nil || total >= 256 {
            reserveSymbolTables(
                for: tableau.symbols.count + (newVariables ?? now.terms) + now.markers + later.markers)
        }
        // A client numbers its new variables after its others (a layout engine four to a view), so the
        // id table grows by about as many: grown by doubling from empty, it was reallocated four times
        // in a table cell's first layout.
        if let newVariables { symbolByID.reserveCapacity(symbolByID.count + newVariables) }
        tags.reserveCapacity(tags.count + count)
        tableau.reserveScratch()
        // Room for the longest raw constraint and its markers at once, as for the tableau's scratch:
        // sized by the first constraint, the buffer was reallocated by the first longer one.
        if scratchTerms.capacity == 0 { scratchTerms.reserveCapacity(Tableau.scratchRoom) }
        tableau.defersOptimization = true
        var failure: RawAddFailure?
        for index in start..<start + count {
            do throws(RawAddFailure) {
                tags.append(try insert(index))
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
            throw .refused(index: start + count, SolverCore.map(error))
        }
        if let failure { throw failure }
        do { try check() } catch { throw .refused(index: start + count, error) }
    }

    /// What a batch's constraints take in the tableau, their rows `expansion` times as long as their
    /// terms.
    private static func estimate(_ constraints: ArraySlice<RawConstraint>, expansion: Int) -> Footprint {
        var total = Footprint()
        for constraint in constraints {
            total += Footprint(
                termCount: Int(constraint.termCount), isRequired: constraint.priority.isRequired, expansion: expansion)
        }
        return total
    }

    /// Adds the constraint at `index` of `batch` (at `priority` instead of its own when given) and
    /// re-optimises; returns its tag.
    ///
    /// - Throws: ``RawAddFailure``; the solver is then as before the call.
    /// - Complexity: as the object API's add of one constraint.
    package func add(_ batch: ConstraintBatch, at index: Int, priority: Strength? = nil) throws(RawAddFailure) -> Int32 {
        tableau.reserveScratch()
        let t = try insert(batch, index, priority: priority)
        do { try check() } catch { throw .refused(index: index, error) }
        return t
    }

    /// Removes the constraint tagged `t` (added from a batch) and re-optimises, or with
    /// `deferringOptimization` leaves the re-optimisation to the next operation or to
    /// ``finishDeferredWork()``, so that a run of removals (a `deactivate` of many constraints) shares
    /// one. Values read before then are feasible but maybe not optimal. Where the optimum is not unique
    /// (an ambiguous layout), the simplex may end at another of the optimal points than removals one by
    /// one would have reached, as it may after any other change in the order of operations.
    ///
    /// - Throws: ``SolverError/misuse(_:)`` (``SolverError/IDMisuse/unknownTag(_:)``) when no batch
    ///   constraint has that tag.
    /// - Complexity: as ``Solver/remove(_:)``; without the re-optimisation when it is deferred.
    package func remove(tag t: Int32, deferringOptimization: Bool = false) throws(SolverError) {
        guard let span = records.span(of: t) else { throw .misuse(.unknownTag(t)) }
        try resumeCutShortRun(finishingDeferred: !deferringOptimization)
        var externals: [Int32] = []
        externals.reserveCapacity(Int(span.count))
        for i in Int(span.start)..<Int(span.start + span.count) {
            let s = records.symbols[i]
            if !externals.contains(s) { externals.append(s) }
        }
        records.remove(t)
        switch tableau.removeReleasing(t, externals: externals, deferringOptimization: deferringOptimization) {
        case .success(let released): forget(released)
        case .failure(let failure): throw SolverCore.map(failure)
        }
        try check()
    }

    /// Re-optimises after removals that deferred it (and finishes a run a pivot limit cut short), as
    /// every other operation does first; nothing when neither is pending.
    ///
    /// - Throws: ``SolverError/internalInconsistency(_:)`` when the run cannot finish.
    /// - Complexity: O(1) when nothing is pending; otherwise the simplex runs left.
    package func finishDeferredWork() throws(SolverError) {
        try resumeCutShortRun()
    }

    /// Replaces the constraint tagged `t` with the same constraint at `priority` (a required one the
    /// client breaks to recover from a conflict); returns the new tag.
    ///
    /// - Throws: as ``remove(tag:)``, or ``SolverError/unsatisfiable(_:conflicts:)`` when the copy is
    ///   required and cannot hold.
    /// - Complexity: as ``remove(tag:)`` and ``add(_:at:priority:)``.
    package func replace(tag t: Int32, priority: Strength) throws(SolverError) -> Int32 {
        guard let span = records.span(of: t) else { throw .misuse(.unknownTag(t)) }
        // Copied out by id before the removal, which may let the solver forget the symbols.
        var batch = ConstraintBatch()
        batch.reserveCapacity(constraints: 1, terms: Int(span.count))
        for i in Int(span.start)..<Int(span.start + span.count) {
            batch.terms.append(RawTerm(variable: Int(variableTagOf[Int(records.symbols[i])]), coefficient: records.coefficients[i]))
        }
        batch.appendConstraint(
            termStart: 0, constant: tableau.tags[Int(t)].constant, relation: span.relation, priority: priority)
        try remove(tag: t)
        do {
            return try add(batch, at: 0)
        } catch {
            var variables: [Int: Variable] = [:]
            let copy = batch.materialize(0) { replayVariable(forID: $0, &variables) }
            switch error {
            case .unsatisfiable(_, let conflicts):
                throw .unsatisfiable(copy, conflicts: conflicts.compactMap { recordedConstraint($0, variables: &variables) })
            case .refused(_, let error):
                throw error
            }
        }
    }

    /// Changes the constant of the constraint tagged `t`, as ``Solver/updateConstant(of:to:)`` does.
    ///
    /// - Throws: ``SolverError/misuse(_:)`` for an unknown tag (``SolverError/IDMisuse/unknownTag(_:)``)
    ///   or a constant that is not finite or past ``Solver/maximumMagnitude``
    ///   (``SolverError/IDMisuse/constantOutOfRange(_:constant:)``);
    ///   ``SolverError/unsatisfiableConstant(_:constant:conflicts:)`` when the constraint is required
    ///   and the new constant contradicts the other required constraints: the constraint as recorded
    ///   (with the constant it keeps) and no conflicts, which a client that keeps its own objects
    ///   finds its own way. Unlike ``Solver/updateConstant(of:to:)``, a refusal after dual pivots is undone by
    ///   shifting the change back, which rounds a change many orders of magnitude larger than the
    ///   constants: a client rebuilds its solver on this error (as the layout engine does).
    /// - Complexity: as ``Solver/updateConstant(of:to:)``.
    package func updateConstant(ofTag t: Int32, to constant: Double) throws(SolverError) {
        guard records.span(of: t) != nil else { throw .misuse(.unknownTag(t)) }
        guard Solver.isInRange(constant) else { throw .misuse(.constantOutOfRange(t, constant: constant)) }
        do throws(RawAddFailure) {
            try changeConstant(ofTag: t, to: constant, exactly: false)
        } catch {
            switch error {
            case .refused(_, let error): throw error
            case .unsatisfiable:
                var variables: [Int: Variable] = [:]
                guard let recorded = recordedConstraint(t, variables: &variables) else {
                    throw .internalInconsistency("no constraint tagged \(t)")
                }
                throw .unsatisfiableConstant(recorded, constant: constant, conflicts: [])
            }
        }
    }

    /// Changes the constant of the constraint tagged `t` (held, `constant` in range). `exactly` keeps
    /// the old constant exactly on a refusal (the tableau rolls back rather than shifting the change
    /// back), and the refusal then names the conflicting required constraints by tag.
    ///
    /// - Throws: ``RawAddFailure/unsatisfiable(index:conflicts:)`` (index 0) when the constraint is
    ///   required and the constant contradicts the other required constraints;
    ///   ``RawAddFailure/refused(index:_:)`` when the solver fails.
    func changeConstant(ofTag t: Int32, to constant: Double, exactly: Bool) throws(RawAddFailure) {
        do {
            try tableau.updateConstant(t, to: constant, exactly: exactly)
        } catch {
            guard case .unsatisfiable = error else { throw .refused(index: 0, SolverCore.map(error)) }
            do { try check() } catch { throw .refused(index: 0, error) }
            guard exactly, explainsConflicts else { throw .unsatisfiable(index: 0, conflicts: []) }
            var variables: [Int: Variable] = [:]
            guard let changed = recordedConstraint(t, variables: &variables) else {
                throw .refused(index: 0, .internalInconsistency("no constraint tagged \(t)"))
            }
            let moved = Constraint(
                LinearExpression(changed.expression.terms, constant: constant), changed.relation,
                priority: changed.priority)
            let conflicts = minimalConflicts(for: moved, support: [], proven: false, excluding: t, variables: &variables)
            throw .unsatisfiable(index: 0, conflicts: conflicts.map(\.tag))
        }
        do { try check() } catch { throw .refused(index: 0, error) }
    }

    /// Moves the optional constraint tagged `t` to another optional priority, as
    /// ``Solver/updatePriority(of:to:)`` does; of a split equality, the priority below zero, or with `above`
    /// the one above.
    ///
    /// - Throws: ``SolverError/requiredPriorityChange(_:to:)`` for a change to or from required,
    ///   ``SolverError/invalidPriority(_:)`` out of range, ``SolverError/misuse(_:)`` for an unknown tag
    ///   or, with `above`, a tag that is not a split equality's.
    /// - Complexity: as ``Solver/updatePriority(of:to:)``.
    package func updatePriority(ofTag t: Int32, to priority: Strength, above: Bool = false) throws(SolverError) {
        var variables: [Int: Variable] = [:]
        guard let constraint = recordedConstraint(t, variables: &variables) else { throw .misuse(.unknownTag(t)) }
        if above, !tableau.tags[Int(t)].isSplit { throw .misuse(.notSplitEquality(t)) }
        // A split equality's recorded priority is the one below zero.
        if !above, priority == constraint.priority { return }
        if priority.isRequired || constraint.isRequired { throw .requiredPriorityChange(constraint, to: priority) }
        if !priority.isValid { throw .invalidPriority(constraint.withPriority(priority)) }
        try setPriority(ofTag: t, to: priority, above: above)
    }

    /// Moves the constraint tagged `t` (held, optional) to `priority` (optional, valid) and re-optimises.
    func setPriority(ofTag t: Int32, to priority: Strength, above: Bool = false) throws(SolverError) {
        do {
            try tableau.updatePriority(t, to: priority.rawValue, above: above)
        } catch {
            throw SolverCore.map(error)
        }
        try check()
    }

    /// How many terms the solver keeps for the batch constraint tagged `t` (nil for none).
    ///
    /// - Complexity: O(1).
    package func recordedTermCount(ofTag t: Int32) -> Int? {
        records.span(of: t).map { Int($0.count) }
    }

    /// Inserts the constraint at `index` of `batch` and records its terms; see ``add(_:at:priority:)``.
    func insert(_ batch: ConstraintBatch, _ index: Int, priority: Strength?) throws(RawAddFailure) -> Int32 {
        let header = batch.constraints[index]
        let priority = priority ?? header.priority
        let range = Int(header.termStart)..<Int(header.termStart + header.termCount)
        var finite = header.constant.isFinite
        var inRange = Solver.isInRange(header.constant)
        for i in range where !Solver.isInRange(batch.terms[i].coefficient) {
            inRange = false
            if !batch.terms[i].coefficient.isFinite { finite = false }
        }
        // A split equality is two optional sides of one equality.
        var valid = priority.isValid
        if let above = header.abovePriority {
            valid = valid && above.isValid && !above.isRequired && !priority.isRequired && header.relation == .equal
        }
        if !inRange || !valid {
            var variables: [Int: Variable] = [:]
            let constraint = batch.materialize(index, priority: priority) { replayVariable(forID: $0, &variables) }
            let error: SolverError =
                !finite ? .nonFiniteConstraint(constraint) : !inRange ? .constraintOutOfRange(constraint) : .invalidPriority(constraint)
            throw .refused(index: index, error)
        }
        var raw = TermList()
        swap(&raw, &scratchTerms)
        defer { swap(&raw, &scratchTerms) }
        raw.removeAll()
        raw.reserveCapacity(forAppending: range.count + 4)
        batch.terms.withUnsafeBufferPointer { terms in
            for i in range where terms[i].coefficient != 0 {
                raw.appendWithinCapacity((symbol(forID: terms[i].variable), terms[i].coefficient))
            }
        }
        return try insert(
            &raw, constant: header.constant, relation: header.relation, priority: priority,
            abovePriority: header.abovePriority, index: index
        ) { variables in batch.materialize(index, priority: priority) { replayVariable(forID: $0, &variables) } }
    }

    /// Inserts the constraint `raw` (symbol terms) `+ constant` `relation` 0 at `priority` (a split
    /// equality's below zero, `abovePriority` above) and records its terms; returns its tag. A
    /// conflict is explained with the constraint as `failing` makes it, over the variables that
    /// ``recordedConstraint(_:priority:variables:)`` replays, and reported at `index`.
    func insert(
        _ raw: inout TermList, constant: Double, relation: Relation, priority: Strength, abovePriority: Strength?,
        index: Int, failing: (inout [Int: Variable]) -> Constraint
    ) throws(RawAddFailure) -> Int32 {
        let count = raw.count
        let result = tableau.add(
            rawTerms: &raw, constant: constant, relation: relation, priority: priority.rawValue,
            abovePriority: abovePriority?.rawValue)
        switch result {
        case .success(let t):
            records.record(t, terms: raw, count: count, relation: relation)
            return t
        case .failure(let failure):
            // Checked before the new symbols go: the proof names them.
            var proven = false
            if case .unsatisfiable(_, let proof?) = failure, explainsConflicts {
                proven = certifies(proof, failing: raw, count: count, constant: constant)
            }
            forget(tableau.releaseUnreferenced(raw.symbols(first: count)))
            switch failure {
            case .unsatisfiable(let support, _):
                guard explainsConflicts else { throw .unsatisfiable(index: index, conflicts: []) }
                var variables: [Int: Variable] = [:]
                let constraint = failing(&variables)
                let conflicts = minimalConflicts(for: constraint, support: support, proven: proven, variables: &variables)
                throw .unsatisfiable(index: index, conflicts: conflicts.map(\.tag))
            case .internalInconsistency(let what), .didNotFinish(let what):
                throw .refused(index: index, .internalInconsistency(what))
            }
        }
    }

    /// A cap on every simplex run's pivots, for a client's tests that need the solver to fail as
    /// rounding makes it fail on large dense systems; nil (the default) for the solver's own limits.
    package var pivotCap: Int? {
        get { tableau.pivotCap }
        set { tableau.pivotCap = newValue }
    }
}
