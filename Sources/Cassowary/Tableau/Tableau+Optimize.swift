extension Tableau {
    // MARK: Lexicographic reduced costs

    /// The sign of `s`'s reduced cost: the sign of its coefficient at the highest priority level where
    /// it is not zero. Strict priorities make the objective a vector compared lexicographically.
    func lexicographicSign(_ s: Int32) -> Int {
        var bestPriority: Float = -1
        var sign = 0
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            let row = rows[Int(node.row)]
            if row.kind == .objective, row.priority > bestPriority {
                let c = row.terms[Int(node.position)].coefficient
                if !Tableau.nearZero(c) {
                    bestPriority = row.priority
                    sign = c < 0 ? -1 : 1
                }
            }
            e = node.next
        }
        return sign
    }

    /// `(priority, coefficient)` of `s` in every objective level, highest priority first.
    func objectiveVector(_ s: Int32) -> [(Float, Double)] {
        var out: [(Float, Double)] = []
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            let row = rows[Int(node.row)]
            if row.kind == .objective {
                out.append((row.priority, row.terms[Int(node.position)].coefficient))
            }
            e = node.next
        }
        if out.count > 1 { out.sort { $0.0 > $1.0 } }
        return out
    }

    /// Compares `a / sa` with `b / sb` lexicographically by descending priority: -1, 0 or 1.
    static func compareScaled(_ a: [(Float, Double)], _ sa: Double, _ b: [(Float, Double)], _ sb: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let pa = i < a.count ? a[i].0 : -1
            let pb = j < b.count ? b[j].0 : -1
            var x = 0.0
            var y = 0.0
            if pa >= pb { x = a[i].1 / sa; i += 1 }
            if pb >= pa { y = b[j].1 / sb; j += 1 }
            if !Tableau.nearZero(x - y) { return x < y ? -1 : 1 }
        }
        return 0
    }

    // MARK: Candidate heap (Bland's rule: the smallest id with a negative reduced cost enters)

    private mutating func heapPush(_ s: Int32) {
        symbols[Int(s)].inHeap = true
        heap.append(s)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if heap[parent] <= heap[i] { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    private mutating func heapPop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < heap.count, heap[l] < heap[m] { m = l }
                if r < heap.count, heap[r] < heap[m] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        symbols[Int(top)].inHeap = false
        return top
    }

    private func isEnteringCandidate(_ s: Int32) -> Bool {
        let info = symbols[Int(s)]
        return info.isAlive && info.basicRow < 0 && info.kind != .dummy && info.kind != .external
            && lexicographicSign(s) < 0
    }

    private mutating func drainDirty() {
        for s in dirty {
            symbols[Int(s)].isDirty = false
            if !symbols[Int(s)].inHeap, isEnteringCandidate(s) { heapPush(s) }
        }
        dirty.removeAll(keepingCapacity: true)
    }

    // MARK: Primal simplex

    /// Minimises the objective level by level (primal simplex, Bland's rule).
    ///
    /// - Complexity: per pivot, proportional to the rows holding the entering symbol.
    mutating func optimize() throws(TableauFailure) {
        while true {
            drainDirty()
            var entering: Int32 = -1
            while let s = heapPop() {
                if isEnteringCandidate(s) {
                    entering = s
                    break
                }
            }
            if entering < 0 { return }
            let r = leavingRow(for: entering)
            if r < 0 {
                throw .internalInconsistency("the objective is unbounded (entering symbol \(entering))")
            }
            pivot(r, entering: entering)
        }
    }

    /// The restricted row that limits growth of `entering` first; ties go to the smallest basic id.
    private func leavingRow(for entering: Int32) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var e = symbols[Int(entering)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let row = rows[Int(node.row)]
            guard row.kind == .restricted else { continue }
            let c = row.terms[Int(node.position)].coefficient
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = node.row
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best
    }

    /// Phase one: minimises the artificial objective row of an add.
    mutating func optimizeArtificial(_ objective: Int32) throws(TableauFailure) {
        while true {
            var entering: Int32 = -1
            for term in rows[Int(objective)].terms where term.coefficient < -Tableau.epsilon {
                let k = kind(term.symbol)
                if k == .dummy || k == .external { continue }
                if entering < 0 || term.symbol < entering { entering = term.symbol }
            }
            if entering < 0 { return }
            let r = leavingRow(for: entering)
            if r < 0 {
                throw .internalInconsistency("the artificial objective is unbounded")
            }
            pivot(r, entering: entering)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping optimality (dual simplex).
    ///
    /// - Complexity: per pivot, proportional to the rows holding the entering symbol.
    mutating func dualOptimize() throws(TableauFailure) {
        while let basic = infeasible.popLast() {
            let r = basicRow(basic)
            guard r >= 0, rows[Int(r)].kind == .restricted else { continue }
            let constant = rows[Int(r)].constant
            guard constant < 0, !Tableau.nearZero(constant) else { continue }
            var entering: Int32 = -1
            var bestVector: [(Float, Double)] = []
            var bestCoefficient = 0.0
            for term in rows[Int(r)].terms where term.coefficient > 0 {
                let k = kind(term.symbol)
                if k == .dummy || k == .external { continue }
                let vector = objectiveVector(term.symbol)
                if entering < 0 {
                    entering = term.symbol
                    bestVector = vector
                    bestCoefficient = term.coefficient
                    continue
                }
                let order = Tableau.compareScaled(vector, term.coefficient, bestVector, bestCoefficient)
                if order < 0 || (order == 0 && term.symbol < entering) {
                    entering = term.symbol
                    bestVector = vector
                    bestCoefficient = term.coefficient
                }
            }
            if entering < 0 {
                throw .internalInconsistency("the dual simplex found no entering symbol for row \(r)")
            }
            pivot(r, entering: entering)
        }
    }
}
