/// What waits for the engine's next flush: the constraints activated since the last one, whether the
/// tree's installed constraints are still to be adopted, and whether removals left their
/// re-optimisation to the flush.
///
/// It keeps only the order and the flags; the flush decides what each constraint becomes
/// (`LayoutEngine+Queue`), and a constraint's queued mark lives in its record (``ConstraintTable``).
struct ConstraintQueue {
    /// The constraints activated since the last flush, in the order they came; the queue holds them.
    private(set) var queued: [LayoutConstraint] = []
    /// Whether the constraints installed in the tree when the engine was made are still to be built.
    private(set) var awaitsAdoption = false
    /// Whether a constraint was removed since the last flush with its re-optimisation deferred to it.
    private(set) var removalsDeferred = false

    /// Whether the next flush has constraints to build.
    var hasConstraints: Bool { awaitsAdoption || !queued.isEmpty }

    /// Queues a constraint for the next flush.
    mutating func append(_ constraint: LayoutConstraint) {
        queued.append(constraint)
    }

    /// The queued constraints, oldest first; the queue is empty afterwards.
    mutating func takeQueued() -> [LayoutConstraint] {
        defer { queued = [] }
        return queued
    }

    /// Marks the tree's installed constraints as still to be built (a new engine).
    mutating func awaitAdoption() {
        awaitsAdoption = true
    }

    /// Whether the tree's installed constraints were still to be built; they are not afterwards.
    mutating func takeAdoption() -> Bool {
        defer { awaitsAdoption = false }
        return awaitsAdoption
    }

    /// Notes a removal whose re-optimisation waits for the flush.
    mutating func noteDeferredRemoval() {
        removalsDeferred = true
    }

    /// Whether a removal deferred its re-optimisation; none has afterwards.
    mutating func takeDeferredRemovals() -> Bool {
        defer { removalsDeferred = false }
        return removalsDeferred
    }
}
