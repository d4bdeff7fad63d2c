/// The constraints that name an item (a view or a guide) while no tree holds them: made and not yet
/// activated, deactivated, or left behind by a tree that went away.
///
/// Such a constraint does not retain its items, as UIKit's does not: a view that keeps a constraint
/// naming itself (`heightConstraint = heightAnchor.constraint(...)`) would otherwise never be freed.
/// Instead the item lists it here, and marks it as having no item when the item is freed, so that the
/// constraint never reads a freed object.
///
/// Invariant: entry `i` names a live constraint whose slot for that side (``LayoutConstraint``'s
/// `looseSlots`) is `i`. The constraint removes its entries before it is freed, and when a tree
/// installs it; the item empties the list when it is freed.
struct LooseConstraints {
    /// One side of one constraint.
    private struct Entry {
        unowned(unsafe) let constraint: LayoutConstraint
        let isSecond: Bool
    }

    private var entries: [Entry] = []

    /// Lists a side of `constraint` and returns its slot.
    ///
    /// - Complexity: Amortized O(1).
    mutating func add(_ constraint: LayoutConstraint, isSecond: Bool) -> Int32 {
        entries.append(Entry(constraint: constraint, isSecond: isSecond))
        return Int32(entries.count - 1)
    }

    /// Removes the entry at `slot`, moving the last entry into its place.
    ///
    /// - Complexity: O(1).
    mutating func remove(at slot: Int32) {
        let index = Int(slot)
        let last = entries.removeLast()
        guard index < entries.count else { return }
        entries[index] = last
        last.constraint.moveLooseSlot(isSecond: last.isSecond, to: slot)
    }

    /// Tells every listed constraint that the item is being freed, and empties the list.
    mutating func itemDidGo() {
        let gone = entries
        entries = []
        for entry in gone { entry.constraint.looseItemDidGo(isSecond: entry.isSecond) }
    }

    /// Every entry that breaks the invariant for the list of `item`, described (for tests).
    func violations(item: AnyObject) -> [String] {
        entries.indices.compactMap { index in
            let entry = entries[index]
            let slot = entry.isSecond ? entry.constraint.looseSlots.second : entry.constraint.looseSlots.first
            let side = entry.isSecond ? entry.constraint.second?.listingItem : entry.constraint.first.listingItem
            if Int(slot) != index { return "loose constraint entry \(index) has slot \(slot)" }
            if side !== item { return "loose constraint entry \(index) names another item" }
            return nil
        }
    }
}
