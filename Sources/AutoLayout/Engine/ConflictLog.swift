/// The engine's record of the conflicts it recovered from in one flush, kept until they are reported
/// once the solver holds everything (so that their explanations read the layout that resulted).
///
/// It owns the pending conflicts and, while the size floors of a layout pass go in, the layout
/// constraint of each solver tag: no layout constraint gains a tag then but a broken one, so the
/// owners are found once for all of that pass's conflicts. The policy of what breaks is the engine's
/// (`LayoutEngine+Conflicts`); this only keeps what it decided.
struct ConflictLog {
    /// The conflicts recovered from since the last report, oldest first.
    private var pending: [LayoutEngine.PendingConflict] = []
    /// Whether the size floors of a layout pass are going in.
    private(set) var isAddingFloors = false
    /// While floors go in, the layout constraint of each solver tag, found at the first conflict.
    private var ownerByTag: [Int32: LayoutConstraint]?

    /// Whether no conflict waits to be reported.
    var isEmpty: Bool { pending.isEmpty }

    /// Records a conflict to report at the end of the flush.
    mutating func record(_ conflict: LayoutEngine.PendingConflict) {
        pending.append(conflict)
    }

    /// The conflicts to report, oldest first; the log is empty afterwards.
    mutating func takePending() -> [LayoutEngine.PendingConflict] {
        defer { pending = [] }
        return pending
    }

    /// Marks the start of a layout pass's floors.
    mutating func beginFloors() {
        isAddingFloors = true
    }

    /// Marks their end: the owners found for them go, since later changes retag constraints.
    mutating func endFloors() {
        isAddingFloors = false
        ownerByTag = nil
    }

    /// The owners of `tags` while floors go in, found by `find` at the first call of the pass; nil
    /// at any other time, when the caller looks them up itself.
    mutating func ownersWhileAddingFloors(
        of tags: [Int32], finding find: () -> [Int32: LayoutConstraint]
    ) -> [LayoutConstraint?]? {
        guard isAddingFloors else { return nil }
        if ownerByTag == nil { ownerByTag = find() }
        return tags.map { ownerByTag?[$0] }
    }

    /// Notes that the solver re-added `constraint` under `new` in place of `old` (it was broken).
    mutating func noteRetagged(_ constraint: LayoutConstraint, from old: Int32, to new: Int32) {
        // Outside a floor pass there is no table, and both writes do nothing.
        ownerByTag?[old] = nil
        if ownerByTag?[new] == nil { ownerByTag?[new] = constraint }
    }
}
