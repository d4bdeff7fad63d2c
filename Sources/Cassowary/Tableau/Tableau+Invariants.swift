extension Tableau {
    /// Every broken invariant, described; empty when the tableau is sound.
    ///
    /// Checked: basic symbols and rows point at each other; restricted and objective rows hold only
    /// parametric restricted symbols; restricted rows are feasible (constant ≥ 0); the column index
    /// lists exactly the rows' terms at their positions; external definitions form an acyclic graph;
    /// no term is zero or repeated; once `compact()` has run, no two pool blocks overlap; each large
    /// block belongs to one live row; with `checksObjectiveLevels`, each objective level's coefficients
    /// are the sum of its errors.
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations() -> [String] {
        // First, and alone when it finds anything: reading a row whose large block is gone would trap.
        let blockProblems = largeBlockViolations()
        if !blockProblems.isEmpty { return blockProblems }
        var problems: [String] = []
        var entryCount = [Int32](repeating: 0, count: symbols.count)
        for (index, row) in rows.elements.enumerated() where row.kind != .dead {
            let r = Int32(index)
            if row.basic >= 0 {
                if symbols[Int(row.basic)].basicRow != r { problems.append("row \(r): basic s\(row.basic) points to row \(symbols[Int(row.basic)].basicRow)") }
                if !symbols[Int(row.basic)].isAlive { problems.append("row \(r): basic s\(row.basic) is released") }
                let external = kind(row.basic) == .external
                if external != (row.kind == .external) { problems.append("row \(r): kind \(row.kind) with basic of kind \(kind(row.basic))") }
            } else if row.kind == .external || row.kind == .restricted {
                problems.append("row \(r): \(row.kind) row without basic symbol")
            }
            if row.kind == .restricted, row.constant < -Tableau.epsilon {
                problems.append("row \(r): restricted row infeasible (constant \(row.constant))")
            }
            var seen = Set<Int32>()
            for (p, term) in terms(r).enumerated() {
                let s = term.symbol
                if !symbols[Int(s)].isAlive { problems.append("row \(r): released symbol s\(s)") }
                if !seen.insert(s).inserted { problems.append("row \(r): symbol s\(s) repeated") }
                if s == row.basic { problems.append("row \(r): holds its own basic symbol") }
                if term.coefficient == 0 || !term.coefficient.isFinite { problems.append("row \(r): coefficient \(term.coefficient) for s\(s)") }
                let entry = entries[Int(term.entry)]
                if entry.row != r || Int(entry.position) != p { problems.append("row \(r): column entry of s\(s) points to row \(entry.row) position \(entry.position)") }
                entryCount[Int(s)] += 1
                if row.kind == .restricted || row.kind == .objective {
                    if kind(s) == .external { problems.append("row \(r) (\(row.kind)): holds user symbol s\(s)") }
                    if symbols[Int(s)].basicRow >= 0 { problems.append("row \(r) (\(row.kind)): holds basic symbol s\(s)") }
                }
            }
        }
        for (index, info) in symbols.elements.enumerated() {
            if info.columnCount != entryCount[index] { problems.append("s\(index): column count \(info.columnCount), rows hold \(entryCount[index])") }
            var walked: Int32 = 0
            var e = info.columnHead
            while e >= 0, walked <= info.columnCount {
                walked += 1
                e = entries[Int(e)].next
            }
            if walked != info.columnCount { problems.append("s\(index): column list length \(walked) ≠ count \(info.columnCount)") }
        }
        problems.append(contentsOf: definitionCycles())
        if problems.isEmpty, checksObjectiveLevels { problems.append(contentsOf: objectiveDrift()) }
        // The pool's blocks are checked once `compact()` has cut any or a full pool has split one, the
        // two ways a block can start where none of its size did: a slot map per operation doubled the
        // randomized tests' time.
        if hasCutBlocks { problems.append(contentsOf: overlappingBlocks()) }
        return problems
    }

    /// Objective levels that differ from the ones recomputed from scratch: each level is the sum of the
    /// errors of the live constraints weighed there (a split equality's at two levels and the tie level),
    /// every basic error replaced by its row. A drift here reads as a wrong optimum later, far from
    /// the operation that caused it; `optimize` rebuilds the levels when one looks unbounded.
    private func objectiveDrift() -> [String] {
        // Per level: each symbol's expected coefficient and the sum of the magnitudes that made it, the
        // scale its rounding is relative to. Only coefficients: the simplex reads no objective constant,
        // and constant changes do not keep it.
        var expected: [Float: [Int32: (value: Double, scale: Double)]] = [:]
        func weigh(_ priority: Float, _ e: Int32, _ factor: Double) {
            func add(_ s: Int32, _ x: Double) {
                let old = expected[priority, default: [:]][s] ?? (0, 0)
                expected[priority, default: [:]][s] = (old.value + x, old.scale + abs(x))
            }
            let r = basicRow(e)
            if r >= 0 {
                for term in terms(r) where kind(term.symbol) != .external { add(term.symbol, factor * term.coefficient) }
            } else {
                add(e, factor)
            }
        }
        for tag in tags where tag.isAlive {
            if tag.isSplit {
                weigh(tag.abovePriority, tag.marker, 1)
                weigh(tag.priority, tag.other, 1)
                weigh(Tableau.tiePriority, tag.marker, Double(tag.sequence))
                weigh(Tableau.tiePriority, tag.other, -Double(tag.sequence))
            } else if tag.priority < 1000 {
                if kind(tag.marker) == .error { weigh(tag.priority, tag.marker, 1) }
                if tag.other >= 0 { weigh(tag.priority, tag.other, 1) }
            }
        }
        var problems: [String] = []
        for level in levels.entries {
            var want = expected[level.priority] ?? [:]
            for term in terms(level.row) {
                let old = want[term.symbol] ?? (0, 0)
                want[term.symbol] = (old.value - term.coefficient, old.scale + abs(term.coefficient))
            }
            // Pivots round each coefficient by a few ulps of the terms summed into it; a lost or doubled
            // error is off by a whole unit.
            for (s, gap) in want.sorted(by: { $0.key < $1.key }) where abs(gap.value) > 1e-4 * (1 + gap.scale) {
                problems.append("objective @\(level.priority): s\(s) off by \(gap.value) from the sum of its errors")
            }
        }
        return problems
    }

    /// Large blocks that no row or two rows hold, rows that name a block given back, and rows in
    /// large blocks shorter than one.
    private func largeBlockViolations() -> [String] {
        var problems: [String] = []
        var holder: [Int: Int] = [:]
        for (index, row) in rows.elements.enumerated() where row.kind != .dead && row.isInLargeBlock {
            let slot = row.largeBlockSlot
            if !largeBlocks.isLive(slot) {
                problems.append("row \(index): large block \(slot) is not live")
            } else if let other = holder[slot] {
                problems.append("rows \(other) and \(index) share large block \(slot)")
            }
            if row.capacity < largeBlockSize { problems.append("row \(index): large block of \(row.capacity) terms") }
            if row.count > row.capacity { problems.append("row \(index): \(row.count) terms in a block of \(row.capacity)") }
            holder[slot] = index
        }
        for slot in largeBlocks.liveSlots where holder[slot] == nil { problems.append("large block \(slot) has no row") }
        return problems
    }

    /// Pool blocks that overlap, or reach past the pool: each live row's block and each free block (a
    /// free block is at least the power of two of its class).
    private func overlappingBlocks() -> [String] {
        var problems: [String] = []
        // Each slot's owner: 0 none, row + 1, or -1 - class for a free block. A slot map rather than
        // sorted intervals: tests check invariants after every operation, in unoptimised builds.
        var owners = [Int32](repeating: 0, count: pool.count)
        func name(_ owner: Int32) -> String { owner > 0 ? "row \(owner - 1)" : "free block of class \(-1 - owner)" }
        owners.withUnsafeMutableBufferPointer { slots in
            func claim(_ start: Int, _ size: Int, _ owner: Int32) {
                guard problems.count < 3 else { return }
                guard start + size <= slots.count else {
                    problems.append("pool: \(name(owner)) ends at \(start + size), past the pool's \(slots.count) slots")
                    return
                }
                for i in start..<(start + size) {
                    if slots[i] != 0 {
                        // The first few overlaps say enough; one misplaced block usually shifts all that follow.
                        problems.append("pool: \(name(owner)) at \(start) overlaps \(name(slots[i])) at slot \(i)")
                        return
                    }
                    slots[i] = owner
                }
            }
            for (index, row) in rows.elements.enumerated() where row.kind != .dead {
                if row.count > row.capacity { problems.append("row \(index): \(row.count) terms in a block of \(row.capacity)") }
                if row.capacity > 0, !row.isInLargeBlock { claim(Int(row.start), Int(row.capacity), Int32(index) + 1) }
            }
            for k in freeBlockHeads.indices {
                var start = freeBlockHeads[k]
                // A list that loops claims a block twice, which `claim` reports; the walk stops there.
                while start >= 0, problems.isEmpty, Int(start) < slots.count {
                    claim(Int(start), 1 << k, Int32(-1 - k))
                    start = pool[Int(start)].symbol
                }
                if start >= slots.count {
                    problems.append("pool: free list of class \(k) reaches slot \(start), past the pool")
                }
            }
        }
        return problems
    }

    /// External definitions that reach themselves.
    private func definitionCycles() -> [String] {
        var state = [UInt8](repeating: 0, count: symbols.count)  // 0 new, 1 on stack, 2 done
        var problems: [String] = []
        for (index, row) in rows.elements.enumerated() where row.kind == .external {
            let root = row.basic
            if state[Int(root)] != 0 { continue }
            var stack: [(Int32, Int)] = [(root, 0)]
            state[Int(root)] = 1
            while let (x, next) = stack.last {
                let defining = symbols[Int(x)].basicRow
                let count = termCount(defining)
                var i = next
                var pushed = false
                while i < count {
                    let child = term(defining, i).symbol
                    i += 1
                    guard kind(child) == .external, symbols[Int(child)].basicRow >= 0 else { continue }
                    if state[Int(child)] == 1 {
                        problems.append("definition cycle through s\(child) (row \(index))")
                        continue
                    }
                    if state[Int(child)] == 0 {
                        state[Int(child)] = 1
                        stack[stack.count - 1].1 = i
                        stack.append((child, 0))
                        pushed = true
                        break
                    }
                }
                if !pushed {
                    state[Int(x)] = 2
                    stack.removeLast()
                }
            }
        }
        return problems
    }
}
