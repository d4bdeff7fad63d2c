extension Tableau {
    /// Marks a change to the definitions of user variables: the evaluation program is recompiled and
    /// every memoised value is recomputed.
    @inline(__always) mutating func definitionsChanged() {
        definitionVersion &+= 1
        allChanged = true
        // Memos computed since the last invalidation are the only ones that could now be stale.
        if memosComputed { invalidateValues() }
    }

    /// Invalidates the memoised values that depend on the seeds (symbols whose basic status or row
    /// constant changed), following definitions from each symbol to the user variables that mention it,
    /// and records those user variables as changed.
    ///
    /// Two invariants bound the walk: a value that is already invalid has no valid dependents (parents
    /// are validated after their children), and a variable already recorded as changed has its
    /// dependents recorded too; a node that is both is not entered again.
    ///
    /// - Complexity: proportional to the definitions downstream of the seeds.
    mutating func propagateSeeds() {
        if seeds.isEmpty { return }
        // The walk from a set of seeds reaches the same definitions until one of them changes, so the
        // change that last made it give up (a window resized again) makes it give up again: skipped.
        if wideSeedsVersion == definitionVersion, seeds == wideSeeds {
            invalidateValues()
            return
        }
        Tableau.advance(&seedGeneration, clearing: \.seedMark, in: &symbolValues)
        var stack = seeds
        seeds = []
        // Past a thirty-second of all definitions the walk costs more than it saves over recomputing
        // everything in one pass of the compiled program, so it gives up and invalidates everything (an
        // edit that moves a whole window's layout does that).
        // The limit is checked as dependents are found, not as they are taken: a symbol that a whole
        // tree's definitions mention (a window's width) would otherwise queue all of them first.
        let limit = max(64, (programLength == 0 ? symbols.count : programLength) / 32)
        // One buffer kept across walks: a queue of their own was an allocation per walk, five in a table
        // cell's first layout.
        var queue = seedQueue
        seedQueue = []
        queue.removeAllKeepingCapacity()
        queue.reserveCapacity(stack.count)
        for s in stack where symbolValues[Int(s)].seedMark != seedGeneration {
            symbolValues[Int(s)].seedMark = seedGeneration
            if symbols[Int(s)].kind == .external {
                if enterDependent(s) { queue.append(s) }
            } else {
                queue.append(s)
            }
        }
        var i = 0
        walk: while i < queue.count, queue.count <= limit {
            let x = queue[i]
            i += 1
            var e = symbols[Int(x)].columnHead
            while e >= 0 {
                let node = entries[Int(e)]
                e = node.next
                guard rows[Int(node.row)].kind == .external else { continue }
                let y = rows[Int(node.row)].basic
                if enterDependent(y) {
                    queue.append(y)
                    if queue.count > limit { break walk }
                }
            }
        }
        if queue.count > limit {
            invalidateValues()
            if stack.count <= 16 {
                wideSeeds.removeAllKeepingCapacity()
                wideSeeds.append(contentsOf: stack)
                wideSeedsVersion = definitionVersion
            }
        }
        // The buffers go back either way, so the next change reuses them.
        stack.removeAllKeepingCapacity()
        seeds = stack
        queue.removeAllKeepingCapacity()
        seedQueue = queue
    }

    /// Invalidates and records user symbol `y`; false when both were already so (nothing new below it).
    @inline(__always) private mutating func enterDependent(_ y: Int32) -> Bool {
        let valid = symbolValues[Int(y)].valueMark == valueGeneration
        let recorded = allChanged || symbolValues[Int(y)].changedMark == changedGeneration
        if !valid && recorded { return false }
        symbolValues[Int(y)].valueMark = 0
        noteChanged(y)
        return true
    }

    /// Records that user symbol `s` may have a new value, for `takeChanges()`.
    @inline(__always) mutating func noteChanged(_ s: Int32) {
        if allChanged || symbolValues[Int(s)].changedMark == changedGeneration { return }
        symbolValues[Int(s)].changedMark = changedGeneration
        changed.append(s)
    }

    /// User symbols whose value may have changed since the last call; nil when all may have.
    mutating func takeChanges() -> [Int32]? {
        propagateSeeds()
        defer {
            changed.removeAllKeepingCapacity()
            allChanged = false
            Tableau.advance(&changedGeneration, clearing: \.changedMark, in: &symbolValues)
        }
        return allChanged ? nil : changed
    }

    /// The current value of a symbol: 0 when parametric, the row constant when basic in a restricted
    /// row, and the memoised evaluation of its definition graph when it is a basic user variable.
    ///
    /// - Complexity: O(1) when memoised; otherwise the size of the definitions below `s`.
    @inline(__always) mutating func value(of s: Int32) -> Double {
        // Checked here: a layout pass reads every moved view's values, and a call per read to find
        // no seeds cost more than the read.
        if !seeds.isEmpty { propagateSeeds() }
        return currentValue(of: s)
    }

    /// `value(of:)` of four symbols (a layout node's frame), the seeds checked once.
    @inline(__always) mutating func values(
        of a: Int32, _ b: Int32, _ c: Int32, _ d: Int32
    ) -> (Double, Double, Double, Double) {
        if !seeds.isEmpty { propagateSeeds() }
        return (currentValue(of: a), currentValue(of: b), currentValue(of: c), currentValue(of: d))
    }

    /// `value(of:)` of two symbols (a layout node's size), the seeds checked once.
    @inline(__always) mutating func values(of a: Int32, _ b: Int32) -> (Double, Double) {
        if !seeds.isEmpty { propagateSeeds() }
        return (currentValue(of: a), currentValue(of: b))
    }

    /// `value(of:)` once the seeds have been propagated.
    @inline(__always) private mutating func currentValue(of s: Int32) -> Double {
        // A valid memo is read first, without touching the symbol's and its row's records (two cache
        // misses per read when a layout pass reads every view): only a basic user variable has one,
        // and a change to which symbols are basic invalidates every memo (`definitionsChanged`).
        if symbolValues[Int(s)].valueMark == valueGeneration { return symbolValues[Int(s)].value }
        let r = symbols[Int(s)].basicRow
        if r < 0 { return 0 }
        if rows[Int(r)].kind != .external { return rows[Int(r)].constant }
        evaluate(s)
        return symbolValues[Int(s)].value
    }

    /// Values of many symbols (-1 reads as 0). Large batches evaluate every user variable in one pass
    /// of the compiled program.
    ///
    /// - Complexity: O(count) plus, once per change of the solver, O(size of all definitions).
    mutating func values(of symbols: [Int32]) -> [Double] {
        propagateSeeds()
        if symbols.count >= 64, needsFullEvaluation { evaluateAll() }
        var out = [Double](filled: 0, count: symbols.count)
        for i in symbols.indices where symbols[i] >= 0 {
            out[i] = currentValue(of: symbols[i]) + 0
        }
        return out
    }

    /// Evaluates one definition graph below `s`, children before parents.
    private mutating func evaluate(_ s: Int32) {
        var stack = Slab<(Int32, Bool)>()
        swap(&stack, &evaluationStack)
        defer { swap(&stack, &evaluationStack) }
        stack.removeAll()
        stack.append((s, false))
        while let (x, ready) = stack.takeLast() {
            if symbolValues[Int(x)].valueMark == valueGeneration { continue }
            let row = Int(symbols[Int(x)].basicRow)
            let count = Int(rows[row].count)
            let base = termBase(rows[row])
            if ready {
                var v = rows[row].constant
                for i in 0..<count {
                    let term = base[i]
                    let cr = symbols[Int(term.symbol)].basicRow
                    if cr < 0 { continue }
                    v += term.coefficient * (rows[Int(cr)].kind == .external ? symbolValues[Int(term.symbol)].value : rows[Int(cr)].constant)
                }
                symbolValues[Int(x)].value = v
                symbolValues[Int(x)].valueMark = valueGeneration
                continue
            }
            stack.append((x, true))
            for i in 0..<count {
                let child = base[i].symbol
                let cr = symbols[Int(child)].basicRow
                if cr >= 0, rows[Int(cr)].kind == .external, symbolValues[Int(child)].valueMark != valueGeneration {
                    stack.append((child, false))
                }
            }
        }
        memosComputed = true
    }

    /// Evaluates every basic user variable with the compiled program; returns those whose value is
    /// negative (a layout engine's sizes to keep from going below zero, found as the pass writes them
    /// rather than by reading every size again).
    @discardableResult mutating func evaluateAll() -> [Int32] {
        // A compile evaluates as it goes: the pass below would only compute the same values again.
        if programBox?.program.version != definitionVersion { return compileProgram() }
        if programBox?.program.termRowVersion != restrictedBasisVersion { resolveRestrictedTerms() }
        updateProgramConstants()
        // A local reference: the closures below write `symbolValues`, and reading the box through
        // `self` inside them would overlap that access.
        let box = programBox!
        let generation = valueGeneration
        let count = box.program.order.count
        var values = box.program.values
        box.program.values = []
        var negatives: [Int32] = []
        // The smallest value, kept as the pass goes (next to nothing per value): only a pass that
        // wrote a negative one looks for them afterwards.
        var smallest = 0.0
        // One linear pass; every array is read through a raw buffer so the loop does no reference counting.
        rows.withUnsafeBufferPointer { rows in
        symbols.withUnsafeBufferPointer { symbols in
        symbolValues.withUnsafeMutableBufferPointer { memo in
        box.program.order.withUnsafeBufferPointer { order in
        box.program.constant.withUnsafeBufferPointer { constant in
        box.program.termStart.withUnsafeBufferPointer { start in
        box.program.termReference.withUnsafeBufferPointer { reference in
        box.program.termRow.withUnsafeBufferPointer { termRow in
        box.program.termCoefficient.withUnsafeBufferPointer { coefficient in
        values.withUnsafeMutableBufferPointer { out in
            for i in 0..<count {
                var v = constant[i]
                for k in Int(start[i])..<Int(start[i + 1]) {
                    let ref = reference[k]
                    if ref >= 0 {
                        v += coefficient[k] * out[Int(ref)]
                    } else {
                        let r = termRow[k]
                        if r >= 0 { v += coefficient[k] * rows[Int(r)].constant }
                    }
                }
                out[i] = v
                let symbol = Int(order[i])
                memo[symbol].value = v
                memo[symbol].valueMark = generation
                smallest = min(smallest, v)
            }
            if smallest < 0 {
                for i in 0..<count where out[i] < 0 { negatives.append(order[i]) }
            }
        }}}}}}}}}}
        box.program.values = values
        needsFullEvaluation = false
        memosComputed = true
        return negatives
    }

    /// Copies the row constants that changed since the last pass into the program (all of them after
    /// a compile, a rollback or a change too wide to list).
    ///
    /// - Complexity: O(changed rows), or O(entries) after an overflow.
    private mutating func updateProgramConstants() {
        let box = programBox!  // compiled first (see `evaluateAll`)
        var constant = box.program.constant
        box.program.constant = []
        if constantsOverflowed || constant.count != box.program.order.count {
            constant = box.program.rowOf.map { rows[Int($0)].constant }
        } else {
            for r in changedConstantRows where Int(r) < box.program.entryOfRow.count {
                let entry = box.program.entryOfRow[Int(r)]
                if entry >= 0 { constant[Int(entry)] = rows[Int(r)].constant }
            }
        }
        box.program.constant = constant
        changedConstantRows.removeAllKeepingCapacity()
        constantsOverflowed = false
    }

    /// Looks up the row of each restricted symbol the program reads, once per change of the basis
    /// rather than once per pass: a resize changes constants only, and these lookups were half of a pass.
    ///
    /// - Complexity: O(terms of the program).
    private mutating func resolveRestrictedTerms() {
        let box = programBox!  // compiled first (see `evaluateAll`)
        var termRow = box.program.termRow
        box.program.termRow = []
        if termRow.count != box.program.termReference.count {
            termRow = [Int32](filled: -1, count: box.program.termReference.count)
        }
        symbols.withUnsafeBufferPointer { symbols in
        box.program.termReference.withUnsafeBufferPointer { reference in
        termRow.withUnsafeMutableBufferPointer { termRow in
            for k in reference.indices where reference[k] < 0 {
                termRow[k] = symbols[Int(-1 - reference[k])].basicRow
            }
        }}}
        box.program.termRow = termRow
        box.program.termRowVersion = restrictedBasisVersion
    }

    /// Flattens every external definition in children-first order (a depth-first postorder), and
    /// evaluates each as it is flattened, as a pass of the program would (the same values, memos and
    /// negatives, in the same order); returns the symbols whose value is negative.
    ///
    /// - Complexity: O(size of all external definitions).
    private mutating func compileProgram() -> [Int32] {
        // The sizes first, in one pass over the rows: each table is then written through a raw buffer
        // at its final size, where appending checked uniqueness per element and grew every table from
        // empty. A definition's free user variables read 0 and are left out, so the terms may come
        // out fewer than the rows hold.
        var entryCount = 0
        var termCapacity = 0
        rows.withUnsafeBufferPointer { rows in
            for row in rows where row.kind == .external {
                entryCount += 1
                termCapacity += Int(row.count)
            }
        }
        var order = [Int32](filled: 0, count: entryCount)
        var rowOf = [Int32](filled: 0, count: entryCount)
        var termStart = [Int32](filled: 0, count: entryCount + 1)
        var termReference = [Int32](filled: 0, count: termCapacity)
        var termCoefficient = [Double](filled: 0, count: termCapacity)
        // What a pass would bring up to date first (`updateProgramConstants`, `resolveRestrictedTerms`),
        // read here anyway.
        var constant = [Double](filled: 0, count: entryCount)
        var termRow = [Int32](filled: -1, count: termCapacity)
        // -1: not reached, -2: on the depth-first path, ≥ 0: position in `order`.
        var index = [Int32](filled: -1, count: symbols.count)
        var stack = Slab<(symbol: Int32, next: Int)>()
        swap(&stack, &dfsStack)
        defer { swap(&stack, &dfsStack) }
        stack.removeAll()
        var entry = 0
        var used = 0
        let generation = valueGeneration
        var negatives: [Int32] = []
        rows.withUnsafeBufferPointer { rows in
        symbols.withUnsafeBufferPointer { symbols in
        pool.withUnsafeBufferPointer { pool in
        largeBlocks.withUnsafeBases { large in
        order.withUnsafeMutableBufferPointer { order in
        rowOf.withUnsafeMutableBufferPointer { rowOf in
        termStart.withUnsafeMutableBufferPointer { termStart in
        termReference.withUnsafeMutableBufferPointer { termReference in
        termCoefficient.withUnsafeMutableBufferPointer { termCoefficient in
        constant.withUnsafeMutableBufferPointer { constant in
        termRow.withUnsafeMutableBufferPointer { termRow in
        index.withUnsafeMutableBufferPointer { index in
        symbolValues.withUnsafeMutableBufferPointer { memo in
        // A slab's base is never nil, even empty.
        let poolBase = pool.baseAddress.unsafelyUnwrapped
        for r in rows.indices where rows[r].kind == .external {
            let root = rows[r].basic
            if index[Int(root)] != -1 { continue }
            index[Int(root)] = -2
            stack.append((root, 0))
            while let (x, next) = stack.last {
                let defining = Int(symbols[Int(x)].basicRow)
                let row = rows[defining]
                let count = Int(row.count)
                // `termBase`, on the buffers this pass holds.
                let terms = row.isInLargeBlock
                    ? UnsafePointer(large[row.largeBlockSlot].unsafelyUnwrapped) : poolBase + Int(row.start)
                var i = next
                var descended = false
                while i < count {
                    let child = terms[i].symbol
                    i += 1
                    if symbols[Int(child)].kind == .external, symbols[Int(child)].basicRow >= 0, index[Int(child)] == -1 {
                        index[Int(child)] = -2
                        stack[stack.count - 1].next = i
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if descended { continue }
                stack.removeLast()
                index[Int(x)] = Int32(entry)
                order[entry] = x
                rowOf[entry] = Int32(defining)
                constant[entry] = rows[defining].constant
                var v = constant[entry]
                for k in 0..<count {
                    let term = terms[k]
                    let child = Int(term.symbol)
                    let childRow = symbols[child].basicRow
                    if symbols[child].kind == .external {
                        guard childRow >= 0 else { continue }  // a free variable reads 0
                        termReference[used] = index[child]
                        v += term.coefficient * memo[child].value
                    } else {
                        termReference[used] = -1 - term.symbol
                        termRow[used] = childRow
                        if childRow >= 0 { v += term.coefficient * rows[Int(childRow)].constant }
                    }
                    termCoefficient[used] = term.coefficient
                    used += 1
                }
                entry += 1
                termStart[entry] = Int32(used)
                memo[Int(x)].value = v
                memo[Int(x)].valueMark = generation
                if v < 0 { negatives.append(x) }
            }
        }
        }}}}}}}}}}}}}
        // Each external row defines its own external symbol, reached once: `entry` is `entryCount`
        // unless that invariant broke, and then the tables still end where the entries do.
        if entry < entryCount {
            order.removeLast(entryCount - entry)
            rowOf.removeLast(entryCount - entry)
            constant.removeLast(entryCount - entry)
            termStart.removeLast(entryCount - entry)
        }
        termReference.removeLast(termCapacity - used)
        termCoefficient.removeLast(termCapacity - used)
        termRow.removeLast(termCapacity - used)
        changedConstantRows.removeAllKeepingCapacity()
        constantsOverflowed = false
        var entryOfRow = [Int32](filled: -1, count: rows.count)
        for (entry, row) in rowOf.enumerated() { entryOfRow[Int(row)] = Int32(entry) }
        let compiled = EvaluationProgram(
            order: order, rowOf: rowOf, termStart: termStart, termReference: termReference,
            termCoefficient: termCoefficient, constant: constant, entryOfRow: entryOfRow, termRow: termRow,
            termRowVersion: restrictedBasisVersion, values: [Double](filled: 0, count: order.count),
            version: definitionVersion)
        if let box = programBox {
            box.program = compiled
        } else {
            programBox = EvaluationProgramBox(compiled)
        }
        needsFullEvaluation = false
        memosComputed = true
        return negatives
    }
}
