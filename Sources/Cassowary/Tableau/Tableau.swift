/// The simplex tableau behind ``Solver``: integer symbols, sparse rows, a column index, and a strictly
/// lexicographic objective with one row per priority level.
///
/// It is a value type so that every algorithm runs as a mutating method with static exclusivity: the
/// solver pays one dynamic access check per public call, not one per array access. It is noncopyable
/// so that its hot tables can be ``Slab``s, written without `Array`'s uniqueness check, and so that a
/// non-mutating helper borrows it rather than taking a copy of the whole, large struct.
///
/// Representation (see the DocC article "Reading dump()"):
/// - restricted rows (basic slack, error, dummy or artificial) and objective rows are kept fully
///   substituted: their terms are parametric restricted symbols only;
/// - external rows define user variables and may refer to other basic symbols. Substituting a
///   definition into every row that mentions it is what makes classic Cassowary quadratic on chains of
///   views; here those references form an acyclic graph that is expanded only when a restricted row
///   needs it and evaluated (memoised) when values are read.
struct Tableau: ~Copyable {
    static let epsilon = 1.0e-8
    /// The level below every priority where split equalities' ties are settled (see `Tag`).
    static let tiePriority: Float = 0

    var symbols = Slab<SymbolInfo>()
    var freeSymbols: [Int32] = []
    var rows = Slab<Row>()
    var freeRows: [Int32] = []
    /// Every row's terms, each row in one block; freed blocks are reused by size class (log2 capacity).
    var pool = Slab<RowTerm>()
    /// The first free block of each size class, or -1; a free block's first slot holds, as its symbol,
    /// the start of the next block of its class. Lists of starts in arrays of their own added
    /// allocations to a table cell's first layout. Only as long as the largest class freed so far.
    var freeBlockHeads = Slab<Int32>()
    /// The blocks of rows too long for the pool (see `Row.isInLargeBlock` and `largeBlockSize`).
    var largeBlocks = LargeBlocks()
    /// Whether `compact()` has cut blocks to their rows' sizes or a full pool has split one: until then
    /// every block starts where the pool ended or where a block of its size started (see
    /// `invariantViolations()`).
    var hasCutBlocks = false
    /// The log2 of `largeBlockSize`; a byte in the padding after the flag above, where an `Int` made
    /// every solver larger.
    var largeBlockShift = UInt8(Tableau.largeBlockSize.trailingZeroBitCount)
    /// The log2 of `longSourceTerms`, beside the byte above.
    var longSourceShift = UInt8(Tableau.longSourceTerms.trailingZeroBitCount)
    /// A test's cap on every simplex run's pivots, plus one; 0 for none (see `pivotLimit`). A byte
    /// beside the two above, in padding.
    var pivotCapPlusOne: UInt8 = 0
    /// Reused buffer for a row's terms while another row is being changed.
    var rowScratch: [RowTerm] = []
    var entries = Slab<ColumnEntry>()
    var freeEntry: Int32 = -1

    /// Objective row of each priority level in use, and how many constraints' errors live there.
    var levels = ObjectiveLevels()

    /// Symbols whose objective coefficients changed since the last entering-candidate scan.
    var dirty: [Int32] = []
    /// Min-heap of candidate entering symbols (Bland's rule: smallest id first).
    var heap: [Int32] = []
    /// Basic symbols of restricted rows that went negative and wait for the dual simplex.
    var infeasible: [Int32] = []

    var tags: [Tag] = []
    /// Reused buffer for the merged terms of the constraint being added.
    var termBuffer = TermList()
    /// Reused buffer for an expansion's terms (see `expand`), swapped out by its caller for the call.
    var expansionBuffer = TermList()
    var freeTags: [Int32] = []
    var sequence: UInt64 = 0

    // Scratch sparse accumulator and DFS marks, indexed by symbol: the expansion scratch. It runs as
    // long as the per-symbol value arrays below while it is allocated; `compact()` releases it in a
    // small solver, and `beginAccumulation()` brings it back.
    var accumulator = Slab<Double>()
    var accumulatorMark = Slab<UInt32>()
    var accumulatorGeneration: UInt32 = 0
    var accumulatorList = Slab<Int32>()
    var visitMark = Slab<UInt32>()
    var visitGeneration: UInt32 = 0
    /// An expansion's roots followed by their topological order (see `expand`); empty between expansions.
    var expansionOrder = Slab<Int32>()
    var dfsStack = Slab<(symbol: Int32, next: Int)>()

