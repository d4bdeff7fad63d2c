extension Tableau {
    // MARK: Sparse accumulator

    mutating func beginAccumulation() {
        // `compact()` may have released the expansion scratch; symbols made since then grew only the
        // value arrays, which every symbol id stays within.
        if accumulator.count < symbolValues.count { growExpansionScratch(by: symbolValues.count - accumulator.count) }
        Tableau.advance(&accumulatorGeneration, clearing: &accumulatorMark)
        accumulatorList.removeAll()
    }

    @inline(__always) mutating func accumulate(_ s: Int32, _ c: Double) {
        let i = Int(s)
        if accumulatorMark[i] != accumulatorGeneration {
            accumulatorMark[i] = accumulatorGeneration
            accumulator[i] = c
            accumulatorList.append(s)
        } else {
            accumulator[i] += c
        }
    }

    /// Takes the accumulated value of `s` out of the accumulator (0 when untouched in this generation).
    @inline(__always) mutating func takeAccumulated(_ s: Int32) -> Double {
        guard accumulatorMark[Int(s)] == accumulatorGeneration else { return 0 }
        let value = accumulator[Int(s)]
        accumulator[Int(s)] = 0
        return value
    }

    /// Maps `s` to a position (or -1) in the accumulator, for `addLongRow`; valid until the next
    /// `beginAccumulation()`. Positions are far below 2^53, so a `Double` holds them exactly.
    @inline(__always) mutating func mapPosition(_ s: Int32, _ position: Int) {
        accumulatorMark[Int(s)] = accumulatorGeneration
        accumulator[Int(s)] = Double(position)
    }

    /// The position `mapPosition` gave `s` since the last `beginAccumulation()`, or -1.
    @inline(__always) func mappedPosition(_ s: Int32) -> Int {
        accumulatorMark[Int(s)] == accumulatorGeneration ? Int(accumulator[Int(s)]) : -1
    }

    // MARK: Expansion

    /// Rewrites `terms + constant` in parametric symbols only, following external definitions (in
    /// topological order, so a shared definition is expanded once) and restricted rows.
    ///
    /// The terms are written to `out`, emptied first: the caller's buffer (the tableau's
    /// `expansionBuffer`, taken for the call), since a new array per expansion was a large share of a
    /// table cell's allocations. Returns the constant.
    ///
    /// - Complexity: O(size of the definitions reachable from `terms`).
    mutating func expand(_ terms: borrowing TermList, constant: Double, into out: inout TermList) -> Double {
        beginAccumulation()
        var c = constant
        // The roots, then their topological order after them, in one buffer kept across expansions.
        var order = Slab<Int32>()
        swap(&order, &expansionOrder)
        order.removeAll()
        for i in terms.indices {
            let (s, a) = terms[i]
            accumulate(s, a)
            if kind(s) == .external, basicRow(s) >= 0 { order.append(s) }
        }
        if !order.isEmpty {
            // Roots whose definitions name no other defined variable need no order among themselves,
            // so the walk, a large part of a small expansion, is skipped when none does (common in a
            // table cell).
            var first = 0
            for i in order.indices where namesDefinedVariable(basicRow(order[i])) {
                first = order.count
                break
            }
            if first > 0 { appendTopologicalOrder(to: &order) }
            for position in stride(from: order.count - 1, through: first, by: -1) {
                let x = order[position]
                let a = takeAccumulated(x)
                if a == 0 { continue }
                let r = Int(basicRow(x))
                c += a * rows[r].constant
                for term in self.terms(Int32(r)) { accumulate(term.symbol, a * term.coefficient) }
            }
        }
        // Restricted rows hold parametric symbols only, so one level of substitution finishes the job.
        var i = 0
        while i < accumulatorList.count {
            let s = accumulatorList[i]
            i += 1
            let r = basicRow(s)
            if r < 0 || kind(s) == .external { continue }
            let a = takeAccumulated(s)
            if a == 0 { continue }
            c += a * rows[Int(r)].constant
            for term in self.terms(r) { accumulate(term.symbol, a * term.coefficient) }
        }
        // Kept empty, so that `compact()` can release it.
        order.removeAll()
        swap(&order, &expansionOrder)
        out.removeAll()
        out.reserveCapacity(forAppending: accumulatorList.count)
        for i in accumulatorList.indices {
            let s = accumulatorList[i]
            let a = accumulator[Int(s)]
            if Tableau.nearZero(a) || basicRow(s) >= 0 { continue }
            out.appendWithinCapacity((s, a))
        }
        return c
    }

    /// Whether row `r` mentions a user variable that a row defines.
    @inline(__always) func namesDefinedVariable(_ r: Int32) -> Bool {
        for term in terms(r) where kind(term.symbol) == .external && basicRow(term.symbol) >= 0 { return true }
        return false
    }

    /// Appends to `order`, which holds the roots, the basic external symbols reachable from them in
    /// postorder: each after every symbol its definition mentions (reverse it for parents first).
    ///
    /// One buffer for both, rather than a new postorder array: grown from empty, that array was
    /// reallocated about twice per expansion.
    mutating func appendTopologicalOrder(to order: inout Slab<Int32>) {
        Tableau.advance(&visitGeneration, clearing: &visitMark)
        var stack = Slab<(symbol: Int32, next: Int)>()
        swap(&stack, &dfsStack)
        defer { swap(&stack, &dfsStack) }
        stack.removeAll()
        let rootCount = order.count
        for index in 0..<rootCount {
            let root = order[index]
            if visitMark[Int(root)] == visitGeneration { continue }
            visitMark[Int(root)] = visitGeneration
            stack.append((root, 0))
            while !stack.isEmpty {
                let (x, next) = stack[stack.count - 1]
                // Read in place: the walk changes no row.
                let rowTerms = terms(basicRow(x))
                let count = rowTerms.count
                var i = next
                var descended = false
                while i < count {
                    let child = rowTerms[i].symbol
                    i += 1
                    if kind(child) == .external, basicRow(child) >= 0, visitMark[Int(child)] != visitGeneration {
                        visitMark[Int(child)] = visitGeneration
                        stack[stack.count - 1].next = i
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    order.append(x)
                    stack.removeLast()
                }
            }
        }
    }

    /// Replaces an external row's terms by their full expansion (the same equation, parametric only).
    mutating func expandRowInPlace(_ r: Int32) {
        var terms = TermList()
        terms.reserveCapacity(termCount(r))
        for term in self.terms(r) { terms.appendWithinCapacity((term.symbol, term.coefficient)) }
        var expanded = TermList()
        swap(&expanded, &expansionBuffer)
        defer { swap(&expanded, &expansionBuffer) }
        let constant = expand(terms, constant: rows[Int(r)].constant, into: &expanded)
        touch(r)
        while termCount(r) > 0 { removeTerm(r, at: termCount(r) - 1) }
        rows[Int(r)].constant = constant
        noteConstantChange(r)
        for i in expanded.indices { appendTerm(r, expanded[i].0, expanded[i].1) }
    }
}
