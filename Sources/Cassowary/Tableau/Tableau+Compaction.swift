extension Tableau {
    /// Gives back what growth left unused: every row's terms moved into one pool cut to their exact
    /// size (freed blocks and power-of-two rounding gone), the per-row, per-tag and per-symbol arrays
    /// trimmed to their length when their spare room exceeds an eighth, and the buffers that hold
    /// nothing between operations released (in a solver of at most `smallSolverSymbols` symbols, the
    /// expansion scratch too).
    ///
    /// A batch that builds a system grows rows one term at a time while it expands and pivots, so
    /// about two thirds of the pool it leaves behind are freed blocks and unused room. Nothing but
    /// memory changes: rows keep their terms in order, so column positions and every later choice of
    /// the simplex are the same. A row that grows again later moves to a power-of-two block.
    ///
    /// Skipped while a journal is open, since it records pool positions of the rows it may restore.
    /// - Complexity: O(rows + terms + symbols).
    mutating func compact() {
        guard journal == nil else { return }
        var total = 0
        for r in rows.indices where rows[r].kind != .dead { total += Int(rows[r].count) }
        // Each row's block is copied in one move (appending a slice per row was most of a small
        // solver's compaction).
        var packed = Slab<RowTerm>()
        packed.reserveCapacity(total)
        for r in rows.indices {
            let row = rows[r]
            guard row.kind != .dead, row.count > 0 else {
                rows[r].start = 0
                rows[r].capacity = 0
                continue
            }
            rows[r].start = Int32(packed.count)
            rows[r].capacity = row.count
            packed.append(copying: termBase(row), count: Int(row.count))
        }
        pool = packed
        // Long rows come into the pool too, cut like the rest; one that grows again leaves it.
        largeBlocks.removeAll()
        hasCutBlocks = true
        freeBlockHeads = Slab()
        Tableau.trim(&rows)
        Tableau.trim(&tags)
        Tableau.trim(&symbols)
        Tableau.trim(&entries)
        // Per-symbol scratch runs up to 64 entries ahead of the symbols (nearly double, in a small
        // solver); no symbol id reaches past `symbols.count`, so the rest is cut.
        Tableau.cut(&symbolValues, to: symbols.count)
        if symbols.count <= Tableau.smallSolverSymbols {
            // The expansion scratch is used only while a constraint is added or removed. A table cell
            // kept a fair share of its bytes in it; bringing it back costs less than the add.
            accumulator = Slab()
            accumulatorMark = Slab()
            visitMark = Slab()
        } else {
            Tableau.cut(&accumulatorMark, to: symbols.count)
            Tableau.cut(&visitMark, to: symbols.count)
            Tableau.cut(&accumulator, to: symbols.count)
        }
        // Buffers that hold nothing between operations are released; the next operation that needs one
        // grows it again. In a small solver (a table cell's) they are a fair share of its bytes.
        termBuffer = TermList()
        expansionBuffer = TermList()
        rowScratch = []
        accumulatorList = Slab()
        // Written out rather than looped over key paths, each a run-time key path access.
        if dirty.isEmpty { dirty = [] }
        if heap.isEmpty { heap = [] }
        if infeasible.isEmpty { infeasible = [] }
        if expansionOrder.isEmpty { expansionOrder = Slab() }
        if seeds.isEmpty { seeds = [] }
        seedQueue = []
        if changed.isEmpty { changed = [] }
        if dfsStack.isEmpty { dfsStack = Slab() }
        if evaluationStack.isEmpty { evaluationStack = Slab() }
    }

    /// The most symbols a solver has for `compact()` to release its expansion scratch, brought back by
    /// the next add. Past this, the zero-filled copy would be felt in an add.
    static let smallSolverSymbols = 1024

    /// Drops the elements of `slab` from `count` on and trims it.
    private static func cut<Element>(_ slab: inout Slab<Element>, to count: Int) {
        slab.truncate(to: count)
        trim(&slab)
    }

    /// `trim` for a slab.
    static func trim<Element>(_ slab: inout Slab<Element>) {
        if isWorthTrimming(count: slab.count, capacity: slab.capacity, stride: MemoryLayout<Element>.stride) {
            slab.shrinkToFit()
        }
    }

    /// Whether `array`'s spare room is more than an eighth of it and more than 64 bytes: counted in
    /// elements instead, the rule left a table cell's spare room for symbol records untrimmed.
    static func isWorthTrimming<Element>(_ array: [Element]) -> Bool {
        isWorthTrimming(count: array.count, capacity: array.capacity, stride: MemoryLayout<Element>.stride)
    }

    /// The rule of `isWorthTrimming(_:)` for any table of `count` elements in room for `capacity`.
    static func isWorthTrimming(count: Int, capacity: Int, stride: Int) -> Bool {
        (capacity - count) * stride > max(64, count * stride / 8)
    }

    /// Copies `array` into an allocation of its length when more than an eighth of it is spare room.
    ///
    /// Both trims allocate with `reserveCapacity`, for the reason `Array(filled:count:)` gives.
    static func trim<Element>(_ array: inout [Element]) {
        guard Tableau.isWorthTrimming(array) else { return }
        var trimmed: [Element] = []
        trimmed.reserveCapacity(array.count)
        trimmed.append(contentsOf: array)
        array = trimmed
    }

    /// `trim` for a table of objects: the references move to the new allocation and the old one is
    /// left holding `nil`s, so that trimming counts no references. Copying retained and then released
    /// every object, a cache miss each, which a large first layout felt. The move initializes the new
    /// allocation (a plain copy of the references): moving over `nil`s went through the runtime's
    /// generic assignment, a call per reference.
    static func trim<Object: AnyObject>(_ array: inout [Object?]) {
        guard Tableau.isWorthTrimming(array) else { return }
        let count = array.count
        if count == 0 {
            array = []
            return
        }
        var old: [Object?] = []
        swap(&old, &array)
        array = old.withUnsafeMutableBufferPointer { source in
            [Object?](unsafeUninitializedCapacity: count) { target, initialized in
                target.baseAddress!.moveInitialize(from: source.baseAddress!, count: count)
                // The source is left holding `nil`s, so that releasing it releases no object.
                source.baseAddress!.initialize(repeating: nil, count: count)
                initialized = count
            }
        }
    }
}
