/// Blocks of row terms too long for the tableau's shared pool, each an allocation of its own.
///
/// A row made dense by substitution, or an objective level's row, grows by doubling to thousands of
/// terms. In the pool, a doubling that found no room grew the whole pool: a copy of every row's terms,
/// and on memory the process had not touched yet a page fault for each page of the copy (a long
/// chain's first resize grew its whole pool for each of two long rows).
/// A long row in a block of its own copies only itself when it grows.
struct LargeBlocks: ~Copyable {
    /// Each block's first term by slot, nil for a slot given back; a row names its block by slot, and
    /// knows its capacity. The empty slab alone is what a tableau without long rows pays.
    private var bases = Slab<UnsafeMutablePointer<RowTerm>?>()

    init() {}

    deinit {
        for slot in bases.indices { bases[slot]?.deallocate() }
    }

    /// The first term of the block in `slot`, which must be live.
    @inline(__always) subscript(slot: Int) -> UnsafeMutablePointer<RowTerm> {
        bases[slot].unsafelyUnwrapped
    }

    /// Whether `slot` names a live block.
    func isLive(_ slot: Int) -> Bool { slot >= 0 && slot < bases.count && bases[slot] != nil }

    /// The slots that name live blocks.
    var liveSlots: [Int] { bases.indices.filter { bases[$0] != nil } }

    /// A new block of `capacity` terms, left uninitialised; returns its slot. Slots given back are
    /// reused first: a tableau has a handful of long rows, so the search is short.
    mutating func allocate(capacity: Int) -> Int {
        let base = UnsafeMutablePointer<RowTerm>.allocate(capacity: capacity)
        for slot in bases.indices where bases[slot] == nil {
            bases[slot] = base
            return slot
        }
        bases.append(base)
        return bases.count - 1
    }

    /// Frees the block in `slot`.
    mutating func free(_ slot: Int) {
        bases[slot]?.deallocate()
        bases[slot] = nil
    }

    /// Frees every block: compaction has moved their rows into the pool.
    mutating func removeAll() {
        // Most tableaux never have a large block: nothing to free or to replace.
        if bases.isEmpty { return }
        for slot in bases.indices { bases[slot]?.deallocate() }
        bases = Slab()
    }

    /// Calls `body` with every slot's first term (nil where given back), read in place.
    func withUnsafeBases<R>(_ body: (UnsafeBufferPointer<UnsafeMutablePointer<RowTerm>?>) -> R) -> R {
        bases.withUnsafeBufferPointer(body)
    }
}
