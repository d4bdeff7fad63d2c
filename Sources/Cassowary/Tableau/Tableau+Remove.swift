extension Tableau {
    /// Removes the constraint with tag `t` by eliminating its marker symbol from the system; with
    /// `deferringOptimization`, the re-optimisation waits for the next operation, so that removals in a
    /// row share one.
    ///
    /// - Complexity: proportional to the rows holding the marker, plus the expansion of one external
    ///   definition when no restricted row holds it, plus re-optimisation.
    mutating func remove(_ t: Int32, deferringOptimization: Bool = false) throws(TableauFailure) {
        let tag = tags[Int(t)]
        addErrorsToObjective(of: tag, times: -1)
        let m = tag.marker
        let r = basicRow(m)
        if r >= 0 {
            // External rows may still refer to the basic marker lazily; resolve those before dropping it.
            substituteOut(m, definedBy: r, includingExternal: true)
            deleteRow(r)
        } else {
            while let leaving = markerLeavingRow(m) {
                if rows[Int(leaving)].kind == .external {
                    // Only a parametric-only row may be substituted into objective rows. Expanding can
                    // cancel the marker (a referenced definition held it too); then look again.
                    expandRowInPlace(leaving)
                    if position(of: m, in: leaving) < 0 { continue }
                }
                solveRow(leaving, for: m)
                substituteOut(m, definedBy: leaving, includingExternal: true)
                deleteRow(leaving)
                break
            }
        }
        for s in [m, tag.other] where s >= 0 {
            purge(s)
            releaseSymbol(s)
        }
        if tag.priority < 1000 { releaseLevel(tag.priority) }
        if tag.isSplit {
            releaseLevel(tag.abovePriority)
            releaseLevel(Tableau.tiePriority)
        }
        tags[Int(t)].isAlive = false
        freeTags.append(t)
        if deferringOptimization {
            // Removing a constraint only widens the feasible region: the basis stays feasible, and only
            // the objective may go down further.
            optimizationDeferred = true
        } else if !defersOptimization {
            try dualOptimize()
            try optimize()
        }
    }

    /// Removes whatever rounding residue of `s` is left in rows once its constraint is gone.
    private mutating func purge(_ s: Int32) {
        let r = basicRow(s)
        if r >= 0 { deleteRow(r) }
        for t in columnRows(s) {
            let p = position(of: s, in: t)
            if p >= 0 { removeTerm(t, at: p) }
        }
    }

    /// The row through which a parametric marker leaves (Cassowary's rule): a restricted row that stays
    /// feasible, else any restricted row, else an external definition; but before all of them the row of
    /// a redundant equality that holds the marker.
    ///
    /// An equality the others already imply is added as a row `dummy = Σ other dummies` (constant 0),
    /// which holds its dummy at zero only while those constraints stay. Removing one of them through
    /// another row left that row's constant to the pivot (the duplicate of a removed `x0 - x3 == -11`
    /// came out 36 points off, its dummy basic at 36); through the redundant row, whose constant is 0,
    /// no constant moves and the redundant equality takes the removed one's place.
    private func markerLeavingRow(_ m: Int32) -> Int32? {
        var redundant: Int32 = -1, redundantBasic = Int32.max
        var first: Int32 = -1, firstRatio = Double.infinity, firstBasic = Int32.max
        var second: Int32 = -1, secondRatio = Double.infinity, secondBasic = Int32.max
        var third: Int32 = -1, thirdSize = Int.max
        var e = symbols[Int(m)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let row = rows[Int(node.row)]
            let c = termBase(row)[Int(node.position)].coefficient
            switch row.kind {
            case .external:
                if Int(row.count) < thirdSize {
                    third = node.row
                    thirdSize = Int(row.count)
                }
            case .restricted:
                if kind(row.basic) == .dummy {
                    if row.basic < redundantBasic {
                        redundant = node.row
                        redundantBasic = row.basic
                    }
                } else if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < firstRatio || (ratio == firstRatio && row.basic < firstBasic) {
                        first = node.row
                        firstRatio = ratio
                        firstBasic = row.basic
                    }
                } else {
                    let ratio = row.constant / c
                    if ratio < secondRatio || (ratio == secondRatio && row.basic < secondBasic) {
                        second = node.row
                        secondRatio = ratio
                        secondBasic = row.basic
                    }
                }
            default:
                continue
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        if third >= 0 { return third }
        return nil
    }

    /// Removes constraint `t`, whose distinct user symbols are `externals`, then releases the user
    /// symbols nothing mentions any more.
    mutating func removeReleasing(
        _ t: Int32, externals: [Int32], deferringOptimization: Bool = false
    ) -> Result<[Int32], TableauFailure> {
        for s in externals { symbols[Int(s)].references -= 1 }
        do {
            try remove(t, deferringOptimization: deferringOptimization)
        } catch {
            return .failure(error)
        }
        return .success(releaseUnreferenced(externals))
    }

    /// The priority constraint `t` holds in the tableau.
    func priority(ofTag t: Int32) -> Float { tags[Int(t)].priority }

    /// Tags of the constraints held, in the order they were added.
    func liveTagsInOrder() -> [Int32] {
        tags.indices.filter { tags[$0].isAlive }.sorted { tags[$0].sequence < tags[$1].sequence }.map { Int32($0) }
    }

    /// Releases external symbols no constraint mentions any more and no row holds.
    mutating func releaseUnreferenced(_ candidates: [Int32]) -> [Int32] {
        var released: [Int32] = []
        for s in candidates {
            let info = symbols[Int(s)]
            if info.isAlive, info.references == 0, info.basicRow < 0, info.columnCount == 0 {
                releaseSymbol(s)
                released.append(s)
            }
        }
        return released
    }
}
