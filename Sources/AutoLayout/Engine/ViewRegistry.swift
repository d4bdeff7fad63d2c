/// The engine's table of the views it lays out: one slot per registered view, reused once freed.
///
/// It owns each view's record (``LayoutEngine/Registration``: uses, cached handles, floors) and the
/// view's own constraints (``LayoutEngine/OwnConstraints``), both at the view's slot. The engine decides
/// when a view comes and goes and what that adds to or takes out of the solver; the registry only keeps
/// the table, so that a view holds nothing but its slot.
struct ViewRegistry {
    /// The records, by slot; nil at a free slot.
    private(set) var slots: [LayoutEngine.Registration?] = []
    /// The own constraints, by slot; empty at a free slot.
    var ownConstraints: [LayoutEngine.OwnConstraints] = []
    /// The slots free for the next view, most recently freed last.
    var freeSlots: [Int] = []

    /// The record at a slot in use.
    @inline(__always) subscript(slot: Int) -> LayoutEngine.Registration {
        get { slots[slot]! }
        _modify { yield &slots[slot]! }
    }

    /// Gives `view` a slot, held by one use, and returns it.
    mutating func add(_ view: borrowing View) -> Int {
        let slot = freeSlots.popLast() ?? slots.count
        if slot == slots.count {
            slots.append(nil)
            ownConstraints.append(LayoutEngine.OwnConstraints())
        }
        var registration = LayoutEngine.Registration(view: view)
        registration.references = 1
        slots[slot] = registration
        return slot
    }

    /// Frees a slot in use: its record and own constraints go, and the slot goes to the next view.
    mutating func remove(at slot: Int) {
        slots[slot] = nil
        ownConstraints[slot] = LayoutEngine.OwnConstraints()
        freeSlots.append(slot)
    }

    /// Makes room for `count` more views.
    mutating func reserveCapacity(adding count: Int) {
        slots.reserveCapacity(slots.count + count)
        ownConstraints.reserveCapacity(ownConstraints.count + count)
    }

    /// Every broken invariant of the table, described, for `engine`'s self-check.
    func invariantViolations(engine: LayoutEngine) -> [String] {
        var violations: [String] = []
        if ownConstraints.count != slots.count {
            violations.append("\(slots.count) slots but \(ownConstraints.count) own-constraint records")
        }
        let free = Set(freeSlots)
        for index in slots.indices {
            guard let registration = slots[index] else {
                if !free.contains(index) { violations.append("slot \(index) is empty but not free") }
                if index < ownConstraints.count, !ownConstraints[index].isEmpty {
                    violations.append("empty slot \(index) keeps own constraints")
                }
                continue
            }
            if free.contains(index) { violations.append("slot \(index) is in use and free") }
            let view = registration.view.view
            if view.engineIndex != index { violations.append("slot \(index) holds a view at slot \(view.engineIndex)") }
            if view.registeringEngine !== engine { violations.append("slot \(index) holds a view of another engine") }
            if registration.references <= 0 { violations.append("slot \(index) is held with no use") }
        }
        return violations
    }
}
