/// Per-symbol bookkeeping, stored contiguously and indexed by the symbol's integer id.
struct SymbolInfo {
    var kind: SymbolKind
    var isAlive = true
    /// Queued in `Tableau.dirty` because an objective coefficient changed.
    var isDirty = false
    /// Present in the entering-candidate heap.
    var inHeap = false
    /// The row in which the symbol is basic, or -1 when it is parametric.
    var basicRow: Int32 = -1
    /// First column entry (rows that hold the symbol as a term), -1 when none.
    var columnHead: Int32 = -1
    var columnCount: Int32 = 0
    /// `owner` for a marker or error symbol, `references` for an external one: no symbol has both, and
    /// one field for the two keeps the record smaller.
    private var ownerOrReferences: Int32

    @inline(__always) init(kind: SymbolKind, owner: Int32) {
        self.kind = kind
        ownerOrReferences = kind == .external ? 0 : owner
    }

    /// The constraint tag a marker or error symbol belongs to, -1 otherwise.
    var owner: Int32 {
        get { kind == .external ? -1 : ownerOrReferences }
        set { if kind != .external { ownerOrReferences = newValue } }
    }

    /// How many constraints mention this external symbol (0 for other symbols).
    var references: Int32 {
        get { kind == .external ? ownerOrReferences : 0 }
        set { if kind == .external { ownerOrReferences = newValue } }
    }
}
