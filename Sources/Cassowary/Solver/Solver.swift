/// An incremental Cassowary solver with strict priorities.
///
/// Required constraints (priority 1000) always hold. Optional ones are satisfied in strict priority
/// order: the solver first minimises the summed violation (|lhs − rhs|, or how far an inequality is
/// crossed) of the highest priority present, then of the next one, and so on; no amount of lower
/// priority gain ever costs a higher priority anything. Each distinct priority value is its own level.
///
/// The solver is incremental: adding, removing, editing and changing a constraint's constant touch only
/// the rows that mention the symbols involved. A solver is used from one thread at a time.
///
/// This is the object API over the solver's id-based core: it names each ``Variable`` there by an id
/// it hands out on the variable's first use and takes back once no constraint mentions it, and each
/// ``Constraint`` by the tag the core gives it. Every operation checks its objects, translates them
/// and runs the core's.
public final class Solver {
    /// The id-based core that holds the system.
    let core = SolverCore()
    /// The id of each variable some constraint mentions.
    @exclusivity(unchecked) private var idOf = IdentityMap()
    /// The variable behind each id; nil for an id given back.
    @exclusivity(unchecked) private(set) var variables: [Variable?] = []
    /// Ids given back, handed out again before new ones.
    @exclusivity(unchecked) private var freeIDs: [Int] = []
    /// The tag of each constraint held.
    @exclusivity(unchecked) private var tagOf = IdentityMap()
    /// The constraint behind each tag; nil for an edit's and for tags not in use.
    @exclusivity(unchecked) private(set) var constraintOf: [Constraint?] = []

    /// Creates an empty solver.
    public init() {}

