extension SolverCore {
    /// A minimal set of required constraints that conflicts with `constraint` (over the variables of
    /// `variables`, as ``recordedConstraint(_:priority:variables:)`` names them), each as its tag and the
    /// copy replayed: the proof's own, once they are known to conflict (`proven`: its multipliers
    /// check out against the constraints' terms, see ``certifies(_:failing:count:constant:)``; or else
    /// one fresh core confirms it); otherwise (the proof numerically incomplete or, for a change of
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
        // of them does, and they are the minimal set QuickXplain would find, without its fresh cores.
        if proven || !SolverCore.isFeasible(candidates.map(\.replayed) + [constraint]) { return candidates }
        candidates = tableau.liveTagsInOrder().compactMap { $0 == excluded ? nil : replay($0, &variables) }
        let chosen = ConflictExplainer.minimalConflict(among: candidates.map(\.replayed), with: constraint)
        let members = Set(chosen.map(ObjectIdentifier.init))
        return candidates.filter { members.contains(ObjectIdentifier($0.replayed)) }
    }

    /// The required constraint tagged `t` as a fresh core can replay it, from its record and with its
    /// constant now: a constant changed since the constraint was added lives only in the tableau, and
    /// a replay with the old one would hide a conflict that the change caused.
    private func replay(_ t: Int32, _ variables: inout [Int: Variable]) -> (tag: Int32, replayed: Constraint)? {
        guard tableau.priority(ofTag: t) >= Strength.required.rawValue,
            let made = recordedConstraint(t, variables: &variables)
        else { return nil }
        return (t, made)
    }

    /// The batch constraint tagged `t` as an object, with its constant now (and `priority`, or its
    /// own), its variables from `variables` (see ``replayVariable(forID:_:)``).
    func recordedConstraint(_ t: Int32, priority: Strength? = nil, variables: inout [Int: Variable]) -> Constraint? {
        guard let span = records.span(of: t) else { return nil }
        var terms: [Term] = []
        terms.reserveCapacity(Int(span.count))
        for i in Int(span.start)..<Int(span.start + span.count) {
            let s = records.symbols[i]
            // A live record's symbols are the ids it was added with; a symbol whose id was retired is
            // named by itself (negative, so apart from every id).
            let id = Int(variableTagOf[Int(s)])
            terms.append(Term(replayVariable(forID: id >= 0 ? id : -Int(s) - 1, &variables), coefficient: records.coefficients[i]))
        }
        let tag = tableau.tags[Int(t)]
        return Constraint(
            LinearExpression(terms, constant: tag.constant), span.relation,
            priority: priority ?? Strength(tag.priority))
    }

    /// The object that stands for client variable `id` in the constraints replayed to explain a
    /// conflict: the same one for the same id throughout one explanation, as fresh solvers tell
    /// variables apart by identity.
    func replayVariable(forID id: Int, _ variables: inout [Int: Variable]) -> Variable {
        if let variable = variables[id] { return variable }
        let variable = Variable(id >= 0 ? "v\(id)" : "s\(-id - 1)")
        variables[id] = variable
        return variable
    }

    /// Whether the required constraints can all hold together, tried in a fresh core that names their
    /// variables by the order it meets them.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let core = SolverCore()
        core.explainsConflicts = false
        core.tableau.defersOptimization = true
        var ids: [ObjectIdentifier: Int] = [:]
        var batch = ConstraintBatch()
        for constraint in constraints where constraint.isRequired {
            let start = batch.terms.count
            for term in constraint.expression.terms where term.coefficient != 0 {
                let key = ObjectIdentifier(term.variable)
                let id = ids[key] ?? ids.count
                ids[key] = id
                batch.terms.append(RawTerm(variable: id, coefficient: term.coefficient))
            }
            batch.appendConstraint(
                termStart: start, constant: constraint.expression.constant, relation: constraint.relation,
                priority: constraint.priority)
        }
        for index in 0..<batch.count {
            do { _ = try core.insert(batch, index, priority: nil) } catch { return false }
        }
        return true
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
            throw SolverCore.map(error)
        }
    }

    static func map(_ failure: TableauFailure) -> SolverError {
        switch failure {
        case .unsatisfiable: .internalInconsistency("unexpected unsatisfiable state")
        case .internalInconsistency(let what), .didNotFinish(let what): .internalInconsistency(what)
        }
    }
}
