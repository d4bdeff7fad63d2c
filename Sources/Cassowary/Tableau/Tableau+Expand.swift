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

    // MARK: Expansion

    /// Rewrites `terms + constant` in parametric symbols only, following external definitions (in
    /// topological order, so a shared definition is expanded once) and restricted rows.
    ///
    /// The terms come in `expansionBuffer`'s allocation, which the caller hands back when done with
    /// them: a new array per expansion was a tenth of a table cell's allocations.
    ///
    /// - Complexity: O(size of the definitions reachable from `terms`).
    mutating func expand(_ terms: [(Int32, Double)], constant: Double) -> (terms: [(Int32, Double)], constant: Double) {
        beginAccumulation()
        var c = constant
        // The roots, then their topological order after them, in one buffer kept across expansions.
        var order = expansionOrder
        expansionOrder = []
        order.removeAllKeepingCapacity()
        for (s, a) in terms {
            accumulate(s, a)
            if kind(s) == .external, basicRow(s) >= 0 { order.append(s) }
        }
        if !order.isEmpty {
            // Roots whose definitions name no other defined variable need no order among themselves,
            // so the walk (about 900 instructions, a third of an expansion in a table cell) is skipped
            // when none does: a fifth of a table cell's expansions.
            var first = 0
            for root in order where namesDefinedVariable(basicRow(root)) {
                first = order.count
                break
            }
            if first > 0 { appendTopologicalOrder(to: &order) }
            for x in order[first...].reversed() {
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
        order.removeAllKeepingCapacity()
        expansionOrder = order
        var out = expansionBuffer
        expansionBuffer = []
        out.removeAllKeepingCapacity()
        out.reserveCapacity(accumulatorList.count)
        for i in accumulatorList.indices {
            let s = accumulatorList[i]
            let a = accumulator[Int(s)]
            if Tableau.nearZero(a) || basicRow(s) >= 0 { continue }
            out.append((s, a))
        }
        return (out, c)
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
    mutating func appendTopologicalOrder(to order: inout [Int32]) {
        Tableau.advance(&visitGeneration, clearing: &visitMark)
        var stack = dfsStack
        dfsStack = []
        stack.removeAllKeepingCapacity()
        let rootCount = order.count
        for index in 0..<rootCount {
            let root = order[index]
            if visitMark[Int(root)] == visitGeneration { continue }
            visitMark[Int(root)] = visitGeneration
            stack.append((root, 0))
            while !stack.isEmpty {
                let (x, next) = stack[stack.count - 1]
                let row = basicRow(x)
                let count = termCount(row)
                var i = next
                var descended = false
                while i < count {
                    let child = term(row, i).symbol
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
        dfsStack = stack
    }

    /// Replaces an external row's terms by their full expansion (the same equation, parametric only).
    mutating func expandRowInPlace(_ r: Int32) {
        let terms = self.terms(r).map { ($0.symbol, $0.coefficient) }
        let expanded = expand(terms, constant: rows[Int(r)].constant)
        touch(r)
        while termCount(r) > 0 { removeTerm(r, at: termCount(r) - 1) }
        rows[Int(r)].constant = expanded.constant
        noteConstantChange(r)
        for (s, a) in expanded.terms { appendTerm(r, s, a) }
        expansionBuffer = expanded.terms
    }
}
