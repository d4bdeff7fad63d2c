/// A tableau row: `basic = constant + Σ coefficient · symbol`, or an objective `constant + Σ …`.
///
/// The terms live in the tableau's shared pool (`Tableau.pool[start ..< start + count]`), in a block of
/// `capacity` slots, so rows own no allocation of their own; only a row too long for the pool has a
/// block of its own, which a negative `start` names (see `Tableau.largeBlockSize`).
struct Row {
    // Widest field first, so that the row, one per constraint, packs without padding.
    var constant: Double
    /// The basic symbol, or -1 for objective rows.
    var basic: Int32
    /// The priority level of an objective row.
    var priority: Float
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
    var kind: RowKind
    /// The journal generation in which the row was last recorded (see `Tableau.touch`). It sits in the
    /// row's tail padding, so the mark costs nothing, where a table of its own cost room per row.
    var journalMark: UInt16 = 0

    init(kind: RowKind, basic: Int32, priority: Float = 0, constant: Double = 0) {
        self.kind = kind
        self.basic = basic
        self.priority = priority
        self.constant = constant
    }

    /// Whether the terms are in a large block of their own (see `LargeBlocks`) rather than in the pool.
    @inline(__always) var isInLargeBlock: Bool { start < 0 }

    /// The slot of the row's large block; meaningful only when `isInLargeBlock`.
    @inline(__always) var largeBlockSlot: Int { Int(-1 - start) }

    /// The `start` that names large block `slot`: negative, so that no pool position is one.
    @inline(__always) static func start(ofLargeBlock slot: Int) -> Int32 { Int32(-1 - slot) }
}
