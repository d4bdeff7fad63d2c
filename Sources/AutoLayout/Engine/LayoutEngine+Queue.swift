import Foundation
internal import Cassowary

// The constraint queue: activations and deactivations wait here for the next flush, which builds
// them into one batch (see `LayoutEngine+Commit.swift`), then marks the views that moved.
extension LayoutEngine {
    /// Queues every constraint installed in `subtree`, which has just joined the tree.
    func adopt(_ subtree: View) {
        subtree.forEachInSubtree { view in
            // The view holds its constraints, and queueing one changes no view.
            view.installedConstraints.forEachUnretained { constraint in
                if !isPending(constraint) { enqueue(constraint) }
            }
        }
    }

    /// Queues an activated constraint for the next flush.
    func enqueue(_ constraint: LayoutConstraint) {
        solverTouched = true
        constraintTable[constraintTable.slot(making: constraint)].isPending = true
        queue.append(constraint)
    }

    /// Takes a deactivated constraint out.
    func remove(_ constraint: LayoutConstraint) {
        solverTouched = true
        batch.noteRemoval(of: constraint)
        if constraint.isContentSize {
            return removeSides(of: unsafeDowncast(constraint, to: ContentSizeLayoutConstraint.self))
        }
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0 else { return }
        if constraintTable[slot].isPending {
            constraintTable[slot].isPending = false
            if constraintTable.isIdle(at: slot) { constraintTable.remove(at: slot) }
            return
        }
        // No tag yet: a commit built it and has not added it. Its views stay held until the commit's
        // `drop`, as the batch still names their variables.
        let tag = constraintTable[slot].tag
        guard tag >= 0 else { return }
        forgetHandles()
        removeDeferring(tag: tag)
        forgetSolverCopy(of: constraint)
    }

    /// Takes constraint `tag` out of the solver, its re-optimisation left to the next flush (or to the
    /// solver's next operation): a `deactivate` of many constraints, with the content size, floor and
    /// translated constraints of the views it lets go, or changes that remove some constraints and add
    /// others, share one solve.
    func removeDeferring(tag: Int32) {
        try? solver.remove(tag: tag, deferringOptimization: true)
        queue.noteDeferredRemoval()
    }

    /// The solver's row storage (term slots allocated, terms held): what a commit gives back, for tests.
    var termStorage: (slots: Int, terms: Int) { solver.termStorage }

    /// The solver's primal simplex runs so far, for tests that count solves.
    var solverOptimizationRuns: Int { solver.optimizationRuns }

    /// How many terms the solver keeps for `constraint`'s copy (nil while it holds none), for tests.
    func solverTermCount(of constraint: LayoutConstraint) -> Int? {
        solver.recordedTermCount(ofTag: tag(of: constraint))
    }

    /// The elements the batch buffers have room for between commits, for tests: none, since each
    /// commit releases them.
    var batchStorage: Int {
        batch.storage + own.storage
    }

    /// How many constraints have a record (held by the solver or queued), for tests.
    var constraintRecordCount: Int { constraintTable.records.indices.reduce(0) { constraintTable.isInUse($1) ? $0 + 1 : $0 } }

    /// `flush()` when it has something to do: the layout pass asks at every view it lays out, and
    /// after the first few nothing is left.
    @inline(__always) func flushIfNeeded() {
        // A tree awaiting adoption has `solverTouched` set too, until the flush that adopts it: no third
        // test for every view of every pass.
        if solverTouched || !queue.queued.isEmpty || !conflictLog.isEmpty || failedInternally { flush() }
    }