    /// Memoised values of external symbols and the walks' marks, by symbol; any mutation bumps the
    /// value generation.
    var symbolValues = Slab<SymbolValue>()
    var valueGeneration: UInt32 = 1
    /// Every memoised value was invalidated at once since the last full evaluation pass.
    var needsFullEvaluation = true
    /// Some value was memoised since the last global invalidation.
    var memosComputed = false
    /// Symbols whose value may have changed since the last read: basic status or row constant changed.
    var seeds: [Int32] = []
    /// Reused buffer for the walk from the seeds (see `propagateSeeds()`).
    var seedQueue: [Int32] = []
    var seedGeneration: UInt16 = 0
    /// User symbols whose value may have changed since the last `takeChanges()`, and whether all may have.
    var changed: [Int32] = []
    var changedGeneration: UInt16 = 1
    var allChanged = true
    var evaluationStack = Slab<(Int32, Bool)>()
    /// Bumped whenever a user variable's definition changes; see `EvaluationProgram`.
    var definitionVersion: UInt64 = 0
    /// Bumped whenever a restricted symbol enters or leaves the basis; see `EvaluationProgram.termRow`.
    var restrictedBasisVersion: UInt64 = 0
    /// External rows whose constant changed since the program's copy of the constants was brought up to
    /// date (see `EvaluationProgram.constant`), and whether more changed than the list keeps.
    var changedConstantRows: [Int32] = []
    var constantsOverflowed = true
    /// The seeds of the last walk that gave up, and the definitions it walked (see `propagateSeeds()`).
    var wideSeeds: [Int32] = []
    var wideSeedsVersion: UInt64 = .max
    /// The compiled evaluation program, nil until the first compile (see `EvaluationProgramBox`).
    var programBox: EvaluationProgramBox?
    /// The number of entries of the compiled program, 0 before one is compiled.
    var programLength: Int { programBox?.program.order.count ?? 0 }

    /// Undo log of the add in progress, when that add may still fail.
    var journal: Journal?
    /// The generation of the current journal: a row whose `journalMark` equals it is recorded already.
    var journalGeneration: UInt16 = 0

    /// Defer primal optimisation to the end of a batch.
    var defersOptimization = false
    /// A removal left its re-optimisation to the next operation (``Solver/finishDeferredWork()`` or any
    /// other): the tableau is feasible, its objective maybe not minimal.
    var optimizationDeferred = false
    /// Primal simplex runs started, for tests that count solves.
    var optimizationRuns = 0
    /// Check invariants after every public operation (tests and debugging).
    var checksInvariants = false
    /// Whether `invariantViolations()` also recomputes each objective level from the errors it sums: on
    /// only where asked, as dense systems still drift from it (see `objectiveDrift`).
    var checksObjectiveLevels = false

    init() {}

    /// Makes room for a batch of `constraints` constraints that mention `terms` variable terms in all,
    /// bring in at most `variables` new variables and `markers` slack, error and dummy symbols (their
    /// errors `objectiveTerms` terms of the objective), and whose rows need about `blockTerms` pool
    /// slots, so that a batch does not regrow (and copy) every array many times over. Reserving the
    /// exact estimate, not a bound, keeps unused capacity (which counts against the memory budget like
    /// used bytes) out of long-lived arrays.
    mutating func reserveCapacity(
        constraints: Int, terms: Int, variables: Int, markers: Int, objectiveTerms: Int, blockTerms: Int
    ) {
        // A few more for the objective rows of the priority levels the batch brings in (a table cell's
        // four outgrew the room, and the grown array was cut back at compaction: two copies), and
        // their first blocks in the pool, which otherwise grew by a copy of the batch's terms.
        let rowCount = rows.count + constraints + Tableau.newLevelRoom
        let symbolCount = symbols.count + variables + markers
        rows.reserveCapacity(rowCount)
        pool.reserveCapacity(pool.count + blockTerms + Tableau.newLevelRoom * Tableau.levelRowRoom)
        tags.reserveCapacity(tags.count + constraints)
        symbols.reserveCapacity(symbolCount)
        entries.reserveCapacity(entries.count + terms + markers + objectiveTerms)
        if symbolValues.count < symbolCount { growScratch(by: symbolCount - symbolValues.count) }
    }

    /// Gives the scratch buffers an add fills room for `scratchRoom` elements when they have none: a
    /// new solver's, and those `compact()` released. Grown from empty, each was reallocated at 4, 8,
    /// 16 and 32 elements in a table cell's first layout; what they hold is dropped within the
    /// operation, so the room costs no memory past the next compaction (the seeds, which wait for the
    /// next read of values, keep theirs until then). The pivot's buffers (`heap`, `rowScratch`) get
    /// theirs at their first use instead: an add that pivots nothing (all of a table cell's) made
    /// and freed them for nothing.
    mutating func reserveScratch() {
        if dirty.capacity == 0 { dirty.reserveCapacity(Tableau.scratchRoom) }
        if accumulatorList.capacity == 0 { accumulatorList.reserveCapacity(Tableau.scratchRoom) }
        if expansionOrder.capacity == 0 { expansionOrder.reserveCapacity(Tableau.scratchRoom) }
        if termBuffer.capacity == 0 { termBuffer.reserveCapacity(Tableau.scratchRoom) }
        if expansionBuffer.capacity == 0 { expansionBuffer.reserveCapacity(Tableau.scratchRoom) }
        if dfsStack.capacity == 0 { dfsStack.reserveCapacity(Tableau.scratchRoom) }
        if seeds.capacity == 0 { seeds.reserveCapacity(Tableau.scratchRoom) }
    }

