import Foundation
internal import Cassowary

// What the engine knows of each constraint, read and written through the constraint's slot in
// `constraintTable` (see ``ConstraintTable``): a constraint with no record here reads as one the
// solver does not hold, not queued and not broken.
extension LayoutEngine {
    /// The solver's tag for `constraint`'s copy, -1 while it holds none.
    @inline(__always) func tag(of constraint: LayoutConstraint) -> Int32 {
        let slot = constraintTable.slot(of: constraint)
        return slot >= 0 ? constraintTable[slot].tag : -1
    }

    /// Whether `constraint` waits in the queue.
    @inline(__always) func isPending(_ constraint: LayoutConstraint) -> Bool {
        let slot = constraintTable.slot(of: constraint)
        return slot >= 0 && constraintTable[slot].isPending
    }

    /// Whether the engine lowered `constraint` below required to recover from a conflict.
    @inline(__always) func isBroken(_ constraint: LayoutConstraint) -> Bool {
        let slot = constraintTable.slot(of: constraint)
        return slot >= 0 && constraintTable[slot].isBroken
    }

    /// Marks `constraint` broken: the engine lowered it to recover from a conflict. The mark goes with
    /// its solver copy (``forgetSolverCopy(of:)``).
    func markBroken(_ constraint: LayoutConstraint) {
        constraintTable[constraintTable.slot(making: constraint)].isBroken = true
    }

    /// The views `constraint`'s solver copy reads.
    func views(of constraint: LayoutConstraint) -> NamedNodes {
        let slot = constraintTable.slot(of: constraint)
        return slot >= 0 ? constraintTable.views[Int(slot)] : NamedNodes()
    }

    /// The tags of a content size constraint's `size <= value` and `size >= value` sides, -1 for a side
    /// the solver does not hold; one tag twice while they are one split equality.
    func sideTags(of constraint: ContentSizeLayoutConstraint) -> (hug: Int32, resist: Int32) {
        let slot = constraintTable.slot(of: constraint)
        return slot >= 0 ? (constraintTable[slot].tag, constraintTable[slot].otherTag) : (-1, -1)
    }

    /// Whether the solver holds a content size constraint's two sides as one split equality (both
    /// priorities optional).
    func isSplit(_ constraint: ContentSizeLayoutConstraint) -> Bool {
        let (hug, resist) = sideTags(of: constraint)
        return hug >= 0 && hug == resist
    }

    /// The solver's tags for the copies of `constraint`: one for most constraints, a content size
    /// constraint's sides (one for both while they are split).
    func solverTags(of constraint: LayoutConstraint) -> [Int32] {
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0 else { return [] }
        let record = constraintTable[slot]
        if record.otherTag < 0 || record.otherTag == record.tag { return record.tag >= 0 ? [record.tag] : [] }
        return [record.tag, record.otherTag].filter { $0 >= 0 }
    }

    /// Swaps a solver copy's tag for another's (a broken copy's).
    func replaceSolverTag(of constraint: LayoutConstraint, _ old: Int32, with new: Int32) {
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0 else { return }
        if constraintTable[slot].tag == old { constraintTable[slot].tag = new }
        if constraintTable[slot].otherTag == old { constraintTable[slot].otherTag = new }
    }

    /// Forgets `constraint`'s solver copy (its tags, broken mark and views, each view released) and,
    /// unless it waits in the queue, its record.
    func forgetSolverCopy(of constraint: LayoutConstraint) {
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0 else { return }
        for node in constraintTable.views[Int(slot)] { release(node.view) }
        if constraintTable[slot].isPending {
            constraintTable[slot].tag = -1
            constraintTable[slot].otherTag = -1
            constraintTable[slot].isBroken = false
            constraintTable.views[Int(slot)] = NamedNodes()
        } else {
            constraintTable.remove(at: slot)
        }
    }
}