    /// Number of constraints held, edit constraints included.
    ///
    /// - Complexity: O(1).
    public var constraintCount: Int { core.constraintCount }

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
        core.tableau.reserveScratch()
        do throws(RawAddFailure) {
            _ = try join(constraint, index: 0)
        } catch {
            releaseUnusedIDs(of: constraint)
            throw refusal(error, of: [constraint])
        }
        try core.check()
    }

    /// Adds constraints in order and optimises once at the end.
    ///
    /// - Throws: the first error of ``add(_:)``; the constraints before the failing one stay added and
    ///   optimised, the failing one and those after it are not added.
    /// - Complexity: the sum of the individual adds, with a single optimisation.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        var footprint = Footprint()
        for constraint in constraints {
            footprint += Footprint(
                termCount: constraint.expression.terms.count, isRequired: constraint.isRequired, expansion: 1)
        }
        tagOf.reserveCapacity(tagOf.count + constraints.count)
        constraintOf.reserveCapacity(constraintOf.count + constraints.count)
        // About a new variable for every two terms, two terms a constraint, as a layout has.
        idOf.reserveCapacity(idOf.count + constraints.count)
        variables.reserveCapacity(variables.count + constraints.count)
        var tags: [Int32] = []
        do throws(RawAddFailure) {
            // Each constraint is held as soon as it joins, so that a repeat later in the list is refused.
            try core.add(
                constraints.count, from: 0, taking: footprint, then: 0, taking: Footprint(), newVariables: nil,
                tags: &tags
            ) { index throws(RawAddFailure) in try join(constraints[index], index: index) }
        } catch {
            if tags.count < constraints.count { releaseUnusedIDs(of: constraints[tags.count]) }
            throw refusal(error, of: constraints)
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
    /// - Complexity: proportional to the rows that mention the constraint's marker, plus pivots.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try remove(constraint, deferringOptimization: false)
    }

    /// Removes a constraint, its re-optimisation left to the next operation with `deferringOptimization`
    /// (as the core's `remove(tag:deferringOptimization:)`; for the randomized tests).
    func remove(_ constraint: Constraint, deferringOptimization: Bool) throws(SolverError) {
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        // A failure before the core lets the record go (finishing an earlier run) changes nothing.
        defer {
            if core.recordedTermCount(ofTag: t) == nil {
                tagOf.remove(ObjectIdentifier(constraint))
                constraintOf[Int(t)] = nil
                releaseUnusedIDs(of: constraint)
            }
        }
        try core.remove(tag: t, deferringOptimization: deferringOptimization)
    }

    /// Makes `variable` editable at an optional priority; its suggested value starts at 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/invalidEditPriority(_:_:)``.
    /// - Complexity: as ``add(_:)`` for one single-term constraint.
    public func addEditVariable(_ variable: Variable, priority: Strength) throws(SolverError) {
        if containsEditVariable(variable) { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        if !priority.isValid { throw .invalidEditPriority(variable, priority) }
        let id = id(for: variable)
        defer { releaseIfUnused(variable) }
        try core.addEditVariable(id: id, priority: priority)
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: as ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = existingID(of: variable), core.containsEditVariable(id: id) else {
            throw .unknownEditVariable(variable)
        }
        defer { releaseIfUnused(variable) }
        try core.removeEditVariable(id: id)
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Complexity: O(1).
    public func containsEditVariable(_ variable: Variable) -> Bool {
        existingID(of: variable).map(core.containsEditVariable(id:)) ?? false
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``,
    ///   ``SolverError/valueOutOfRange(_:_:)`` past ``maximumMagnitude``.
    /// - Complexity: proportional to the rows that contain the edit's error symbol, plus dual pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let id = existingID(of: variable), let t = core.editsByID[id] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard Solver.isInRange(value) else { throw .valueOutOfRange(variable, value) }
        // An edit is optional: nothing contradicts it, and only the solver itself can fail.
        do throws(RawAddFailure) {
            try core.changeConstant(ofTag: t, to: -value, exactly: true)
        } catch {
            throw refusal(error, of: [])
        }
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
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        guard Solver.isInRange(constant) else { throw .constantOutOfRange(constraint, constant: constant) }
        do throws(RawAddFailure) {
            try core.changeConstant(ofTag: t, to: constant, exactly: true)
        } catch {
            switch error {
            case .unsatisfiable(_, let conflicts):
                throw .unsatisfiableConstant(constraint, constant: constant, conflicts: objects(conflicts))
            case .refused(_, let error):
                throw error
            }
        }
    }

    /// Changes the priority of an optional constraint to another optional priority and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/requiredPriorityChange(_:to:)``
    ///   when the change is to or from required, ``SolverError/invalidPriority(_:)`` when out of range.
    /// - Complexity: proportional to the rows of the constraint's error symbols, plus pivots.
    public func updatePriority(of constraint: Constraint, to priority: Strength) throws(SolverError) {
        guard let t = tagOf.value(for: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        let current = Strength(core.tableau.priority(ofTag: t))
        if priority == current { return }
        if priority.isRequired || current.isRequired {
            throw .requiredPriorityChange(constraint, to: priority)
        }
        if !priority.isValid {
            throw .invalidPriority(Constraint(constraint.expression, constraint.relation, priority: priority))
        }
        try core.setPriority(ofTag: t, to: priority)
    }

    /// The value the solver assigns to `variable`; 0 for a variable no constraint mentions.
    ///
    /// - Complexity: O(1) for most variables; a variable defined through others is evaluated once per
    ///   change of the solver and then memoised.
    public func value(of variable: Variable) -> Double {
        guard let id = existingID(of: variable) else { return 0 }
        return core.value(ofID: id)
    }

    /// The values of many variables at once, in order.
    ///
    /// - Complexity: O(count + size of the definitions involved), each shared definition evaluated once.
    public func values(of variables: [Variable]) -> [Double] {
        let symbols = variables.map { existingID(of: $0).flatMap(core.existingSymbol(forID:)) ?? -1 }
        return core.tableau.values(of: symbols)
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
        guard let symbols = core.tableau.takeChanges() else { return variables.compactMap { $0 } }
        return symbols.compactMap { s in
            let id = Int(s) < core.variableTagOf.count ? core.clientTag(ofSymbol: s) : -1
            return id >= 0 && id < variables.count ? variables[id] : nil
        }
    }

    /// Removes every constraint and edit variable.
    ///
    /// - Complexity: O(1) plus releasing storage.
    public func reset() {
        core.reset()
        idOf = IdentityMap()
        variables = []
        freeIDs = []
        tagOf = IdentityMap()
        constraintOf = []
    }

    /// Gives back memory that earlier changes left unused; what is solved and every later result stay
    /// the same.
    ///
    /// Building a system grows rows a term at a time, and the room they outgrow stays with the solver
    /// (about two thirds of the row storage after a large batch). Call this after a large batch that
    /// the solver will hold for a while; a layout engine does after a commit that built most of its system.
    /// - Complexity: O(rows + terms + symbols) of the whole system.
    public func compact() {
        core.compact()
        Tableau.trim(&variables)
        Tableau.trim(&constraintOf)
        Tableau.trim(&freeIDs)
    }

    // MARK: Translation

    /// Why `constraint` cannot join before the core sees it, if it cannot.
    private func refusal(of constraint: Constraint) -> SolverError? {
        if tagOf.value(for: ObjectIdentifier(constraint)) != nil { return .duplicateConstraint(constraint) }
        let expression = constraint.expression
        if !expression.isFinite { return .nonFiniteConstraint(constraint) }
        if !Solver.isInRange(expression) { return .constraintOutOfRange(constraint) }
        if !constraint.priority.isValid { return .invalidPriority(constraint) }
        return nil
    }

    /// A core failure for `constraints[index]` as the error that names the objects.
    private func refusal(_ failure: RawAddFailure, of constraints: [Constraint]) -> SolverError {
        switch failure {
        case .unsatisfiable(let index, let conflicts):
            guard index < constraints.count else { return .internalInconsistency("no constraint at \(index)") }
            return .unsatisfiable(constraints[index], conflicts: objects(conflicts))
        case .refused(_, let error):
            return error
        }
    }

    /// The constraints tagged `tags`: the objects added (a required constraint always has one).
    private func objects(_ tags: [Int32]) -> [Constraint] {
        tags.compactMap { Int($0) < constraintOf.count ? constraintOf[Int($0)] : nil }
    }

    /// Checks `constraint`, inserts it into the core and holds it under its tag, which it returns;
    /// constraint `index` of an add, for the failure.
    private func join(_ constraint: Constraint, index: Int) throws(RawAddFailure) -> Int32 {
        if let refusal = refusal(of: constraint) { throw .refused(index: index, refusal) }
        let t = try insert(constraint, index: index)
        hold(constraint, tag: t)
        return t
    }

    /// Inserts `constraint` (checked) into the core, its variables translated to the core's symbols
    /// through their ids; returns its tag.
    private func insert(_ constraint: Constraint, index: Int) throws(RawAddFailure) -> Int32 {
        // The expression is read once: each read of the property retained and released its terms.
        let expression = constraint.expression
        var raw = TermList()
        swap(&raw, &core.scratchTerms)
        defer { swap(&raw, &core.scratchTerms) }
        raw.removeAll()
        for term in expression.terms where term.coefficient != 0 {
            raw.append((core.symbol(forID: id(for: term.variable)), term.coefficient))
        }
        return try core.insert(
            &raw, constant: expression.constant, relation: constraint.relation, priority: constraint.priority,
            abovePriority: nil, index: index
        ) { variables in replay(constraint, &variables) }
    }

    /// `constraint` over the variables the core replays its records with, for a conflict's explanation.
    private func replay(_ constraint: Constraint, _ replayed: inout [Int: Variable]) -> Constraint {
        let expression = constraint.expression
        var terms: [Term] = []
        for term in expression.terms where term.coefficient != 0 {
            terms.append(Term(core.replayVariable(forID: id(for: term.variable), &replayed), coefficient: term.coefficient))
        }
        return Constraint(
            LinearExpression(terms, constant: expression.constant), constraint.relation, priority: constraint.priority)
    }

    /// Records that the core holds `constraint` under tag `t`.
    private func hold(_ constraint: Constraint, tag t: Int32) {
        tagOf.set(t, for: ObjectIdentifier(constraint))
        if Int(t) == constraintOf.count {
            constraintOf.append(constraint)
        } else {
            while constraintOf.count <= Int(t) { constraintOf.append(nil) }
            constraintOf[Int(t)] = constraint
        }
    }

    /// The id of `variable`, handed out on first use.
    private func id(for variable: Variable) -> Int {
        if let id = idOf.value(for: ObjectIdentifier(variable)) { return Int(id) }
        let id: Int
        if let free = freeIDs.popLast() {
            id = free
            variables[id] = variable
        } else {
            id = variables.count
            variables.append(variable)
        }
        idOf.set(Int32(id), for: ObjectIdentifier(variable))
        return id
    }

    /// The id of `variable`, if some constraint mentions it.
    @inline(__always) func existingID(of variable: Variable) -> Int? {
        idOf.value(for: ObjectIdentifier(variable)).map(Int.init)
    }

    /// Gives back the id of `variable` once the core no longer holds a symbol for it.
    private func releaseIfUnused(_ variable: Variable) {
        guard let id = existingID(of: variable), core.existingSymbol(forID: id) == nil else { return }
        idOf.remove(ObjectIdentifier(variable))
        variables[id] = nil
        freeIDs.append(id)
    }

    /// `releaseIfUnused` for the variables of a constraint the core does not hold.
    private func releaseUnusedIDs(of constraint: Constraint) {
        for term in constraint.expression.terms { releaseIfUnused(term.variable) }
    }
}