    static let scratchRoom = 32

    /// The terms a new level row has room for (see `retainedLevelRow(for:)`).
    static let levelRowRoom = 8

    /// The new priority levels a batch reserves room for: an app's 750 and 250, and a split
    /// equality's two priorities and tie level, are about as many as a table cell brings.
    static let newLevelRoom = 4

    /// Pool slots a new row of `count` terms takes: blocks come in powers of two, at least 2.
    static func blockSize(holding count: Int) -> Int {
        count <= 2 ? 2 : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
    }

    /// Makes room in `array` for `extra` more elements. Past what a batch reserved, it grows by a quarter
    /// rather than doubling: an estimate that falls a little short then costs one more copy, not a
    /// second array's worth of unused capacity.
    @inline(__always) static func makeRoom<Element>(in array: inout [Element], for extra: Int) {
        if let room = room(for: extra, count: array.count, capacity: array.capacity) { array.reserveCapacity(room) }
    }

    /// `makeRoom` for a slab.
    @inline(__always) static func makeRoom<Element>(in slab: inout Slab<Element>, for extra: Int) {
        if let room = room(for: extra, count: slab.count, capacity: slab.capacity) { slab.reserveCapacity(room) }
    }

    /// The capacity `makeRoom` reserves for `extra` more elements, or nil when they fit.
    @inline(__always) private static func room(for extra: Int, count: Int, capacity: Int) -> Int? {
        let needed = count + extra
        return needed > capacity ? needed + max(16, count / 4) : nil
    }

    /// Extends every per-symbol scratch array; they are indexed by symbol and may run ahead of it. The
    /// expansion scratch grows with them only while it is allocated.
    private mutating func growScratch(by extra: Int) {
        if !accumulator.isEmpty || symbolValues.isEmpty { growExpansionScratch(by: extra) }
        symbolValues.append(repeating: SymbolValue(), count: extra)
    }

    /// Extends the expansion scratch (see `accumulator`).
    mutating func growExpansionScratch(by extra: Int) {
        accumulator.append(repeating: 0, count: extra)
        accumulatorMark.append(repeating: 0, count: extra)
        visitMark.append(repeating: 0, count: extra)
    }

    /// Moves a mark generation on; on wrap-around every mark is cleared so no stale mark can match.
    static func advance(_ generation: inout UInt32, clearing marks: inout Slab<UInt32>) {
        generation &+= 1
        if generation == 0 {
            for i in marks.indices { marks[i] = 0 }
            generation = 1
        }
    }

    /// `advance` for a mark kept in `symbolValues`.
    static func advance<Mark: FixedWidthInteger & UnsignedInteger>(
        _ generation: inout Mark, clearing mark: WritableKeyPath<SymbolValue, Mark>, in values: inout Slab<SymbolValue>
    ) {
        generation &+= 1
        if generation == 0 {
            for i in values.indices { values[i][keyPath: mark] = 0 }
            generation = 1
        }
    }

    @inline(__always) static func nearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Int32 {
        if let id = freeSymbols.takeLast() {
            symbols[Int(id)] = SymbolInfo(kind: kind, owner: owner)
            journal?.createdSymbols.append(id)
            return id
        }
        let id = Int32(symbols.count)
        Tableau.makeRoom(in: &symbols, for: 1)
        symbols.append(SymbolInfo(kind: kind, owner: owner))
        if symbols.count > symbolValues.count { growScratch(by: max(64, symbols.capacity - symbolValues.count)) }
        journal?.createdSymbols.append(id)
        return id
    }

