/// The engine's table of the layout constraints it holds or has queued: one slot per constraint,
/// reused once freed.
///
/// A constraint keeps only its slot (`LayoutConstraint.engineSlot`); what the engine knows of it (the
/// solver's tags for its copy, the constant base, the views the copy names, whether it waits in the
/// queue or was broken) is its record here. A record names its constraint by identity, never by
/// reference: a slot read through a constraint counts only when the record at it names that
/// constraint, so a slot left from an engine the tree dropped, or from before the constraint left,
/// finds nothing, and nothing on the constraint is ever cleared by hand.
struct ConstraintTable {
    /// What the engine knows of one constraint.
    struct Record {
        /// The address of the constraint the record belongs to (never read through); 0 at a free slot.
        var owner: UInt
        /// The solver's tag for its copy, -1 while it holds none; of a content size constraint, the
        /// tag of `size <= value` (both sides' while they are one split equality).
        var tag: Int32 = -1
        /// Of a content size constraint, the tag of `size >= value`; -1 otherwise.
        var otherTag: Int32 = -1
        /// The part of the solver copy's constant that comes from the attributes (margins; halves of
        /// sizes are in the terms), so that a new `constant` maps to `base - constant`.
        var constantBase: Double = 0
        /// Whether the constraint waits in the engine's queue.
        var isPending = false
        /// Whether the engine lowered this required constraint to recover from a conflict.
        var isBroken = false

        init(owner: UInt) {
            self.owner = owner
        }

    }

    /// The records, by slot; a free slot's has owner 0 (not optional: an optional record's tag byte
    /// took its stride a word further).
    private(set) var records: [Record] = []
    /// The views each constraint's solver copy reads, each counted once per read, by slot: beside the
    /// records rather than in them, so that a record is trivially copied.
    var views: [NamedNodes] = []
    /// The slots free for the next constraint, most recently freed last.
    private var freeSlots: [Int32] = []

    /// The slot of `constraint`'s record in this table, -1 when it has none here.
    @inline(__always) func slot(of constraint: LayoutConstraint) -> Int32 {
        let slot = constraint.engineSlot
        guard slot >= 0, Int(slot) < records.count, records[Int(slot)].owner == ConstraintTable.owner(constraint) else {
            return -1
        }
        return slot
    }

    /// The owner a record names `constraint` by.
    @inline(__always) static func owner(_ constraint: LayoutConstraint) -> UInt {
        UInt(bitPattern: ObjectIdentifier(constraint))
    }

    /// Whether the record at a slot in use holds nothing but its owner: no tag or views, not queued or
    /// broken, so that freeing it loses nothing.
    func isIdle(at slot: Int32) -> Bool {
        let record = records[Int(slot)]
        return record.tag < 0 && record.otherTag < 0 && !record.isPending && !record.isBroken && views[Int(slot)].isEmpty
    }

    /// Whether the slot holds a record.
    @inline(__always) func isInUse(_ slot: Int) -> Bool { records[slot].owner != 0 }

    /// The record at a slot in use.
    @inline(__always) subscript(slot: Int32) -> Record {
        get { records[Int(slot)] }
        _modify { yield &records[Int(slot)] }
    }

    /// The slot of `constraint`'s record, made now if it has none here.
    mutating func slot(making constraint: LayoutConstraint) -> Int32 {
        let existing = slot(of: constraint)
        if existing >= 0 { return existing }
        let record = Record(owner: ConstraintTable.owner(constraint))
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
            views.append(NamedNodes())
        }
        constraint.engineSlot = slot
        return slot
    }

    /// Frees a slot in use; the slot goes to the next constraint.
    mutating func remove(at slot: Int32) {
        records[Int(slot)] = Record(owner: 0)
        views[Int(slot)] = NamedNodes()
        freeSlots.append(slot)
    }

    /// Makes room for `count` more constraints, growing at least by doubling: the table lives as long
    /// as the engine, and exact room for each flush's few would copy it every time.
    mutating func reserveCapacity(adding count: Int) {
        let needed = records.count + count - freeSlots.count
        if needed > records.capacity {
            records.reserveCapacity(max(needed, 2 * records.capacity))
            views.reserveCapacity(records.capacity)
        }
    }

    /// Every broken invariant of the table, described, for the engine's self-check.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if views.count != records.count { violations.append("\(records.count) constraint records but \(views.count) view lists") }
        let free = Set(freeSlots)
        if free.count != freeSlots.count { violations.append("a constraint slot is free twice") }
        for index in records.indices {
            let isFree = free.contains(Int32(index))
            if !isInUse(index), !isFree { violations.append("constraint slot \(index) is empty but not free") }
            if isInUse(index), isFree { violations.append("constraint slot \(index) is in use and free") }
            if !isInUse(index), !views[index].isEmpty { violations.append("empty constraint slot \(index) holds views") }
        }
        return violations
    }
}