    /// Builds and adds the queued constraints in one batch, then marks the views that moved.
    func flush() {
        if queue.hasConstraints {
            // Read once for the whole build: through the root's role, each read was a retain, a copy
            // and a release per constraint. A change of the host's direction rebuilds the engine.
            let resolver = AttributeResolver(host: hostLayoutDirection)
            if queue.takeAdoption() {
                // The activations the root counted are room for the tree's constraints at once (more
                // when some were deactivated since, fewer when a subtree came with its own; capped so
                // that a long-lived root's count cannot reserve without bound). Growth covers the rest.
                let expected = Int(min(root.activationCounter, 1 << 16))
                // Two terms each, and a small tree half as many again: its constraints average more (a
                // trailing or bottom edge adds the size), and a copy of the buffer is felt in a cell's
                // first layout. A large tree's room is not raised: its copy costs nothing measurable,
                // and a larger block changed how the allocator gave memory back between layouts, so
                // that each layout took fresh pages from the system again.
                batch.reserve(adding: expected, terms: LayoutEngine.termRoom(for: expected))
                constraintTable.reserveCapacity(adding: expected)
                // A view a layout places is named by two or more of its constraints, so half of them bound
                // the views the build registers. Grown from empty, the two per-view lists were
                // reallocated several times in a table cell's first layout; a large tree's lists
                // still grow by doubling from there, for the reason above.
                let views = min(expected / 2 + 2, 64)
                registry.reserveCapacity(adding: views)
                own.awaiting.reserveCapacity(views)
                root.forEachInSubtree { view in
                    // The view's list is iterated as it was: a constraint installed meanwhile (a system
                    // guide's, made by a build) is queued, as is every one activated since the engine
                    // was made; the queue builds those after the tree's, in the order they came.
                    view.installedConstraints.forEachUnretained { constraint in
                        if !isPending(constraint) { build(constraint, in: view, resolver) }
                    }
                }
            }
            // Building a constraint can make a system guide whose own constraints join the queue; they
            // go into the same batch.
            while !queue.queued.isEmpty {
                let queued = queue.takeQueued()
                // Each queued constraint adds one to the batch: room for all of them at once, where
                // appending grew the buffers by doubling (a table cell's first layout reallocated them five times).
                // Terms as for the tree's constraints: growth covers the rest.
                batch.reserve(adding: queued.count, terms: LayoutEngine.termRoom(for: queued.count))
                constraintTable.reserveCapacity(adding: queued.count)
                // The queue holds the constraints, and their containers hold them.
                queued.forEachUnretained { constraint in
                    let slot = constraintTable.slot(of: constraint)
                    guard slot >= 0, constraintTable[slot].isPending else { return }
                    constraintTable[slot].isPending = false
                    guard constraint.isActive, let container = constraint.containerReference else {
                        if constraintTable.isIdle(at: slot) { constraintTable.remove(at: slot) }
                        return
                    }
                    container.withBorrowed { build(constraint, in: $0, resolver) }
                }
            }
            commit()
        }
        // Removals deferred their re-optimisation to here (a commit's add has already done it).
        if queue.takeDeferredRemovals() {
            do throws(SolverError) { try solver.finishDeferredWork() } catch { noteInternalFailure(error) }
        }
        if failedInternally {
            failedInternally = false
            if !isRecovery {
                startOver()
                return
            }
        }
        markMovedViews()
        if !conflictLog.isEmpty { reportConflicts() }
        checkInvariants()
    }

    /// Records a failure of the solver's own (reported by the caller), for the next flush.
    func noteInternalFailure(_ error: some Error) {
        // One report a flush: the solver then fails the operations after the first too, until the run
        // that was cut short finishes.
        guard !failedInternally else { return }
        // A batch's failure wraps the solver's error; its text is the solver's.
        let described: any Error = if case .refused(_, let inner)? = error as? RawAddFailure { inner } else { error }
        root.report(LayoutDiagnostic(kind: .internalError, message: "Layout engine: \(described)"))
        failedInternally = true
    }

    /// Lays the tree out in a new engine, after this one's solver failed on its side.
    ///
    /// Such a failure (rounding on a large dense system that stops a simplex run) leaves the solver
    /// consistent but its values possibly wrong, and a constraint whose add failed out of it: laid out
    /// from that, the tree would keep wrong frames until a change happened to repair them. A new solver
    /// starts from exact rows. Only once: the new engine's own first flush goes on whatever happens.
    private func startOver() {
        rebuild()
        guard let fresh = root.engineStorage, fresh !== self else { return }
        fresh.isRecovery = true
        fresh.flush()
        fresh.isRecovery = false
    }

    /// The batch's room for the terms of `count` constraints; see `flush()`.
    private static func termRoom(for count: Int) -> Int { 2 * count + min(count / 2, 64) }
}