    /// Returns a symbol id to the free list; the caller guarantees no row mentions it.
    mutating func releaseSymbol(_ id: Int32) {
        symbols[Int(id)].isAlive = false
        symbols[Int(id)].owner = -1
        freeSymbols.append(id)
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { symbols[Int(s)].kind }
    @inline(__always) func basicRow(_ s: Int32) -> Int32 { symbols[Int(s)].basicRow }

    mutating func setBasic(_ s: Int32, row: Int32) {
        if symbols[Int(s)].kind == .external {
            definitionsChanged()
        } else {
            seeds.append(s)
            restrictedBasisVersion &+= 1
        }
        if journal != nil { journal!.basics.append((s, symbols[Int(s)].basicRow)) }
        symbols[Int(s)].basicRow = row
    }

    // MARK: Rows

    mutating func newRow(_ kind: RowKind, basic: Int32, priority: Float = 0, constant: Double = 0, capacity: Int = 0) -> Int32 {
        let id: Int32
        var row = Row(kind: kind, basic: basic, priority: priority, constant: constant)
        // A new row is not the journal's to restore: a reused one was recorded by `touch` just
        // before, and a created one is listed in `createdRows`.
        row.journalMark = journalGeneration
        if let free = freeRows.takeLast() {
            id = free
            touch(id)
            rows[Int(id)] = row
        } else {
            id = Int32(rows.count)
            Tableau.makeRoom(in: &rows, for: 1)
            rows.append(row)
            journal?.createdRows.append(id)
        }
        if capacity > 0 { reserveTerms(id, capacity) }
        if basic >= 0 { setBasic(basic, row: id) }
        return id
    }

    mutating func deleteRow(_ r: Int32) {
        touch(r)
        let basic = rows[Int(r)].basic
        let base = termBase(rows[Int(r)])
        for i in 0..<Int(rows[Int(r)].count) {
            let term = base[i]
            unlink(term.entry, symbol: term.symbol)
            noteObjectiveChange(r, term.symbol)
        }
        releaseTerms(r)
        rows[Int(r)].kind = .dead
        if basic >= 0, symbols[Int(basic)].basicRow == r { setBasic(basic, row: -1) }
        rows[Int(r)].basic = -1
        freeRows.append(r)
    }

    /// Records the row's state before its first change in the current journal.
    @inline(__always) mutating func touch(_ r: Int32) {
        guard journal != nil, rows[Int(r)].journalMark != journalGeneration else { return }
        rows[Int(r)].journalMark = journalGeneration
        journal!.rows.append((r, rows[Int(r)], Array(terms(r))))
    }

    // MARK: Term storage

    /// Row `r`'s terms, read in place: valid only until the pool next changes, so a loop that changes
    /// rows while it reads one copies its terms out first (as `addRow` does).
    @inline(__always) func terms(_ r: Int32) -> UnsafeBufferPointer<RowTerm> {
        let row = rows[Int(r)]
        return UnsafeBufferPointer(start: termBase(row), count: Int(row.count))
    }

    /// Where `row`'s terms start: in the pool, or in a large block of its own. Valid, like `terms`,
    /// until the row or the pool next grows.
    @inline(__always) func termBase(_ row: Row) -> UnsafeMutablePointer<RowTerm> {
        row.isInLargeBlock ? largeBlocks[row.largeBlockSlot] : pool.base + Int(row.start)
    }

    /// The smallest block a row takes outside the pool: 64 KiB of terms. A block that long costs its
    /// allocation next to nothing, and the pool then never grows, and is copied whole, for one row.
    static let largeBlockSize = 1 << 12

    /// `Tableau.largeBlockSize`, or a power of two that tests set so that small systems put most rows
    /// in large blocks (or, large, none).
    var largeBlockSize: Int {
        get { 1 << Int(largeBlockShift) }
        set { largeBlockShift = UInt8(newValue.trailingZeroBitCount) }
    }

    /// The term slots of the rows in large blocks (storage figures and tests).
    var largeBlockSlots: Int {
        rows.elements.reduce(0) { $1.kind != .dead && $1.isInLargeBlock ? $0 + Int($1.capacity) : $0 }
    }

    @inline(__always) func termCount(_ r: Int32) -> Int { Int(rows[Int(r)].count) }

    /// The term at `position` of row `r`.
    @inline(__always) func term(_ r: Int32, _ position: Int) -> RowTerm {
        termBase(rows[Int(r)])[position]
    }

    /// Gives row `r` room for `capacity` terms, moving them to a larger block when needed.
    mutating func reserveTerms(_ r: Int32, _ capacity: Int) {
        let old = rows[Int(r)]
        if Int(old.capacity) >= capacity { return }
        // Blocks are powers of two, except those `compact()` cut to their rows' exact size; a block
        // of any size is freed to the class of the power of two below it, so a reused block is never
        // shorter than asked.
        let size = Tableau.blockSize(holding: capacity)
        // A row in a large block stays out of the pool (it asks for less than `largeBlockSize` only
        // when a test raised the threshold since it moved there).
        if size >= largeBlockSize || old.isInLargeBlock { return moveToLargeBlock(r, size) }
        moveToPoolBlock(r, size)
    }

    /// Moves row `r`'s terms, wherever they are, to a new pool block of `size` terms, and gives back
    /// the old block.
    @inline(__always) private mutating func moveToPoolBlock(_ r: Int32, _ size: Int) {
        let old = rows[Int(r)]
        // Allocated before the old block is read: a pool that grows moves that block too.
        let start = allocateBlock(size)
        if old.isInLargeBlock {
            (pool.base + start).initialize(from: largeBlocks[old.largeBlockSlot], count: Int(old.count))
            largeBlocks.free(old.largeBlockSlot)
        } else {
            // Element by element: most moves are of a few terms, where a call to memcpy costs more.
            for i in 0..<Int(old.count) { pool[start + i] = pool[Int(old.start) + i] }
            if old.capacity > 0 { freeBlock(at: old.start, capacity: Int(old.capacity)) }
        }
        rows[Int(r)].start = Int32(start)
        rows[Int(r)].capacity = Int32(size)
    }

    /// `reserveTerms` (and `shrinkLargeBlock`) for a block of `size` terms, at least `largeBlockSize`:
    /// one of its own. Out of line, so that the pool's path is as short as before there were large
    /// blocks.
    @inline(never) private mutating func moveToLargeBlock(_ r: Int32, _ size: Int) {
        let old = rows[Int(r)]
        let slot = largeBlocks.allocate(capacity: size)
        largeBlocks[slot].initialize(from: termBase(old), count: Int(old.count))
        if old.capacity > 0 { freeBlock(of: old) }
        rows[Int(r)].start = Row.start(ofLargeBlock: slot)
        rows[Int(r)].capacity = Int32(size)
    }

    /// Moves row `r`, in a large block, to a block of twice its terms once it holds a quarter of it or
    /// less (to the pool, when that block is shorter than `largeBlockSize`), and frees the large one.
    /// Pivots of a large resize make rows dense for a while: a large shrink left hundreds of rows in
    /// blocks many times longer than their terms. The halved block leaves room to grow twice over
    /// before the row moves again, so moves stay amortised.
    @inline(never) mutating func shrinkLargeBlock(_ r: Int32) {
        let old = rows[Int(r)]
        guard Int(old.count) * 4 <= Int(old.capacity) else { return }
        let size = Tableau.blockSize(holding: 2 * Int(old.count))
        if size >= largeBlockSize { moveToLargeBlock(r, size) } else { moveToPoolBlock(r, size) }
    }

    /// Returns row `r`'s block to the free lists and empties the row.
    mutating func releaseTerms(_ r: Int32) {
        if rows[Int(r)].capacity > 0 { freeBlock(of: rows[Int(r)]) }
        rows[Int(r)].start = 0
        rows[Int(r)].count = 0
        rows[Int(r)].capacity = 0
    }

    /// Gives back `row`'s block: a large one to the allocator, a pool block to its free list.
    private mutating func freeBlock(of row: Row) {
        if row.isInLargeBlock {
            largeBlocks.free(row.largeBlockSlot)
        } else {
            freeBlock(at: row.start, capacity: Int(row.capacity))
        }
    }

    /// Puts a block on the free list of the size class below its capacity.
    private mutating func freeBlock(at start: Int32, capacity: Int) {
        let sizeClass = log2(capacity)
        if sizeClass >= freeBlockHeads.count {
            // Room for every class at once (pool positions are Int32s: at most 32 classes); grown a class
            // at a time, the heads were reallocated four times in a table cell's first layout.
            freeBlockHeads.reserveCapacity(32)
            freeBlockHeads.append(repeating: -1, count: sizeClass + 1 - freeBlockHeads.count)
        }
        pool[Int(start)].symbol = freeBlockHeads[sizeClass]
        freeBlockHeads[sizeClass] = start
    }

    private mutating func allocateBlock(_ size: Int) -> Int {
        let sizeClass = log2(size)
        if sizeClass < freeBlockHeads.count, freeBlockHeads[sizeClass] >= 0 {
            let start = freeBlockHeads[sizeClass]
            freeBlockHeads[sizeClass] = pool[Int(start)].symbol
            return Int(start)
        }
        let start = pool.count
        if start + size > pool.capacity { return allocateBlockInFullPool(size, sizeClass) }
        // Only the row's first `count` slots are ever read, each written before.
        pool.appendUninitialized(count: size)
        return start
    }

    /// `allocateBlock` once its class's list is empty and the pool has no room left: the front of the
    /// smallest larger free block, whose other halves go back to the free lists (a block of class j
    /// gives one of each class from `sizeClass` to j - 1), or else a grown pool's end.
    ///
    /// A row that grows by doubling (an objective level's, a row made dense by substitution) frees a
    /// block of every size below its last. Left whole, they made a long chain's pool grow more often,
    /// a copy of the pool each time. Looked for at every allocation, larger blocks slowed first layouts
    /// that had none to find; looked for here, once the pool is full, they cost those nothing.
    @inline(never) private mutating func allocateBlockInFullPool(_ size: Int, _ sizeClass: Int) -> Int {
        var taken = sizeClass + 1
        while taken < freeBlockHeads.count, freeBlockHeads[taken] < 0 { taken += 1 }
        if taken < freeBlockHeads.count {
            let start = Int(freeBlockHeads[taken])
            freeBlockHeads[taken] = pool[start].symbol
            for half in sizeClass..<taken { freeBlock(at: Int32(start + (1 << half)), capacity: 1 << half) }
            hasCutBlocks = true
            return start
        }
        let start = pool.count
        Tableau.makeRoom(in: &pool, for: size)
        pool.appendUninitialized(count: size)
        return start
    }

    @inline(__always) private func log2(_ power: Int) -> Int { Int.bitWidth - 1 - power.leadingZeroBitCount }

    // MARK: Columns

    mutating func link(row: Int32, position: Int32, symbol s: Int32) -> Int32 {
        let head = symbols[Int(s)].columnHead
        let node = ColumnEntry(row: row, position: position, prev: -1, next: head)
        let e: Int32
        if freeEntry >= 0 {
            e = freeEntry
            freeEntry = entries[Int(e)].next
            entries[Int(e)] = node
        } else {
            e = Int32(entries.count)
            Tableau.makeRoom(in: &entries, for: 1)
            entries.append(node)
        }
        if head >= 0 { entries[Int(head)].prev = e }
        symbols[Int(s)].columnHead = e
        symbols[Int(s)].columnCount += 1
        return e
    }

    mutating func unlink(_ e: Int32, symbol s: Int32) {
        let node = entries[Int(e)]
        if node.prev >= 0 { entries[Int(node.prev)].next = node.next } else { symbols[Int(s)].columnHead = node.next }
        if node.next >= 0 { entries[Int(node.next)].prev = node.prev }
        symbols[Int(s)].columnCount -= 1
        entries[Int(e)].row = -1
        entries[Int(e)].next = freeEntry
        freeEntry = e
    }

    /// Rows holding `s` as a term, in column order.
    @inline(__always) func columnRows(_ s: Int32) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(Int(symbols[Int(s)].columnCount))
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            out.append(entries[Int(e)].row)
            e = entries[Int(e)].next
        }
        return out
    }

    // MARK: Terms

    /// Position of `s` among row `r`'s terms, or -1. Walks whichever is shorter: the column or the row.
    @inline(__always) func position(of s: Int32, in r: Int32) -> Int {
        let count = symbols[Int(s)].columnCount
        if count == 0 { return -1 }
        if Int(count) <= termCount(r) {
            var e = symbols[Int(s)].columnHead
            while e >= 0 {
                let node = entries[Int(e)]
                if node.row == r { return Int(node.position) }
                e = node.next
            }
            return -1
        }
        let base = termBase(rows[Int(r)])
        for i in 0..<termCount(r) where base[i].symbol == s { return i }
        return -1
    }

    @inline(__always) func coefficient(of s: Int32, in r: Int32) -> Double {
        let p = position(of: s, in: r)
        return p < 0 ? 0 : term(r, p).coefficient
    }

    /// Bookkeeping after a term of row `r` changed: objective candidates, definition version.
    @inline(__always) mutating func noteObjectiveChange(_ r: Int32, _ s: Int32) {
        switch rows[Int(r)].kind {
        case .objective:
            if !symbols[Int(s)].isDirty {
                symbols[Int(s)].isDirty = true
                dirty.append(s)
            }
        case .external:
            definitionsChanged()
        default:
            break
        }
    }

    /// Appends a term the row does not hold yet.
    mutating func appendTerm(_ r: Int32, _ s: Int32, _ c: Double) {
        touch(r)
        let position = rows[Int(r)].count
        if position == rows[Int(r)].capacity { reserveTerms(r, Int(position) + 1) }
        let e = link(row: r, position: position, symbol: s)
        termBase(rows[Int(r)])[Int(position)] = RowTerm(symbol: s, entry: e, coefficient: c)
        rows[Int(r)].count = position + 1
        noteObjectiveChange(r, s)
    }

    mutating func removeTerm(_ r: Int32, at position: Int) {
        touch(r)
        let base = termBase(rows[Int(r)])
        let removed = base[position]
        unlink(removed.entry, symbol: removed.symbol)
        let last = Int(rows[Int(r)].count) - 1
        if position != last {
            let moved = base[last]
            base[position] = moved
            entries[Int(moved.entry)].position = Int32(position)
        }
        rows[Int(r)].count -= 1
        noteObjectiveChange(r, removed.symbol)
    }

    /// `row r += c · s`, dropping the term when it cancels.
    mutating func addTerm(_ r: Int32, _ s: Int32, _ c: Double) {
        let p = position(of: s, in: r)
        if p < 0 {
            if !Tableau.nearZero(c) { appendTerm(r, s, c) }
            return
        }
        let slot = termBase(rows[Int(r)]) + p
        let value = slot.pointee.coefficient + c
        if Tableau.nearZero(value) {
            removeTerm(r, at: p)
        } else {
            touch(r)
            slot.pointee.coefficient = value
            noteObjectiveChange(r, s)
        }
    }

    /// `row target += factor · row source` (terms and constant); the source's basic symbol is not added.
    ///
    /// An objective row is a sum of non-negative errors, so its coefficient on a free user variable is
    /// zero up to rounding; such terms are not added to objective rows, keeping them restricted-only.
    mutating func addRow(_ target: Int32, _ source: Int32, times factor: Double) {
        touch(target)
        rows[Int(target)].constant += factor * rows[Int(source)].constant
        noteConstantChange(target)
        if rows[Int(target)].basic >= 0 { seeds.append(rows[Int(target)].basic) }
        let count = termCount(source)
        if count >= longSourceTerms { return addLongRow(target, source, count: count, times: factor) }
        // Copied out first: adding terms to the target may move blocks around in the pool.
        var terms = rowScratch
        rowScratch = []
        terms.removeAllKeepingCapacity()
        if terms.capacity == 0 { terms.reserveCapacity(Tableau.scratchRoom) }
        terms.append(contentsOf: self.terms(source))
        let skipsExternal = rows[Int(target)].kind == .objective
        for term in terms {
            if skipsExternal, symbols[Int(term.symbol)].kind == .external { continue }
            addTerm(target, term.symbol, factor * term.coefficient)
        }
        rowScratch = terms
    }

    /// The source length from which `addRow` reserves the target's room at once and reads the source
    /// in place (`addLongRow`).
    static let longSourceTerms = 32

    /// `Tableau.longSourceTerms`, or a power of two that tests set so that every source is long (or
    /// none is).
    var longSourceTerms: Int {
        get { 1 << Int(longSourceShift) }
        set { longSourceShift = UInt8(newValue.trailingZeroBitCount) }
    }

    /// `addRow`'s terms for a source of `count >= longSourceTerms` terms, the row made dense that a
    /// pivot substitutes into the rows holding its entering symbol (the 10,000-view chain's first
    /// resize adds 30,000 terms to a row that held 2 and to a 20,000-term objective row).
    ///
    /// The source is read in place: once the target has room for every term the source may add, no
    /// block moves until the loop ends, where a copy of the source was as long again as the terms it
    /// added. A target that is not much longer than the source finds its
    /// terms through a map from symbol to position, one read where `position(of:in:)` walks the
    /// symbol's column, a few entries scattered over the whole index.
    private mutating func addLongRow(_ target: Int32, _ source: Int32, count: Int, times factor: Double) {
        let skipsExternal = rows[Int(target)].kind == .objective
        // Room for every term that may be new, at once: grown a term at a time, a long target (an
        // objective row taking in a dense definition) moved through every power-of-two block below its
        // final size, and the pool that holds them grew, and was copied, as many times.
        // A row this call moves to a large block is not moved back by it (below), even if the source
        // mostly cancels: a row that sources like that keep reaching moves out and back at most every
        // other call. Capping the room instead made the chain's first resize grow one objective row
        // through every block size again.
        let wasLarge = rows[Int(target)].isInLargeBlock
        reserveTerms(target, termCount(target) + count)
        Tableau.makeRoom(in: &entries, for: count)
        // Read after the reservation, the one step that may move the pool: what follows appends within
        // the target's room, removes, and links column entries, none of which moves a block.
        let sourceTerms = terms(source)
        if termCount(target) <= 4 * count {
            // The map is the expansion's accumulator, idle outside an add's expansion: no memory that a
            // resize would touch for the first time. A mapped position of -1 is a term removed here.
            beginAccumulation()
            for (p, term) in terms(target).enumerated() { mapPosition(term.symbol, p) }
            for term in sourceTerms {
                let s = term.symbol
                if skipsExternal, symbols[Int(s)].kind == .external { continue }
                let c = factor * term.coefficient
                let p = mappedPosition(s)
                if p < 0 {
                    if !Tableau.nearZero(c) {
                        appendTerm(target, s, c)
                        mapPosition(s, termCount(target) - 1)
                    }
                    continue
                }
                let slot = termBase(rows[Int(target)]) + p
                let value = slot.pointee.coefficient + c
                if Tableau.nearZero(value) {
                    // The last term takes the removed one's place.
                    let last = termCount(target) - 1
                    let moved = termBase(rows[Int(target)])[last].symbol
                    removeTerm(target, at: p)
                    if p != last { mapPosition(moved, p) }
                    mapPosition(s, -1)
                } else {
                    touch(target)
                    slot.pointee.coefficient = value
                    noteObjectiveChange(target, s)
                }
            }
        } else {
            for term in sourceTerms {
                if skipsExternal, symbols[Int(term.symbol)].kind == .external { continue }
                addTerm(target, term.symbol, factor * term.coefficient)
            }
        }
        // Where substitutions cancel terms in bulk, as the pivots of a large resize do to the rows
        // they made dense a moment before.
        if wasLarge, rows[Int(target)].isInLargeBlock { shrinkLargeBlock(target) }
    }

    /// Rewrites row `r` (basic b, holding `s`) as the definition of `s`; b becomes a parametric term.
    mutating func solveRow(_ r: Int32, for s: Int32) {
        touch(r)
        let p = position(of: s, in: r)
        let a = term(r, p).coefficient
        removeTerm(r, at: p)
        let factor = -1.0 / a
        rows[Int(r)].constant *= factor
        noteConstantChange(r)
        let base = termBase(rows[Int(r)])
        for i in 0..<termCount(r) {
            base[i].coefficient *= factor
        }
        // An external row's terms are a definition; `setBasic` below covers a change of basic user
        // variable. A restricted row's pivot changes no definition: the evaluation program reads
        // restricted rows live, and `setBasic` seeds both symbols whose values move. Recompiling
        // after every pivot made a resize that pivots once pay for a whole new program.
        if rows[Int(r)].kind == .external { definitionsChanged() }
        let old = rows[Int(r)].basic
        if old >= 0 {
            appendTerm(r, old, 1.0 / a)
            setBasic(old, row: -1)
        }
        rows[Int(r)].basic = s
        setBasic(s, row: r)
    }

    /// Replaces the basic symbol `s` of row `source` by its definition in every row that holds `s`.
    /// External rows are included only when asked: they may refer to basic symbols lazily.
    mutating func substituteOut(_ s: Int32, definedBy source: Int32, includingExternal: Bool) {
        // Walks `s`'s column list in place rather than a copy of it. Rewriting row t unlinks only t's
        // own entry for `s` (the source does not hold `s`, its basic symbol), so the next entry, read
        // first, stays in the list; and the entry gives the term's position without a search.
        var e = symbols[Int(s)].columnHead
        while e >= 0 {
            let node = entries[Int(e)]
            e = node.next
            let t = node.row
            if t == source { continue }
            let kind = rows[Int(t)].kind
            if kind == .external && !includingExternal { continue }
            let p = Int(node.position)
            let c = term(t, p).coefficient
            removeTerm(t, at: p)
            addRow(t, source, times: c)
            if kind == .restricted, rows[Int(t)].constant < 0 {
                infeasible.append(rows[Int(t)].basic)
            }
        }
    }

    /// `row r`'s basic leaves and `s` enters; `s` is substituted out of every restricted and objective row.
    mutating func pivot(_ r: Int32, entering s: Int32) {
        solveRow(r, for: s)
        substituteOut(s, definedBy: r, includingExternal: false)
    }

    // MARK: Objective levels

    /// The objective row of `priority`'s level, made when missing, counting no use.
    mutating func levelRow(for priority: Float) -> Int32 {
        levels.row(for: priority) ?? makeLevel(priority, users: 0)
    }

    /// Adds `factor · e` to the objective level, substituting e's row when e is basic.
    mutating func addToObjective(_ level: Int32, _ e: Int32, _ factor: Double) {
        let r = basicRow(e)
        if r >= 0 { addRow(level, r, times: factor) } else { addTerm(level, e, factor) }
    }

    /// Adds `sign` times the errors of `tag`'s constraint to the levels they weigh in (a split
    /// equality's at two priorities and the tie level): -1 as the constraint goes, 1 to rebuild.
    mutating func addErrorsToObjective(of tag: Tag, times sign: Double) {
        if tag.isSplit {
            addToObjective(levelRow(for: tag.abovePriority), tag.marker, sign)
            addToObjective(levelRow(for: tag.priority), tag.other, sign)
            let tie = levelRow(for: Tableau.tiePriority)
            addToObjective(tie, tag.marker, sign * Double(tag.sequence))
            addToObjective(tie, tag.other, -sign * Double(tag.sequence))
        } else if tag.priority < 1000 {
            let level = levelRow(for: tag.priority)
            if kind(tag.marker) == .error { addToObjective(level, tag.marker, sign) }
            if tag.other >= 0 { addToObjective(level, tag.other, sign) }
        }
    }

    /// The objective row of `priority`'s level, made when missing, counting one more constraint whose
    /// errors it holds: one search of the levels where finding the row and counting the use were two.
    mutating func retainedLevelRow(for priority: Float) -> Int32 {
        levels.retainRow(for: priority) ?? makeLevel(priority, users: 1)
    }

    /// Makes `priority`'s level and its objective row, with `users` uses counted.
    private mutating func makeLevel(_ priority: Float, users: Int) -> Int32 {
        // A level holds an error or two of each constraint at its priority: room for a few at once,
        // where a block grown from two terms moved up to three times in a table cell's first layout.
        let r = newRow(.objective, basic: -1, priority: priority, capacity: Tableau.levelRowRoom)
        levels.insert(priority, row: r, users: users)
        return r
    }

    mutating func releaseLevel(_ priority: Float) {
        if let r = levels.release(priority) { deleteRow(r) }
    }

    /// Records that row `r`'s constant changed, for the evaluation program's copy of the constants.
    @inline(__always) mutating func noteConstantChange(_ r: Int32) {
        guard rows[Int(r)].kind == .external, !constantsOverflowed else { return }
        // Past an eighth of the program, copying every constant again costs less than the list.
        if changedConstantRows.count >= max(64, programLength / 8) {
            constantsOverflowed = true
            changedConstantRows.removeAllKeepingCapacity()
        } else {
            changedConstantRows.append(r)
        }
    }

    /// Invalidates every memoised value at once (after a definition changed or a rollback).
    mutating func invalidateValues() {
        Tableau.advance(&valueGeneration, clearing: \.valueMark, in: &symbolValues)
        needsFullEvaluation = true
        memosComputed = false
        seeds.removeAllKeepingCapacity()
        allChanged = true
    }
}
