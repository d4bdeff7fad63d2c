import Foundation
internal import Cassowary

/// The solver of one view tree and the bookkeeping that maps views and constraints onto it.
///
/// Activating a constraint only queues it; the queue is built and added to the solver as one batch,
/// with one optimisation, when the tree is next laid out. A view gets four variables (its frame in its
/// superview's coordinates) while some constraint needs them; views laid out by frame alone cost nothing.
final class LayoutEngine {
    /// A view the engine refers to without keeping it alive: the tree's root owns the engine and the
    /// tree owns its views, so a view outlives its slot (views leave the engine before the tree).
    struct Slot {
        private let reference: Unmanaged<View>
        /// `view` is borrowed: an initializer's arguments are otherwise passed owned, a retain and a
        /// release per slot made.
        init(view: borrowing View) { reference = .passUnretained(copy view) }
        var view: View { reference.takeUnretainedValue() }
        /// Calls `body` with the view without retaining it (the tree keeps it alive), for the loops
        /// that visit every moved view.
        @inline(__always) func withView<Result>(_ body: (View) -> Result) -> Result {
            reference._withUnsafeGuaranteedRef(body)
        }
    }

    /// What a solver constraint of a batch belongs to, so that its tag can be stored and a conflict
    /// mapped back.
    enum Owner {
        case constraint(LayoutConstraint)
        /// A constraint built into the batch from the tree, unretained: its container holds it, and
        /// `remove(_:)` keeps one that leaves its container during the commit (see `leftDuringCommit`).
        /// Retained, each cost an atomic increment and decrement (about 6 ns each here, where the
        /// rest of building a constraint's row is a few hundred instructions).
        case built(Unmanaged<LayoutConstraint>)
        /// A content size constraint's `size <= value`.
        case hug(ContentSizeLayoutConstraint)
        /// A content size constraint's `size >= value`.
        case resist(ContentSizeLayoutConstraint)
        /// A content size constraint's two sides as one split equality.
        case contentSize(ContentSizeLayoutConstraint)
        case floor(Slot, Int)
        /// An owner whose tag was stored and which was let go (see `assignAddedTags`).
        case assigned

        /// The layout constraint it belongs to; nil for a floor, or an owner already assigned.
        var constraint: LayoutConstraint? {
            switch self {
            case .constraint(let constraint): constraint
            case .built(let constraint): constraint.takeUnretainedValue()
            case .hug(let constraint), .resist(let constraint), .contentSize(let constraint): constraint
            case .floor, .assigned: nil
            }
        }

        /// Stores the tag of the solver constraint made for this owner; returns false, storing nothing,
        /// when its constraint was deactivated, or queued again, since it was built into the batch.
        @discardableResult func assign(_ tag: Int32) -> Bool {
            switch self {
            case .constraint(let constraint):
                guard constraint.storedActive, !constraint.enginePending else { return false }
                constraint.solverTag = tag
            case .built(let constraint):
                return constraint._withUnsafeGuaranteedRef { constraint in
                    guard constraint.storedActive, !constraint.enginePending else { return false }
                    constraint.solverTag = tag
                    return true
                }
            case .hug(let constraint):
                guard constraint.storedActive else { return false }
                constraint.hug = tag
            case .resist(let constraint):
                guard constraint.storedActive else { return false }
                constraint.resist = tag
            case .contentSize(let constraint):
                guard constraint.storedActive else { return false }
                constraint.hug = tag
                constraint.resist = tag
            // A view that is no longer eligible (a guide's body) keeps no floor.
            case .floor(let slot, let axis): slot.withView { if $0.sizeFloor.isEligible { $0.sizeFloor[axis] = tag } }
            case .assigned: return false
            }
            return true
        }
    }

    let solver = Solver()
    // Stored state is `@exclusivity(unchecked)` for the reason given on `View`'s.
    /// Whether the solver changed since the moved views were last marked; layout passes flush at every
    /// view that lays out, and most of those flushes have nothing to do.
    @exclusivity(unchecked) var solverTouched = true
    /// Whether the constraints installed in the tree when the engine was made are still to be built
    /// (declared here, it sits in the padding after the flag above).
    @exclusivity(unchecked) private var treeAwaitsAdoption = false
    /// Whether a solver operation failed on the solver's side (a simplex run cut short, not a
    /// conflict) since the last flush, which then starts over from the tree in a new solver.
    @exclusivity(unchecked) private var failedInternally = false
    /// Whether this engine is laying out for the first time after its predecessor failed so: failing
    /// too, it reports and goes on rather than start over again.
    @exclusivity(unchecked) private var isRecovery = false
    /// Bumped whenever a solver constraint is removed: the solver may then forget a variable and give
    /// it a new handle later, so handles cached by views from an older epoch are read again.
    @exclusivity(unchecked) private(set) var handleEpoch = 0
    unowned(unsafe) let root: View
    /// The interface direction of the host (the root window's), which views with an unspecified
    /// semantic content attribute follow.
    var hostLayoutDirection: UserInterfaceLayoutDirection {
        root.hostWindow?.layoutDirection ?? .leftToRight
    }
    @exclusivity(unchecked) var slots: [Slot?] = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    @exclusivity(unchecked) private var pending: [LayoutConstraint] = []
    /// The constraints built since the last commit, by their parts: the solver keeps their terms in
    /// its own store, so a constraint costs no solver object, term array or identity-map entry.
    @exclusivity(unchecked) private var batch = ConstraintBatch()
    @exclusivity(unchecked) private var owners: [Owner] = []
    /// Constraints taken out while the batch holds them unretained (code the commit runs, such as an
    /// `intrinsicContentSize` override, deactivated them): held until the commit has assigned its tags.
    @exclusivity(unchecked) private var leftDuringCommit: [LayoutConstraint] = []
    /// Content size and translated constraints, added one at a time after the batch (see
    /// `addAwaitingOwnConstraints`).
    @exclusivity(unchecked) private var ownBatch = ConstraintBatch()
    @exclusivity(unchecked) private var ownOwners: [Owner] = []
    /// The solver's tags for a batch's constraints, as they are added.
    @exclusivity(unchecked) private var addedTags: [Int32] = []
    /// Views registered since the last commit whose own constraints (content size or translated frame)
    /// still have to be added, after the explicit constraints as UIKit's update pass adds them.
    @exclusivity(unchecked) private var awaitingOwnConstraints: [Slot] = []
    /// Variables made since the last commit: the solver reserves room for these rather than for one new
    /// variable per term of the batch, which overcounts every variable that several constraints share.
    @exclusivity(unchecked) private var variablesSinceCommit = 0
    /// Conflicts recovered from in this flush, reported once the solver holds everything (so that
    /// their explanations read the layout that resulted).
    @exclusivity(unchecked) var pendingConflicts: [PendingConflict] = []
    /// Whether the size floors of a layout pass are going in: no layout constraint gains a tag then
    /// but a broken one, so the owners of the solver's tags can be found once for all its conflicts.
    @exclusivity(unchecked) private var isAddingFloors = false
    /// While floors go in, the layout constraint of each solver tag, found at the first conflict.
    @exclusivity(unchecked) private var ownerByTag: [Int32: LayoutConstraint]?
    /// The direction each exercised view moved last, so the next exercise moves it back.
    var exercisedUpward: Set<ObjectIdentifier> = []
    /// Set during the last round of a layout that does not settle, to note the constraints changed.
    @exclusivity(unchecked) var invalidationTrace: InvalidationTrace?
    /// A constraint was removed since the last flush, which finishes the re-optimisation it deferred.
    @exclusivity(unchecked) private var removalsDeferred = false

