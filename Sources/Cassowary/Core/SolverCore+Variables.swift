extension SolverCore {
    /// The solver's handle for client variable `id`, for ``value(ofHandle:)``; nil while no
    /// constraint mentions it.
    ///
    /// - Complexity: O(1).
    package func handle(ofID id: Int) -> Int32? {
        existingSymbol(forID: id)
    }

    /// The value of client variable `id`; 0 while no constraint mentions it.
    ///
    /// - Complexity: as ``Solver/value(of:)``.
    package func value(ofID id: Int) -> Double {
        guard let s = existingSymbol(forID: id) else { return 0 }
        return tableau.value(of: s) + 0
    }

    /// Lets client variable `id` go, with its edit if it has one: its id may then name a new variable.
    /// A symbol the tableau still holds stays, nameless (no constraint mentions it, so it no longer
    /// matters to anyone).
    ///
    /// - Complexity: O(1).
    package func retire(id: Int) {
        // An edit on the variable goes with it: the next variable of the id starts unedited. Should an
        // earlier operation's cut-short run fail to finish here, the edit stays in the tableau, out of
        // reach; so does every later operation fail, and a layout engine then starts over.
        if !editsByID.isEmpty, let t = editsByID.removeValue(forKey: id) { try? remove(tag: t) }
        guard let s = existingSymbol(forID: id) else { return }
        symbolByID[id] = -1
        variableTagOf[Int(s)] = -1
    }

    /// Makes client variable `id` editable at an optional priority, as ``Solver/addEditVariable(_:priority:)``.
    ///
    /// - Throws: ``SolverError/misuse(_:)``: ``SolverError/IDMisuse/duplicateEdit(id:)`` when it is
    ///   already editable, ``SolverError/IDMisuse/invalidEditPriority(id:_:)`` for a priority that is
    ///   not optional.
    /// - Complexity: as ``Solver/addEditVariable(_:priority:)``.
    package func addEditVariable(id: Int, priority: Strength) throws(SolverError) {
        guard editsByID[id] == nil else { throw .misuse(.duplicateEdit(id: id)) }
        guard !priority.isRequired, priority.isValid else { throw .misuse(.invalidEditPriority(id: id, priority)) }
        var batch = ConstraintBatch()
        batch.append(RawTerm(variable: id, coefficient: 1), constant: 0, relation: .equal, priority: priority)
        do {
            editsByID[id] = try add(batch, at: 0)
        } catch {
            // An optional constraint over one variable conflicts with nothing: only the solver fails.
            switch error {
            case .refused(_, let error): throw error
            case .unsatisfiable: throw .internalInconsistency("an optional edit of variable \(id) was unsatisfiable")
            }
        }
    }

    /// Whether client variable `id` is editable.
    ///
    /// - Complexity: O(1).
    package func containsEditVariable(id: Int) -> Bool {
        editsByID[id] != nil
    }

    /// Suggests a value for editable client variable `id`, as ``Solver/suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/misuse(_:)``: ``SolverError/IDMisuse/unknownEdit(id:)`` when it is not
    ///   editable, ``SolverError/IDMisuse/valueOutOfRange(id:_:)`` for a value that is not finite or
    ///   past ``Solver/maximumMagnitude``.
    /// - Complexity: as ``Solver/suggestValue(_:for:)``.
    package func suggestValue(_ value: Double, forID id: Int) throws(SolverError) {
        guard let t = editsByID[id] else { throw .misuse(.unknownEdit(id: id)) }
        guard Solver.isInRange(value) else { throw .misuse(.valueOutOfRange(id: id, value)) }
        try updateConstant(ofTag: t, to: -value)
    }

    /// Stops editing client variable `id`.
    ///
    /// - Throws: ``SolverError/misuse(_:)`` (``SolverError/IDMisuse/unknownEdit(id:)``) when it is not
    ///   editable.
    /// - Complexity: as ``remove(tag:)``.
    package func removeEditVariable(id: Int) throws(SolverError) {
        guard editsByID[id] != nil else { throw .misuse(.unknownEdit(id: id)) }
        // Before the edit leaves the map: failing here changes nothing, the edit included.
        try resumeCutShortRun()
        guard let t = editsByID.removeValue(forKey: id) else { return }
        try remove(tag: t)
    }
}
