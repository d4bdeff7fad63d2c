extension Tableau {
    /// Adds `Σ rawTerms + constant (relation) 0` at `priority`; returns its tag or why it was refused.
    ///
    /// A result instead of a throw lets the solver call this as one access to its tableau.
    ///
    /// `rawTerms` comes back with its terms first, as they went in, possibly followed by the new
    /// constraint's marker symbols: one or two distinct symbols, none with a coefficient near zero
    /// (nearly every layout constraint), are used in place rather than copied into a second buffer,
    /// and the markers are left for the caller, which reads the prefix and empties the buffer anyway.
    ///
    /// With `abovePriority`, the equality is a split one (see `Tag`): its `plus` error weighs at
    /// `abovePriority`, its `minus` error at `priority`.
    mutating func add(
        rawTerms: inout TermList, constant: Double, relation: Relation, priority: Float,
        abovePriority: Float? = nil
    ) -> Result<Int32, TableauFailure> {
        if !defersOptimization {
            do throws(TableauFailure) { try resumeCutShortRun() } catch { return .failure(error) }
        }
        let count = rawTerms.count
        if (count == 1 && !Tableau.nearZero(rawTerms[0].1))
            || (count == 2 && rawTerms[0].0 != rawTerms[1].0 && !Tableau.nearZero(rawTerms[0].1)
                && !Tableau.nearZero(rawTerms[1].1))
        {
            return result(adding: &rawTerms, constant: constant, relation: relation, priority: priority, abovePriority)
        }
        var terms = TermList()
        swap(&terms, &termBuffer)
        defer { swap(&terms, &termBuffer) }
        terms.removeAll()
        if count == 1 || (count == 2 && rawTerms[0].0 != rawTerms[1].0) {
            for i in 0..<count where !Tableau.nearZero(rawTerms[i].1) { terms.append(rawTerms[i]) }
        } else {
            beginAccumulation()
            for i in 0..<count { accumulate(rawTerms[i].0, rawTerms[i].1) }
            for i in accumulatorList.indices {
                let s = accumulatorList[i]
                if !Tableau.nearZero(accumulator[Int(s)]) { terms.append((s, accumulator[Int(s)])) }
            }
        }
        return result(adding: &terms, constant: constant, relation: relation, priority: priority, abovePriority)
    }

    /// How a required constraint is added when a user variable no row mentions yet can take
    /// as its definition (what `insertRow`'s first case would do): nearly every constraint of a first
    /// layout. The same symbols, row and tag as the general path, in one pass without its subject
    /// search over the marker, its level bookkeeping and its calls, which a large tree's first layout
    /// felt.
    ///
    /// `terms` hold distinct symbols with non-zero coefficients. Returns nil, having changed nothing,
    /// when no user variable of `terms` is free.
    @inline(__always) private mutating func addDefinition(
        _ terms: borrowing TermList, constant: Double, relation: Relation, priority: Float
    ) -> Int32? {
        let subject = firstFreeUserVariable(in: terms)
        if subject < 0 { return nil }
        let tagID: Int32 = freeTags.takeLast() ?? Int32(tags.count)
        sequence += 1
        var tag = Tag(constant: constant, sequence: sequence, priority: priority)
        // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr - slack = 0;  expr = 0  ⇔  expr + dummy = 0.
        let k: Double = relation == .greaterThanOrEqual ? -1 : 1
        let marker = newSymbol(relation == .equal ? .dummy : .slack, owner: tagID)
        tag.marker = marker
        tag.markerCoefficient = k
        let (s, a) = terms[subject]
        let r = newRow(.external, basic: s, constant: -constant / a, capacity: terms.count)
        for i in terms.indices where i != subject { appendTerm(r, terms[i].0, -terms[i].1 / a) }
        appendTerm(r, marker, -k / a)
        for i in terms.indices { symbols[Int(terms[i].0)].references += 1 }
        store(tag, at: tagID)
        return tagID
    }

    /// The position in `terms` of the first user variable that is neither basic nor named by any row
    /// (free to take a new row as its definition), or -1.
    @inline(__always) private func firstFreeUserVariable(in terms: borrowing TermList) -> Int {
        for i in terms.indices {
            let info = symbols[Int(terms[i].0)]
            if info.kind == .external && info.basicRow < 0 && info.columnCount == 0 { return i }
        }
        return -1
    }

    /// The position in `terms` of the user variable that can take the row as its definition untouched,
    /// or -1: the first that no row names; failing that, when no term is a defined user variable, the
    /// one named by the fewest rows.
    ///
    /// In the second case the row is its own expansion (a user variable that is not basic appears in
    /// definitions only, never in restricted rows) and no definition leads back to the subject, so
    /// `insertRow` installs it as the expansion would, without one. A view's own constraints
    /// (`width >= 20`) come after its superview's, which name its size already: many of the chain's
    /// constraints are expanded so.
    ///
    /// `addDefinition` looks for the first case only: the second, beside the first search that nearly
    /// every constraint of a tree runs alone, slowed a tree's first layout.
    /// Inlined: called, the tableau was copied for the call (a `memcpy` per row).
    @inline(__always) private func definitionSubject(in terms: borrowing TermList) -> Int {
        var fewest = -1
        var fewestCount = Int32.max
        var namesDefined = false
        for i in terms.indices {
            let info = symbols[Int(terms[i].0)]
            guard info.kind == .external else { continue }
            if info.basicRow >= 0 {
                namesDefined = true
            } else if info.columnCount == 0 {
                return i
            } else if info.columnCount < fewestCount {
                fewest = i
                fewestCount = info.columnCount
            }
        }
        return namesDefined ? -1 : fewest
    }

    /// Puts a new constraint's tag at `tagID`: a free slot, or the end of the table.
    @inline(__always) private mutating func store(_ tag: Tag, at tagID: Int32) {
        if Int(tagID) == tags.count {
            Tableau.makeRoom(in: &tags, for: 1)
            tags.append(tag)
        } else {
            tags[Int(tagID)] = tag
        }
    }

    /// The new constraint's tag or failure as a result: the one-pass add when it applies, else
    /// `add(terms:…)`.
    ///
    /// The one-pass add is tried here, before `add(terms:…)`'s setup (felt in a large tree's first
    /// layout), and only here: `add(terms:…)` and `insertRow` do not search for a free user
    /// variable again for a required constraint.
    @inline(__always) private mutating func result(
        adding terms: inout TermList, constant: Double, relation: Relation, priority: Float,
        _ abovePriority: Float?
    ) -> Result<Int32, TableauFailure> {
        if priority >= 1000, abovePriority == nil,
            let tag = addDefinition(terms, constant: constant, relation: relation, priority: priority)
        {
            return .success(tag)
        }
        do {
            return .success(
                try add(
                    terms: &terms, constant: constant, relation: relation, priority: priority,
                    abovePriority: abovePriority))
        } catch {
            return .failure(error)
        }
    }

    /// Adds `Σ terms + constant (relation) 0` at `priority` and returns its tag.
    ///
    /// `terms` hold distinct external symbols with non-zero coefficients. The subject of the new row is
    /// chosen so that no existing row needs rewriting whenever possible: a user variable that no row
    /// defines takes the row as its lazy definition in O(terms) when it can (see `definitionSubject`).
    /// Otherwise the row is expanded and either defines a free user variable or joins the restricted
    /// rows the simplex works on.
    ///
    /// A required constraint (not split) comes here only when `addDefinition` found no variable that
    /// no row names (see `result(adding:…)`).
    ///
    /// - Throws: `TableauFailure.unsatisfiable` when a required row cannot hold; the tableau is unchanged.
    mutating func add(
        terms row: inout TermList, constant: Double, relation: Relation, priority: Float,
        abovePriority: Float? = nil
    ) throws(TableauFailure) -> Int32 {
        let required = priority >= 1000
        let tagID: Int32 = freeTags.takeLast() ?? Int32(tags.count)
        sequence += 1
        let externalCount = row.count
        var tag = Tag(constant: constant, sequence: sequence, priority: priority)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr - slack = 0.
            let k: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: tagID)
            row.append((slack, k))
            tag.marker = slack
            tag.markerCoefficient = k
            if !required {
                let error = newSymbol(.error, owner: tagID)
                row.append((error, -k))
                tag.other = error
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy, owner: tagID)
                row.append((dummy, 1))
                tag.marker = dummy
                tag.markerCoefficient = 1
            } else {
                let plus = newSymbol(.error, owner: tagID)
                let minus = newSymbol(.error, owner: tagID)
                row.append((plus, -1))
                row.append((minus, 1))
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                if let abovePriority {
                    tag.isSplit = true
                    tag.abovePriority = abovePriority
                }
            }
        }
        // The errors are new symbols that no row holds: each is appended, with no search of the row.
        if tag.isSplit {
            // A use of each level an error weighs in, the two priorities possibly one level.
            appendTerm(retainedLevelRow(for: priority), tag.other, 1)
            appendTerm(retainedLevelRow(for: tag.abovePriority), tag.marker, 1)
            let tie = retainedLevelRow(for: Tableau.tiePriority)
            appendTerm(tie, tag.marker, Double(sequence))
            appendTerm(tie, tag.other, -Double(sequence))
        } else if !required {
            let level = retainedLevelRow(for: priority)
            if kind(tag.marker) == .error { appendTerm(level, tag.marker, 1) }
            if tag.other >= 0 { appendTerm(level, tag.other, 1) }
        }

        do {
            try insertRow(row, constant: constant, tag: tag)
        } catch {
            releaseSymbol(tag.marker)
            if tag.other >= 0 { releaseSymbol(tag.other) }
            if Int(tagID) < tags.count { freeTags.append(tagID) }
            throw error
        }
        for i in 0..<externalCount { symbols[Int(row[i].0)].references += 1 }
        store(tag, at: tagID)
        if !defersOptimization {
            do {
                try optimize()
            } catch {
                takeBack(tagID, externals: row.symbols(first: externalCount))
                throw error
            }
        }
        return tagID
    }

    /// Removes constraint `t`, just installed, whose optimisation failed (a simplex cut short), so that
    /// a failed add leaves no row, marker or reference behind.
    ///
    /// Its row was in the tableau when the simplex stopped: releasing the markers alone, as a refusal
    /// does before any row is written, left a row that held released symbols. The removal is
    /// structural; the optimisation after it may fail again, which leaves a consistent tableau that
    /// is not optimal, as the failure reported to the caller says.
    private mutating func takeBack(_ t: Int32, externals: [Int32]) {
        for s in externals { symbols[Int(s)].references -= 1 }
        defersOptimization = true
        defer { defersOptimization = false }
        do {
            try remove(t)
            try dualOptimize()
            try optimize()
        } catch {}
    }

    /// Chooses the new row's subject and installs it; see `add`.
    private mutating func insertRow(
        _ row: borrowing TermList, constant: Double, tag: Tag
    ) throws(TableauFailure) {
        // 1. A user variable that can take the raw row as its definition, untouched (see
        //    `definitionSubject`; for a required row `addDefinition` found none no row names, and the
        //    one pass looks for both cases at the cost of the second).
        let free = definitionSubject(in: row)
        if free >= 0 {
            installExternal(subject: row[free].0, coefficient: row[free].1, row: row, constant: constant)
            return
        }
        // 2. Expand; a free user variable in the expansion takes it as its definition. The expansion
        //    mentions no basic symbol, so the definition graph stays acyclic.
        var expanded = TermList()
        swap(&expanded, &expansionBuffer)
        defer { swap(&expanded, &expansionBuffer) }
        var c = expand(row, constant: constant, into: &expanded)
        var best: (Int32, Double)? = nil
        for i in expanded.indices where kind(expanded[i].0) == .external {
            let s = expanded[i].0
            if best == nil || symbols[Int(s)].columnCount < symbols[Int(best!.0)].columnCount { best = expanded[i] }
        }
        if let (s, a) = best {
            installExternal(subject: s, coefficient: a, row: expanded, constant: c)
            return
        }
        // 3. A restricted row, as in Cassowary: make the constant non-negative, then pick a new slack or
        //    error with a negative coefficient, which keeps the row feasible.
        if c < 0 {
            c = -c
            for i in expanded.indices { expanded[i].1 = -expanded[i].1 }
        }
        var (subject, coefficient) = chooseRestrictedSubject(expanded, tag: tag, eitherSign: false)
        // A row whose constant is zero holds either way round, so when no subject has a negative
        // coefficient, one with a positive coefficient serves once the row is negated: its basic value
        // is zero. Such a row (a window at exactly its content's natural width) went through an
        // artificial variable before, whose phase one left an arbitrary error basic at zero, and the
        // first edit that nudged that error below zero pivoted over the whole row.
        if subject < 0, Tableau.nearZero(c) {
            (subject, coefficient) = chooseRestrictedSubject(expanded, tag: tag, eitherSign: true)
            if coefficient > 0 {
                c = 0
                for i in expanded.indices { expanded[i].1 = -expanded[i].1 }
            }
        }
        // A row of dummies alone holds only at zero, where its marker serves; otherwise no slack or
        // error can lower it, and it fails below.
        if subject < 0, Tableau.nearZero(c), !expanded.indices.contains(where: { kind(expanded[$0].0) != .dummy }) {
            subject = tag.marker
        }
        if subject >= 0 {
            let r = newRow(.restricted, basic: -1, constant: c, capacity: expanded.count)
            for i in expanded.indices { appendTerm(r, expanded[i].0, expanded[i].1) }
            solveRow(r, for: subject)
            substituteOut(subject, definedBy: r, includingExternal: false)
        } else {
            // Phase one would end before its first pivot when no slack or error can bring the positive
            // constant down: the row cannot hold, and its symbols are the proof. Said here, the phase's
            // two rows as long as this one are neither written nor rolled back (a long chain's floors).
            if !Tableau.nearZero(c), !expanded.indices.contains(where: { canLowerConstant(expanded[$0]) }) {
                throw unsatisfiable(expanded, constant: c, tag: tag)
            }
            try addWithArtificialVariable(expanded, constant: c, tag: tag)
        }
    }

    /// The failure of a new constraint's expanded row that cannot hold as it stands, with its proof.
    private func unsatisfiable(_ expanded: borrowing TermList, constant: Double, tag: Tag) -> TableauFailure {
        var terms: [(Int32, Double)] = []
        terms.reserveCapacity(expanded.count)
        for i in expanded.indices { terms.append(expanded[i]) }
        return .unsatisfiable(
            support: supportTags(terms.map(\.0), excluding: tag.marker),
            proof: proof(constant: constant, terms: terms, marker: tag.marker, markerCoefficient: tag.markerCoefficient))
    }

    /// Whether phase one could enter this term of a row whose constant is positive: a slack or an error
    /// with a negative coefficient (the same test as `optimizeArtificial`'s).
    @inline(__always) private func canLowerConstant(_ term: (Int32, Double)) -> Bool {
        guard term.1 < -Tableau.epsilon else { return false }
        let k = kind(term.0)
        return k != .dummy && k != .external
    }

    /// The slack or error a new restricted row is solved for, with its coefficient; (-1, 0) for none.
    /// Only negative coefficients qualify unless `eitherSign` (a row whose constant is zero).
    @inline(__always) private func chooseRestrictedSubject(
        _ expanded: borrowing TermList, tag: Tag, eitherSign: Bool
    ) -> (Int32, Double) {
        var subject: (Int32, Double) = (-1, 0)
        // Best: one that no restricted or objective row holds. Making it basic changes no other
        // restricted row (feasibility holds) and not the objective (optimality holds), so no pivot
        // follows: a weak preference on a bounded size costs one row.
        // The kind is read before the column is walked, and the marker ends the search: over a dense
        // row (a long chain's) the walks were a large part of the row's insertion.
        for i in expanded.indices {
            let candidate = expanded[i]
            guard candidate.1 < 0 || eitherSign else { continue }
            let k = kind(candidate.0)
            guard (k == .slack || k == .error) && isFreeOfSimplexRows(candidate.0) else { continue }
            if candidate.0 == tag.marker { return candidate }
            if subject.0 < 0 { subject = candidate }
        }
        if subject.0 >= 0 { return subject }
        // Otherwise Cassowary's rule: the new marker, else the new other error.
        for i in expanded.indices {
            let candidate = expanded[i]
            guard (candidate.1 < 0 || eitherSign) && (candidate.0 == tag.marker || candidate.0 == tag.other) else {
                continue
            }
            let k = kind(candidate.0)
            guard k == .slack || k == .error else { continue }
            if subject.0 < 0 || candidate.0 == tag.marker { subject = candidate }
        }
        return subject
    }

    /// Whether only user-variable definitions hold `s` (no restricted, objective or phase-one row).
    @inline(__always) private func isFreeOfSimplexRows(_ s: Int32) -> Bool {
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            if rows[Int(node.row)].kind != .external { return false }
            e = node.next
        }
        return true
    }

    private mutating func installExternal(
        subject s: Int32, coefficient a: Double, row: borrowing TermList, constant: Double
    ) {
        let r = newRow(.external, basic: s, constant: -constant / a, capacity: row.count - 1)
        for i in row.indices where row[i].0 != s { appendTerm(r, row[i].0, -row[i].1 / a) }
    }

    /// Phase one with an artificial variable (Cassowary's method), journaled so that failure rolls back.
    private mutating func addWithArtificialVariable(
        _ row: borrowing TermList, constant: Double, tag: Tag
    ) throws(TableauFailure) {
        let marker = tag.marker
        beginJournal()
        let art = newSymbol(.artificial)
        let r = newRow(.restricted, basic: art, constant: constant)
        let objective = newRow(.artificialObjective, basic: -1, constant: constant)
        for i in row.indices {
            appendTerm(r, row[i].0, row[i].1)
            appendTerm(objective, row[i].0, row[i].1)
        }
        do {
            try optimizeArtificial(objective, artificial: art)
        } catch {
            rollback()
            throw error
        }
        var success = Tableau.nearZero(rows[Int(objective)].constant)
        var support: [Int32] = []
        var proof: ConflictProof?
        if !success {
            let terms = terms(objective)
            support = supportTags(terms.map(\.symbol), excluding: marker)
            proof = self.proof(
                constant: rows[Int(objective)].constant, terms: terms.map { ($0.symbol, $0.coefficient) },
                marker: marker, markerCoefficient: tag.markerCoefficient)
        }
        let ar = basicRow(art)
        if success, ar >= 0 {
            if termCount(ar) == 0 {
                deleteRow(ar)
            } else if let entering = terms(ar).first(where: { kind($0.symbol) == .slack || kind($0.symbol) == .error })?.symbol {
                pivot(ar, entering: entering)
            } else {
                success = false
                support = supportTags(terms(ar).map(\.symbol), excluding: marker)
            }
        }
        if !success {
            rollback()
            throw .unsatisfiable(support: support, proof: proof)
        }
        for t in columnRows(art) {
            let p = position(of: art, in: t)
            if p >= 0 { removeTerm(t, at: p) }
        }
        deleteRow(objective)
        releaseSymbol(art)
        commitJournal()
    }

    /// Tags of the constraints owning the given marker symbols, without duplicates, in addition order.
    func supportTags(_ symbolsInProof: [Int32], excluding ownMarker: Int32) -> [Int32] {
        let own = ownMarker >= 0 ? symbols[Int(ownMarker)].owner : -1
        var seen = Set<Int32>()
        // Sorted as (sequence, tag) pairs: a comparison that reads the tags was most of a long proof's cost.
        var ordered: [(sequence: UInt64, tag: Int32)] = []
        for s in symbolsInProof {
            let owner = symbols[Int(s)].owner
            if owner >= 0, owner != own, Int(owner) < tags.count, tags[Int(owner)].isAlive, seen.insert(owner).inserted {
                ordered.append((tags[Int(owner)].sequence, owner))
            }
        }
        ordered.sort { $0.sequence < $1.sequence }
        return ordered.map(\.tag)
    }
}