    /// The strength of a required constraint the engine broke to recover from a conflict: below
    /// required, above every optional priority (which map to (0, 500)).
    static let brokenStrength = Strength(750)

    /// The solver strength of a priority; optional priorities are halved so that broken constraints
    /// can sit above all of them, strict order intact.
    static func strength(for priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority.rawValue / 2)
    }

    init(root: View) {
        self.root = root
        // Every constraint installed in the tree is built at the first flush, read from the tree then
        // rather than queued now: queueing retained, listed and released each of them once more (4 %
        // of a tree's first layout in instructions).
        treeAwaitsAdoption = true
        solverTouched = true
    }

    // MARK: Constraints

    /// Queues every constraint installed in `subtree`, which has just joined the tree.
    func adopt(_ subtree: View) {
        subtree.forEachInSubtree { view in
            // The view holds its constraints, and queueing one changes no view.
            view.installedConstraints.forEachUnretained { constraint in
                if !constraint.enginePending { enqueue(constraint) }
            }
        }
    }

    /// Queues an activated constraint for the next flush.
    func enqueue(_ constraint: LayoutConstraint) {
        solverTouched = true
        constraint.enginePending = true
        pending.append(constraint)
    }

    /// Takes a deactivated constraint out.
    func remove(_ constraint: LayoutConstraint) {
        solverTouched = true
        if !owners.isEmpty { leftDuringCommit.append(constraint) }
        if constraint.isContentSize {
            return removeSides(of: unsafeDowncast(constraint, to: ContentSizeLayoutConstraint.self))
        }
        if constraint.enginePending {
            constraint.enginePending = false
            return
        }
        guard constraint.solverTag >= 0 else { return }
        forgetHandles()
        removeDeferring(tag: constraint.solverTag)
        constraint.solverTag = -1
        constraint.isBroken = false
        for slot in constraint.engineViews { release(slot.view) }
        constraint.engineViews = NamedNodes()
    }

    /// Takes constraint `tag` out of the solver, its re-optimisation left to the next flush (or to the
    /// solver's next operation): a `deactivate` of many constraints, with the content size, floor and
    /// translated constraints of the views it lets go, or changes that remove some constraints and add
    /// others, share one solve.
    private func removeDeferring(tag: Int32) {
        try? solver.remove(tag: tag, deferringOptimization: true)
        removalsDeferred = true
    }

    /// The solver's row storage (term slots allocated, terms held): what a commit gives back, for tests.
    var termStorage: (slots: Int, terms: Int) { solver.termStorage }

    /// The solver's primal simplex runs so far, for tests that count solves.
    var solverOptimizationRuns: Int { solver.optimizationRuns }

    /// How many terms the solver keeps for `constraint`'s copy (nil while it holds none), for tests.
    func solverTermCount(of constraint: LayoutConstraint) -> Int? {
        solver.recordedTermCount(ofTag: constraint.solverTag)
    }

    /// The elements the batch buffers have room for between commits, for tests: none, since each
    /// commit releases them.
    var batchStorage: Int {
        batch.terms.capacity + batch.constraints.capacity + owners.capacity + ownBatch.terms.capacity
            + ownBatch.constraints.capacity + ownOwners.capacity + awaitingOwnConstraints.capacity + addedTags.capacity
            + leftDuringCommit.capacity
    }

    /// `flush()` when it has something to do: the layout pass asks at every view it lays out, and
    /// after the first few nothing is left.
    @inline(__always) func flushIfNeeded() {
        // A tree awaiting adoption has `solverTouched` set too, until the flush that adopts it: no third
        // test for every view of every pass.
        if solverTouched || !pending.isEmpty || !pendingConflicts.isEmpty || failedInternally { flush() }
    }

    /// Builds and adds the queued constraints in one batch, then marks the views that moved.
    func flush() {
        if treeAwaitsAdoption || !pending.isEmpty {
            // Read once for the whole build: through the root's role, each read was a retain, a copy
            // and a release per constraint (2 % of a large tree's first layout). A change of the host's
            // direction rebuilds the engine.
            let resolver = AttributeResolver(host: hostLayoutDirection)
            if treeAwaitsAdoption {
                treeAwaitsAdoption = false
                // The activations the root counted are room for the tree's constraints at once (more
                // when some were deactivated since, fewer when a subtree came with its own; capped so
                // that a long-lived root's count cannot reserve without bound). Growth covers the rest.
                let expected = Int(min(root.activationCounter, 1 << 16))
                // Two terms each, and a small tree half as many again: its constraints average more (a
                // table cell's 2.3: a trailing or bottom edge adds the size), and one copy of the
                // buffer is 0.9 % of a cell's first layout. A large tree's room is not raised: its
                // copy costs nothing measurable, and a larger block changed how the allocator gave
                // memory back between layouts (a 10,000-view tree's faults went from 56 to 1,800).
                batch.reserveCapacity(constraints: expected, terms: LayoutEngine.termRoom(for: expected))
                owners.reserveCapacity(expected)
                // A view a layout places is named by two or more of its constraints, so half of them bound
                // the views the build registers. Grown from empty, the two per-view lists were six
                // allocations of a table cell's first layout (1.2 % of it in instructions); a large
                // tree's lists still grow by doubling from there, for the reason above.
                let views = min(expected / 2 + 2, 64)
                slots.reserveCapacity(slots.count + views)
                awaitingOwnConstraints.reserveCapacity(views)
                root.forEachInSubtree { view in
                    // The view's list is iterated as it was: a constraint installed meanwhile (a system
                    // guide's, made by a build) is queued, as is every one activated since the engine
                    // was made; the queue builds those after the tree's, in the order they came.
                    view.installedConstraints.forEachUnretained { constraint in
                        if !constraint.enginePending { build(constraint, in: view, resolver) }
                    }
                }
            }
            // Building a constraint can make a system guide whose own constraints join the queue; they
            // go into the same batch.
            while !pending.isEmpty {
                let queued = pending
                pending = []
                // Each queued constraint adds one to the batch: room for all of them at once, where
                // appending grew the buffers by doubling (a table cell's first layout reallocated them five times).
                // Terms as for the tree's constraints: growth covers the rest.
                batch.reserveCapacity(constraints: queued.count, terms: LayoutEngine.termRoom(for: queued.count))
                owners.reserveCapacity(owners.count + queued.count)
                // The queue holds the constraints, and their containers hold them.
                queued.forEachUnretained { constraint in
                    guard constraint.enginePending else { return }
                    constraint.enginePending = false
                    guard constraint.isActive, let container = constraint.containerReference else { return }
                    container._withUnsafeGuaranteedRef { build(constraint, in: $0, resolver) }
                }
            }
            commit()
        }
        // Removals deferred their re-optimisation to here (a commit's add has already done it).
        if removalsDeferred {
            removalsDeferred = false
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
        if !pendingConflicts.isEmpty { reportConflicts() }
    }

    /// Records a failure of the solver's own (reported by the caller), for the next flush.
    private func noteInternalFailure(_ error: some Error) {
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

    /// Marks the superview of every view whose variables changed, so that its `layoutSubviews`
    /// assigns the new frame.
    func markMovedViews() {
        // Sizes are kept non-negative lazily: a floor (`width >= 0`) is added only for a size that came
        // out negative, and kept while the view is registered. A floor that the solution already
        // satisfies would not change it, so the result is the one eager floors give, without a restricted
        // row per size (in a grid of equal widths those rows cost more than the rest of the layout).
        for _ in 0..<8 {
            guard solverTouched else { return }
            solverTouched = false
            var negative: [(View, Int)] = []
            let recorder = AnimationRecorder.current
            // One visit per moved view: its superview is told, and a size on an axis that has no floor
            // yet is checked while the view is at hand (the values were just evaluated in one pass).
            slots.withUnsafeBufferPointer { slots in
                solver.takeChangedTags(
                    all: { negativeTags in
                        // After an add or a remove every value may have moved: each registered view is
                        // visited once, in slot order, instead of once per variable the solver names.
                        // A view with no variable in the solver (its constraints name only its own
                        // attributes, which read no variable) keeps its frame.
                        guard let negativeTags else {
                            // The solver did not evaluate every value in one pass: sizes are read here.
                            for case let slot? in slots {
                                slot.withView { view in
                                    if refreshHandles(of: view) {
                                        view.engineFrameDidChange(recording: recorder)
                                        // Both sizes in one read, the handles just refreshed (checking
                                        // them one axis at a time refreshed and read twice per view).
                                        let check = (view.sizeFloor.needsCheck(axis: 0), view.sizeFloor.needsCheck(axis: 1))
                                        guard check.0 || check.1 else { return }
                                        let handles = view.engineHandles
                                        let (width, height) = solver.values(ofHandles: handles[2], handles[3])
                                        if check.0, width < 0 { negative.append((view, 0)) }
                                        if check.1, height < 0 { negative.append((view, 1)) }
                                    } else if someVariableIsInSolver(view) {
                                        view.engineFrameDidChange(recording: recorder)
                                        for axis in 0..<2 where sizeIsNegative(of: view, axis: axis) {
                                            negative.append((view, axis))
                                        }
                                    }
                                }
                            }
                            return
                        }
                        // The solver noted the negative values as it evaluated them: only those sizes
                        // are looked at (reading every size again was a seventh of a resize).
                        for tag in negativeTags where tag & 3 >= 2 {
                            let index = tag >> 2
                            guard index < slots.count, let slot = slots[index] else { continue }
                            let axis = (tag & 3) - 2
                            if slot.withView({ $0.sizeFloor.needsCheck(axis: axis) }) {
                                negative.append((slot.view, axis))
                            }
                        }
                        for case let slot? in slots {
                            slot.withView { view in
                                if hasVariableInSolver(view) { view.engineFrameDidChange(recording: recorder) }
                            }
                        }
                    },
                    each: { tag in
                        let index = tag >> 2
                        guard index < slots.count, let slot = slots[index] else { return }
                        let variable = tag & 3
                        let isNegative = slot.withView { view in
                            view.engineFrameDidChange(recording: recorder)
                            return variable >= 2 && sizeIsNegative(of: view, axis: variable - 2)
                        }
                        if isNegative { negative.append((slot.view, variable - 2)) }
                    })
            }
            if negative.isEmpty { return }
            isAddingFloors = true
            for (view, axis) in negative { addFloor(to: view, axis: axis) }
            isAddingFloors = false
            ownerByTag = nil
            solverTouched = true
        }
    }

    /// Whether a view's size on `axis` came out negative while it has no floor on that axis yet.
    @inline(__always) private func sizeIsNegative(of view: View, axis: Int) -> Bool {
        guard view.sizeFloor.needsCheck(axis: axis), let handle = handle(of: view, at: axis + 2) else { return false }
        return solver.value(ofHandle: handle) < 0
    }

    /// Adds `size >= 0` for a view whose size on `axis` came out negative. When required constraints
    /// force the negative size, the engine breaks the most recent of them, as UIKit (whose floors are
    /// always there) breaks one of the constraints that conflict with its floor.
    private func addFloor(to view: View, axis: Int) {
        var floor = ConstraintBatch()
        floor.append(
            RawTerm(variable: view.engineVariable(axis + 2), coefficient: 1), constant: 0,
            relation: .greaterThanOrEqual, priority: .required)
        let owner = Owner.floor(Slot(view: view), axis)
        var attempts = 0
        while attempts < 64 {
            attempts += 1
            do {
                owner.assign(try solver.add(floor, at: 0))
                return
            } catch {
                guard case .unsatisfiable(_, let conflicts) = error else { return }
                // The floor itself broken (and added, broken) ends it; an older member broken makes
                // room for the floor, which is tried again.
                if resolveConflict(failing: floor, 0, owner: owner, conflicts: conflicts) { return }
            }
        }
    }

    /// Makes the solver constraint of a layout constraint and adds it to the batch.
    private func build(_ constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver) {
        // The nodes are registered as the expression names them, in one walk of the anchors.
        var source = RegisteringNodeVariables(engine: self)
        appendSolverConstraint(for: constraint, in: container, resolver, variables: &source, to: &batch)
        constraint.engineViews = source.nodes
        owners.append(.built(.passUnretained(constraint)))
    }

    /// Appends the solver constraint of a layout constraint to `batch`, its nodes' variables taken
    /// from `source`.
    private func appendSolverConstraint<Source: NodeVariableSource>(
        for constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver,
        variables source: inout Source, to batch: inout ConstraintBatch, baseOffset: Double = 0
    ) {
        let start = batch.terms.count
        let base =
            resolver.expression(of: constraint, in: container, variables: &source, into: &batch.terms) + baseOffset
        constraint.solverConstantBase = base
        let strength = constraint.isBroken ? LayoutEngine.brokenStrength : LayoutEngine.strength(for: constraint.priority)
        batch.appendConstraint(
            termStart: start, constant: (base - Double(constraint.constant)).clampedToSolverRange, relation: constraint.relation.solverRelation,
            priority: strength)
    }

    /// Adds the batch to the solver; of a set of required constraints that conflict, the most recently
    /// activated is broken (kept at a priority below required and above every optional one) and
    /// reported, and the rest go on.
    func commit() {
        solverTouched = true
        addAwaitingOwnConstraints()
        let added = batch.count + ownBatch.count
        var start = 0
        while start < batch.count {
            addedTags.removeAllKeepingCapacity()
            do {
                // A retry's variables mostly have symbols from the first attempt; growth covers the rest.
                // The first attempt also makes room for the own constraints added one by one below.
                try solver.add(
                    batch, from: start, newVariables: start == 0 ? variablesSinceCommit : 0,
                    reservingFor: start == 0 ? ownBatch : nil, tags: &addedTags)
                assignAddedTags(from: start)
                break
            } catch {
                // The constraints before the failing one are in; the failing one is retried when an
                // older member of its conflict was broken instead.
                assignAddedTags(from: start)
                guard case .unsatisfiable(let offset, let conflicts) = error else {
                    noteInternalFailure(error)
                    break
                }
                let failingWasBroken = resolveConflict(failing: batch, offset, owner: owners[offset], conflicts: conflicts)
                start = failingWasBroken ? offset + 1 : offset
            }
        }
        variablesSinceCommit = 0
        // The batch buffers are released, not kept: kept, they would be as large as the largest batch
        // (the first layout's) for the tree's whole life, while later commits bring a handful.
        batch = ConstraintBatch()
        owners = []
        leftDuringCommit = []
        addedTags = []
        // One at a time, each optimised before the next: where equal priorities tie, the constraint met
        // first keeps what it won, as in UIKit's incremental engine.
        for index in ownBatch.constraints.indices {
            var attempts = 0
            while attempts < 64 {
                attempts += 1
                do {
                    let tag = try solver.add(ownBatch, at: index)
                    if !ownOwners[index].assign(tag) { drop(tag, of: ownOwners[index]) }
                    break
                } catch {
                    guard case .unsatisfiable(_, let conflicts) = error else {
                        noteInternalFailure(error)
                        break
                    }
                    if resolveConflict(failing: ownBatch, index, owner: ownOwners[index], conflicts: conflicts) { break }
                }
            }
        }
        ownBatch = ConstraintBatch()
        ownOwners = []
        // A commit that built most of the system (the first layout) leaves the room its rows grew
        // through; giving it back costs a pass over the system, so smaller commits leave it.
        if added * 4 >= solver.constraintCount { solver.compact() }
    }

    /// Gives the owners of the batch's constraints from `start` on the tags the solver added them under.
    private func assignAddedTags(from start: Int) {
        // Each owner is moved out, given its tag and released while its constraint is in the cache: let
        // go with the batch at the end of the commit, each was a second cache miss per constraint in a
        // large tree (and copied out, a retain and a release more).
        owners.withUnsafeMutableBufferPointer { owners in
            guard let base = owners.baseAddress else { return }
            for (offset, tag) in addedTags.enumerated() {
                let owner = (base + start + offset).move()
                (base + start + offset).initialize(to: .assigned)
                if !owner.assign(tag) { drop(tag, of: owner) }
            }
        }
    }

    /// Takes out the solver constraint tagged `tag` that `owner` refused: code the commit ran (an
    /// `intrinsicContentSize` override) deactivated its constraint, or queued it again, after it was
    /// built into the batch. Kept, it would have stayed in the solver, with no tag to remove it by.
    private func drop(_ tag: Int32, of owner: Owner) {
        forgetHandles()
        try? solver.remove(tag: tag)
        if let constraint = owner.constraint, !constraint.isContentSize {
            constraint.isBroken = false
            for slot in constraint.engineViews { release(slot.view) }
            constraint.engineViews = NamedNodes()
        }
    }

    /// Recovers from the constraint at `index` of `batch`, a required constraint that cannot join the
    /// solver because of the constraints tagged `conflicts`: breaks the most recently activated layout
    /// constraint among them all (the system's own only when nothing else is there) and records the
    /// conflict for ``reportConflicts()``.
    ///
    /// Returns whether the failing constraint itself was broken (and added, broken); `false` means an
    /// older member was broken and the failing one should be added again.
    private func resolveConflict(failing batch: ConstraintBatch, _ index: Int, owner: Owner, conflicts: [Int32]) -> Bool {
        let members = owners(of: conflicts)
        // The failing constraint has no tag yet: -1.
        var candidates: [(tag: Int32, constraint: LayoutConstraint)] = []
        for (tag, member) in zip(conflicts, members) {
            if let member { candidates.append((tag, member)) }
        }
        if let constraint = owner.constraint { candidates.append((-1, constraint)) }
        let victim = candidates.max { lhs, rhs in
            if lhs.constraint.isSystemConstraint != rhs.constraint.isSystemConstraint {
                return lhs.constraint.isSystemConstraint
            }
            return lhs.constraint.activationStamp < rhs.constraint.activationStamp
        }
        var involved = members.compactMap { $0 }
        if let constraint = owner.constraint { involved.append(constraint) }
        involved.sort { $0.activationStamp < $1.activationStamp }
        guard let (victimTag, victimConstraint) = victim, victimTag >= 0 else {
            addBroken(batch, index, owner: owner)
            pendingConflicts.append(PendingConflict(broken: owner.constraint, members: involved, floor: owner))
            return true
        }
        forgetHandles()
        do {
            let tag = try solver.replace(tag: victimTag, priority: LayoutEngine.brokenStrength)
            victimConstraint.isBroken = true
            victimConstraint.replaceSolverTag(victimTag, with: tag)
            if ownerByTag != nil {
                ownerByTag?[victimTag] = nil
                if ownerByTag?[tag] == nil { ownerByTag?[tag] = victimConstraint }
            }
        } catch {
            noteInternalFailure(error)
            addBroken(batch, index, owner: owner)
            return true
        }
        pendingConflicts.append(PendingConflict(broken: victimConstraint, members: involved, floor: nil))
        return false
    }

    /// Adds the constraint at `index` of `batch` broken: below required, above every optional priority.
    private func addBroken(_ batch: ConstraintBatch, _ index: Int, owner: Owner) {
        owner.constraint?.isBroken = true
        if let tag = try? solver.add(batch, at: index, priority: LayoutEngine.brokenStrength), !owner.assign(tag) {
            drop(tag, of: owner)
        }
    }

    /// The layout constraints the solver constraints belong to (`nil` for the engine's own floors),
    /// found in one walk over the tree: for diagnostics only. While floors go in, the walk is made once
    /// for every conflict they meet: a row's floors conflict once a view, each walk as long as the tree.
    func owners(of tags: [Int32]) -> [LayoutConstraint?] {
        if isAddingFloors {
            if ownerByTag == nil { ownerByTag = allOwnersByTag() }
            return tags.map { ownerByTag?[$0] }
        }
        var wanted: [Int32: LayoutConstraint?] = [:]
        for tag in tags { wanted[tag] = .some(nil) }
        var remaining = wanted.count
        root.forEachEngineNode { view in
            guard remaining > 0 else { return }
            for constraint in view.installedConstraints + view.translatedConstraints
                + view.contentSizeConstraints.compactMap({ $0 })
            {
                for tag in constraint.solverTags {
                    if case .some(.none) = wanted[tag] {
                        wanted[tag] = constraint
                        remaining -= 1
                    }
                }
            }
        }
        return tags.map { wanted[$0] ?? nil }
    }

    /// Every solver tag a layout constraint holds, with that constraint (the first the walk meets, as
    /// ``owners(of:)`` finds them).
    private func allOwnersByTag() -> [Int32: LayoutConstraint] {
        var owners: [Int32: LayoutConstraint] = [:]
        root.forEachEngineNode { view in
            for constraint in view.installedConstraints + view.translatedConstraints
                + view.contentSizeConstraints.compactMap({ $0 })
            {
                for tag in constraint.solverTags where owners[tag] == nil { owners[tag] = constraint }
            }
        }
        return owners
    }

    /// Applies a new constant in place; a required constraint whose new constant cannot hold makes
    /// the engine rebuild, which breaks a constraint and reports the conflict.
    func constantDidChange(_ constraint: LayoutConstraint) {
        solverTouched = true
        if let invalidationTrace { invalidationTrace.noteChange("changed the constant of", of: constraint) }
        guard !constraint.enginePending, constraint.solverTag >= 0 else { return }
        do {
            try solver.updateConstant(
                ofTag: constraint.solverTag,
                to: (constraint.solverConstantBase - Double(constraint.constant)).clampedToSolverRange)
        } catch {
            rebuild()
        }
    }

    /// Moves an optional constraint to its new priority level.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        solverTouched = true
        if let invalidationTrace { invalidationTrace.noteChange("changed the priority of", of: constraint) }
        guard !constraint.enginePending, !constraint.isBroken, constraint.solverTag >= 0 else { return }
        do {
            try solver.updatePriority(ofTag: constraint.solverTag, to: LayoutEngine.strength(for: constraint.priority))
        } catch {
            rebuild()
        }
    }

    /// Starts over from the tree: every installed constraint is queued again into an empty solver.
    func rebuild() {
        let root = self.root
        root.forEachEngineNode { $0.resetEngineState() }
        let fresh = LayoutEngine(root: root)
        // A test's cap stays with the tree, as `Solver.reset()` keeps it.
        fresh.solver.pivotCap = solver.pivotCap
        fresh.invalidationTrace = invalidationTrace
        root.engineStorage = fresh
    }

    /// The solver's cap on simplex pivots (`Solver.pivotCap`), for tests that make it fail on its side.
    var solverPivotCap: Int? {
        get { solver.pivotCap }
        set { solver.pivotCap = newValue }
    }

    /// Rebuilds the constraints that read a scroll view's margins from inside (as offsets from its
    /// content area; other margins are read through the margins guide, whose constants follow).
    func marginsDidChange(_ view: View) {
        attributeOffsetsDidChange(of: view) { $0.rawValue >= LayoutConstraint.Attribute.leftMargin.rawValue }
    }

    /// Rebuilds the constraints that read an attribute of `view` matching `reads` (its offset, built
    /// into the solver's copy, changed).
    func attributeOffsetsDidChange(of view: View, _ reads: (LayoutConstraint.Attribute) -> Bool) {
        rebuildConstraints(from: view) { $0.reads(view, reads) }
    }

    /// Takes out and queues again the constraints installed on `start` and its ancestors that
    /// `matches`: rebuilt, they read what changed.
    ///
    /// - Complexity: the constraints installed on `start` and its ancestors, times `matches`.
    private func rebuildConstraints(from start: View?, where matches: (LayoutConstraint) -> Bool) {
        var affected: [LayoutConstraint] = []
        var step = start
        while let container = step {
            for constraint in container.installedConstraints where !constraint.enginePending && matches(constraint) {
                affected.append(constraint)
            }
            step = container.superview
        }
        for constraint in affected {
            remove(constraint)
            enqueue(constraint)
        }
    }

    /// Rebuilds the constraints held above `view` that read a node inside it: their constants hold
    /// its bounds' origin, which moved.
    ///
    /// - Complexity: the constraints installed on `view`'s ancestors, times the depth of their nodes.
    func boundsOriginDidChange(of view: View) {
        rebuildConstraints(from: view.superview) { constraint in
            constraint.engineViews.contains { $0.view !== view && $0.view.isDescendant(of: view) }
        }
    }

    /// Takes out and queues again the constraints installed above `subtree` that read its views
    /// without naming them: a container's baseline, which `forLastBaselineLayout` resolved to a view
    /// of the subtree (a stack's last arranged view). They resolve again when rebuilt, as UIKit's
    /// baselines follow the arrangement, and no longer hold views the engine lets go.
    ///
    /// - Complexity: proportional to the constraints installed on the subtree's ancestors, as the
    ///   search for the constraints that name the subtree's views.
    private func rebuildConstraintsReading(_ subtree: View) {
        var nodes = Set<ObjectIdentifier>()
        subtree.forEachEngineNode { view in
            if view.engineIndex >= 0 { nodes.insert(ObjectIdentifier(view)) }
        }
        guard !nodes.isEmpty else { return }
        rebuildConstraints(from: subtree.superview) { constraint in
            constraint.engineViews.contains { nodes.contains(ObjectIdentifier($0.view)) }
        }
    }

    // MARK: Views

    /// Counts one more use of a view's variables, registering it on the first.
    func retain(_ view: View) {
        view.engineReferences += 1
        if view.engineReferences == 1 { register(view) }
    }

    /// Counts one use fewer, unregistering the view on the last.
    func release(_ view: View) {
        // A view the engine already let go (its subtree left the tree) holds no use to give back:
        // counted below zero, it was never registered again, and its next constraint read variables
        // that did not exist.
        guard view.engineReferences > 0 else { return }
        view.engineReferences -= 1
        if view.engineReferences == 0 { unregister(view) }
    }

    private func register(_ view: View) {
        let index = freeSlots.popLast() ?? slots.count
        if index == slots.count { slots.append(nil) }
        slots[index] = Slot(view: view)
        view.engineIndex = index
        view.registeringEngine = self
        variablesSinceCommit += 4
        // Guides may come out negative (margins wider than a small view), as in UIKit; only views get floors.
        view.sizeFloor = SizeFloors(isEligible: !view.isLayoutGuideBody)
        view.hasExplicitSize = PerAxis(repeating: false)
        awaitingOwnConstraints.append(Slot(view: view))
    }

    /// Adds the own constraints of the views registered since the last commit.
    ///
    /// Equal priorities can tie (two labels that both resist compression at 750 and do not both fit:
    /// any split loses the same). UIKit settles such ties by the order its engine meets the
    /// constraints; so does this engine, deterministically: on each axis, views whose size a constraint
    /// names directly come first, then views in the order they were registered (tree order for the
    /// constraints of a pass). The view met first ends up larger: it keeps its compression resistance
    /// and gives up its hugging first (seed 004's label stretches next to its text field; of two long
    /// labels the first keeps its text).
    ///
    /// A view's two sides with optional priorities are one split equality, and the solver settles ties
    /// among those at a level below every priority, by the order they were added: the outcome is the
    /// same whatever led to it (the first layout, a resize, or a window's frame constrained after its
    /// content).
    private func addAwaitingOwnConstraints() {
        // One buffer of the constraints made serves every round and axis. Filtered copies per axis were
        // eight allocations per commit, a tenth of a table cell's first layout with their closures.
        var made: [ContentSizeLayoutConstraint] = []
        var next = 0
        while next < awaitingOwnConstraints.count {
            let range = next..<awaitingOwnConstraints.count
            next = awaitingOwnConstraints.count
            // The views are held (an `intrinsicContentSize` override may change the tree) in one array;
            // the groups below index it rather than copy it, each copy a retain and a release per view.
            var views: [View] = []
            views.reserveCapacity(range.count)
            for index in range {
                awaitingOwnConstraints[index].withView { if $0.engineIndex >= 0 { views.append($0) } }
            }
            // Which views are sized by their content, read for every view before any of them adds its
            // constraints, as the groups were; the intrinsic sizes, and whether a constraint names each
            // size, are read after the translated views' constraints are made, into the same array.
            var sized: [(index: Int, size: CGSize, explicit: PerAxis<Bool>)] = []
            sized.reserveCapacity(views.count)
            // Each view is read through `views`, which holds it: retained for each read, it cost three
            // atomic increments and decrements per view and round.
            for index in views.indices
            where !views.withUnretained(at: index, { $0.translatesAutoresizingMaskIntoConstraints }) {
                sized.append((index, .zero, PerAxis(repeating: false)))
            }
            // Room for the round at once: at most four own constraints a view (a hugging and a
            // compression resistance constraint per axis, or four translated ones of up to two terms).
            // Reserved per axis, the buffers were allocated at the first translated constraint and
            // again at each axis; the commit releases them.
            ownBatch.reserveCapacity(constraints: 4 * views.count, terms: 4 * views.count + 4 * (views.count - sized.count))
            ownOwners.reserveCapacity(ownOwners.count + 4 * views.count)
            var nextSized = 0
            // One read of the host's direction for the round's translated views, as the flush reads it
            // once for its constraints.
            let resolver = AttributeResolver(host: hostLayoutDirection)
            for index in views.indices {
                if nextSized < sized.count, sized[nextSized].index == index {
                    nextSized += 1
                } else {
                    views.withUnretained(at: index) {
                        addOwnConstraints(of: $0, axes: LayoutConstraint.Axis.allCases, resolver)
                    }
                }
            }
            made.reserveCapacity(sized.count)
            // The flags are read with the size, in the one visit to each view: read in each of the four
            // passes below, they were a cache miss per view and pass in a large tree. Only building a
            // constraint sets them, and no constraint is built until this commit's batch is added.
            for position in sized.indices {
                views.withUnretained(at: sized[position].index) { view in
                    sized[position].size = view.intrinsicContentSize
                    sized[position].explicit = view.hasExplicitSize
                }
            }
            for axis in LayoutConstraint.Axis.allCases {
                // Views whose size a constraint names first, then the rest, each group in order (making a
                // content size constraint does not change which views have their size named).
                made.removeAllKeepingCapacity()
                for pass in 0..<2 {
                    let explicit = pass == 0
                    for (index, size, named) in sized where named[axis.rawValue] == explicit {
                        if let constraint = views.withUnretained(at: index, {
                            makeContentSizeConstraint(of: $0, axis: axis, size: size)
                        }) {
                            made.append(constraint)
                        }
                    }
                }
                // Compression resistance first to last, hugging last to first: the view met first
                // keeps its size when squeezed and is the one stretched when there is room.
                for constraint in made { appendOwn(constraint, hug: false) }
                for constraint in made.reversed() { appendOwn(constraint, hug: true) }
            }
        }
        awaitingOwnConstraints = []
    }

    private func unregister(_ view: View) {
        solverTouched = true
        removeOwnConstraints(of: view)
        for floor in view.sizeFloor.added {
            forgetHandles()
            removeDeferring(tag: floor)
        }
        view.sizeFloor = SizeFloors()
        slots[view.engineIndex] = nil
        freeSlots.append(view.engineIndex)
        // The slot goes to the next view registered: its ids must not find this view's symbols.
        for index in 0..<4 { solver.retire(id: view.engineVariable(index)) }
        view.engineIndex = -1
        view.registeringEngine = nil
        view.engineHandlesAreValid = false
    }

    /// Adds the translated frame, or the content size constraints on `axes`, of a registered view.
    private func addOwnConstraints(of view: View, axes: [LayoutConstraint.Axis], _ resolver: AttributeResolver) {
        if view.translatesAutoresizingMaskIntoConstraints {
            let translation = view.currentAutoresizingTranslation()
            let constraints = AutoresizingMaskLayoutConstraint.make(for: view, translation: translation)
            view.translatedConstraints = constraints
            if constraints.contains(where: { $0.secondAnchor != nil }), let superview = view.superview {
                view.translationReferencesSuperview = true
                retain(superview)
            }
            for constraint in constraints {
                var variables = EngineNodeVariables()
                appendSolverConstraint(
                    for: constraint, in: constraint.container ?? view, resolver, variables: &variables, to: &ownBatch,
                    baseOffset: AttributeResolver.frameOffset(of: constraint))
                ownOwners.append(.constraint(constraint))
            }
        } else {
            let size = view.intrinsicContentSize
            for axis in axes {
                guard let constraint = makeContentSizeConstraint(of: view, axis: axis, size: size) else { continue }
                appendOwn(constraint, hug: false)
                appendOwn(constraint, hug: true)
            }
        }
    }

    /// Queues a content size constraint's `size <= value` at its hugging priority (`hug`) or its
    /// `size >= value` at its compression resistance.
    ///
    /// When both priorities are optional, the two sides are one row, a split equality (half the rows
    /// and symbols of two inequalities): the compression resistance call adds it, and the hugging call
    /// adds nothing.
    private func appendOwn(_ constraint: ContentSizeLayoutConstraint, hug: Bool) {
        let axis = constraint.axis.rawValue
        // The view is registered (it has a content size constraint) and keeps its variables.
        let variable = constraint.first.viewReference!._withUnsafeGuaranteedRef { $0.engineVariable(axis + 2) }
        if !constraint.hugging.isRequired, !constraint.compressionResistance.isRequired {
            if !hug {
                ownBatch.appendSplit(
                    RawTerm(variable: variable, coefficient: 1), constant: -Double(constraint.value).clampedToSolverRange,
                    below: LayoutEngine.strength(for: constraint.compressionResistance),
                    above: LayoutEngine.strength(for: constraint.hugging))
                ownOwners.append(.contentSize(constraint))
            }
            return
        }
        let side = ContentSizeLayoutConstraint.side(
            hug: hug, value: constraint.value, hugging: constraint.hugging,
            compressionResistance: constraint.compressionResistance)
        ownBatch.append(
            RawTerm(variable: variable, coefficient: 1), constant: side.constant, relation: side.relation,
            priority: side.priority)
        ownOwners.append(hug ? .hug(constraint) : .resist(constraint))
    }

    /// The content size constraint of a view on an axis where it has an intrinsic size.
    private func makeContentSizeConstraint(of view: View, axis: LayoutConstraint.Axis, size: CGSize)
        -> ContentSizeLayoutConstraint?
    {
        let value = axis == .horizontal ? size.width : size.height
        guard value >= 0, value.isFinite else { return nil }
        let constraint = ContentSizeLayoutConstraint(view: view, axis: axis, value: value)
        constraint.activationStamp = root.nextActivationStamp()
        view.contentSizeConstraints[axis.rawValue] = constraint
        return constraint
    }

    /// Takes a content size constraint's two sides out of the solver.
    private func removeSides(of constraint: ContentSizeLayoutConstraint) {
        for tag in constraint.solverTags {
            forgetHandles()
            removeDeferring(tag: tag)
        }
        constraint.hug = -1
        constraint.resist = -1
        constraint.isBroken = false
    }

    /// Lets go of a content size constraint its view no longer lists.
    private func retire(_ constraint: ContentSizeLayoutConstraint) {
        removeSides(of: constraint)
        constraint.retireOwn()
    }

    /// Makes a content size constraint the app deactivated its view's again, at the view's current
    /// intrinsic size and priorities, in place of one the view made since; returns false, leaving it
    /// inactive, when the view is not laid out by constraints or has no intrinsic size on its axis.
    func restore(_ constraint: ContentSizeLayoutConstraint, of view: View) -> Bool {
        guard view.engineIndex >= 0, !view.translatesAutoresizingMaskIntoConstraints else { return false }
        let axis = constraint.axis.rawValue
        let size = view.intrinsicContentSize
        let value = constraint.axis == .horizontal ? size.width : size.height
        guard value >= 0, value.isFinite else { return false }
        solverTouched = true
        if let current = view.contentSizeConstraints[axis] {
            view.contentSizeConstraints[axis] = nil
            retire(current)
        }
        constraint.value = value
        constraint.hugging = view.huggingPriorities[axis]
        constraint.compressionResistance = view.compressionResistancePriorities[axis]
        constraint.activationStamp = root.nextActivationStamp()
        constraint.storedActive = true
        constraint.container = view
        constraint.releaseItems()
        view.contentSizeConstraints[axis] = constraint
        appendOwn(constraint, hug: false)
        appendOwn(constraint, hug: true)
        commit()
        return true
    }

    private func removeOwnConstraints(of view: View) {
        solverTouched = true
        let translated = view.translatedConstraints
        view.translatedConstraints = []
        for constraint in translated {
            if constraint.solverTag >= 0 {
                forgetHandles()
                removeDeferring(tag: constraint.solverTag)
            }
            constraint.solverTag = -1
            constraint.retireOwn()
        }
        if view.translationReferencesSuperview {
            view.translationReferencesSuperview = false
            if let superview = view.superview { release(superview) }
        }
        let contentSize = view.contentSizeConstraints
        view.contentSizeConstraints = PerAxis(repeating: nil)
        for case let constraint? in contentSize { retire(constraint) }
    }

    /// Replaces a registered view's own constraints after its translation flag changed.
    func translationDidChange(_ view: View) {
        guard view.engineIndex >= 0 else { return }
        removeOwnConstraints(of: view)
        addOwnConstraints(of: view, axes: LayoutConstraint.Axis.allCases, AttributeResolver(host: hostLayoutDirection))
        commit()
    }

    /// Follows a new frame of a translated view: constants only when the slopes are unchanged.
    func frameTranslationDidChange(_ view: View) {
        guard view.engineIndex >= 0, view.translatesAutoresizingMaskIntoConstraints else { return }
        // A resized window comes through here on every layout: compare the equations, and make new
        // constraint objects only when a slope (a multiplier) changed.
        let translation = view.currentAutoresizingTranslation()
        let equations = AutoresizingMaskLayoutConstraint.equations(
            of: translation, hasSuperview: view.superview != nil)
        let current = view.translatedConstraints
        let maskCode = translation.maskCode
        let sameShape =
            equations.count == current.count
            && zip(equations, current).allSatisfy {
                Double($1.multiplier) == $0.slope && $1.firstAttribute == $0.attribute && $1.maskCode == maskCode
            }
        guard sameShape else {
            translationDidChange(view)
            return
        }
        for (equation, constraint) in zip(equations, current) where Double(constraint.constant) != equation.offset {
            constraint.constant = CGFloat(equation.offset)
        }
    }

    /// Updates the content size constraints after `intrinsicContentSize` changed.
    func intrinsicContentSizeDidChange(_ view: View) {
        solverTouched = true
        guard view.engineIndex >= 0, !view.translatesAutoresizingMaskIntoConstraints else { return }
        let size = view.intrinsicContentSize
        for axis in LayoutConstraint.Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            let has = value >= 0 && value.isFinite
            if let constraint = view.contentSizeConstraints[axis.rawValue], has {
                guard constraint.value != value else { continue }
                constraint.value = value
                for tag in constraint.solverTags {
                    do {
                        try solver.updateConstant(ofTag: tag, to: -Double(value).clampedToSolverRange)
                    } catch {
                        rebuild()
                        return
                    }
                }
            } else if view.contentSizeConstraints[axis.rawValue] != nil || has {
                translationDidChange(view)
                return
            }
        }
    }

    /// Moves a content size constraint to a new hugging or compression resistance priority.
    func contentPriorityDidChange(_ view: View, axis: LayoutConstraint.Axis) {
        solverTouched = true
        guard view.engineIndex >= 0, let constraint = view.contentSizeConstraints[axis.rawValue] else { return }
        if constraint.isSplit {
            moveSplitPriorities(of: constraint, view: view, axis: axis)
            return
        }
        // Each side with its own tag: the solver constraints keep the priority they were made with,
        // which the constraint records. A side the solver does not hold (-1) has nothing to move.
        let sides = [
            (tag: constraint.hug, wanted: view.huggingPriorities[axis.rawValue], current: constraint.hugging),
            (tag: constraint.resist, wanted: view.compressionResistancePriorities[axis.rawValue],
             current: constraint.compressionResistance),
        ]
        for side in sides where side.tag >= 0 {
            guard side.wanted != side.current, !constraint.isBroken else { continue }
            if side.wanted.isRequired || side.current.isRequired {
                translationDidChange(view)
                return
            }
            do {
                try solver.updatePriority(ofTag: side.tag, to: LayoutEngine.strength(for: side.wanted))
            } catch {
                rebuild()
                return
            }
        }
        constraint.hugging = sides[0].wanted
        constraint.compressionResistance = sides[1].wanted
    }

    /// `contentPriorityDidChange` for a content size constraint held as one split equality: its two
    /// priorities move in place while both stay optional; a required one needs a side of its own.
    private func moveSplitPriorities(
        of constraint: ContentSizeLayoutConstraint, view: View, axis: LayoutConstraint.Axis
    ) {
        let hugging = view.huggingPriorities[axis.rawValue]
        let compressionResistance = view.compressionResistancePriorities[axis.rawValue]
        if hugging.isRequired || compressionResistance.isRequired {
            translationDidChange(view)
            return
        }
        do {
            if hugging != constraint.hugging {
                try solver.updatePriority(ofTag: constraint.hug, to: LayoutEngine.strength(for: hugging), above: true)
            }
            if compressionResistance != constraint.compressionResistance {
                let strength = LayoutEngine.strength(for: compressionResistance)
                try solver.updatePriority(ofTag: constraint.resist, to: strength)
            }
        } catch {
            rebuild()
            return
        }
        constraint.hugging = hugging
        constraint.compressionResistance = compressionResistance
    }

    /// Whether some variable of a registered view is in the solver (all of them, almost always: the
    /// cached handles answer that).
    @inline(__always) private func hasVariableInSolver(_ view: View) -> Bool {
        refreshHandles(of: view) || someVariableIsInSolver(view)
    }

    /// `hasVariableInSolver` once the cached handles have failed (not all the variables are in the
    /// solver): asks the solver variable by variable.
    private func someVariableIsInSolver(_ view: View) -> Bool {
        view.engineIndex >= 0 && (0..<4).contains { solver.handle(ofID: view.engineVariable($0)) != nil }
    }

    /// Makes sure the view's cached solver handles are current; false while one of its variables is
    /// not in the solver.
    @inline(__always) private func refreshHandles(of view: View) -> Bool {
        // The check is inlined: a relayout makes it two or three times per view, and finds the
        // handles current almost every time.
        if view.engineHandlesAreValid, view.engineHandlesEpoch == handleEpoch { return true }
        return reloadHandles(of: view)
    }

    /// `refreshHandles(of:)` when the cached handles are stale: reads them from the solver.
    private func reloadHandles(of view: View) -> Bool {
        guard view.engineIndex >= 0 else { return false }
        view.engineHandlesEpoch = handleEpoch
        var handles = EngineHandles()
        for index in 0..<4 {
            // A variable not in the solver yet is read again next time (adding does not bump the epoch).
            guard let handle = solver.handle(ofID: view.engineVariable(index)) else {
                view.engineHandlesAreValid = false
                return false
            }
            handles[index] = handle
        }
        view.engineHandles = handles
        view.engineHandlesAreValid = true
        return true
    }

    /// The solver handle of one of a view's variables (0 minX, 1 minY, 2 width, 3 height).
    private func handle(of view: View, at index: Int) -> Int32? {
        refreshHandles(of: view) ? view.engineHandles[index] : solver.handle(ofID: view.engineVariable(index))
    }

    func forgetHandles() {
        handleEpoch &+= 1
    }

    /// The frame the engine computed for a registered view, in its superview's coordinates: its
    /// alignment rectangle grown by its alignment insets. A variable no constraint names (the width of
    /// a guide pinned only by its edges on one axis, say) reads 0, as an ambiguous layout does.
    func frame(of view: View) -> CGRect {
        let alignmentRect: CGRect
        if refreshHandles(of: view) {
            let h = view.engineHandles
            let (x, y, width, height) = solver.values(ofHandles: h[0], h[1], h[2], h[3])
            alignmentRect = CGRect(x: x, y: y, width: width, height: height)
        } else {
            guard view.engineIndex >= 0 else { return view.storedFrame }
            let values = (0..<4).map { solver.value(ofID: view.engineVariable($0)) }
            alignmentRect = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        return view.frame(forAlignmentRect: alignmentRect)
    }

    /// Takes a subtree that leaves the tree out of the engine: its constraints and views. Constraints
    /// that tie it to the rest of the tree have already been deactivated.
    func detach(_ subtree: View) {
        rebuildConstraintsReading(subtree)
        subtree.forEachInSubtree { view in
            for constraint in view.installedConstraints { remove(constraint) }
        }
        // What is still registered is held by the subtree's own translated frames; release it from the
        // top so that references on superviews unwind.
        subtree.forEachEngineNode { view in
            if view.engineIndex >= 0 {
                view.engineReferences = 1
                release(view)
            }
        }
        subtree.forEachEngineNode { $0.resetEngineState() }
    }
}

extension LayoutConstraint.Relation {
    /// The solver's relation for `first - rhs ⋚ 0`.
    var solverRelation: Cassowary.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
