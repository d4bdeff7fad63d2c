import Foundation
internal import Cassowary

/// The solver of one view tree and the bookkeeping that maps views and constraints onto it.
///
/// Activating a constraint only queues it; the queue is built and added to the solver as one batch,
/// with one optimisation, when the tree is next laid out. A view gets four variables (its frame in its
/// superview's coordinates) while some constraint needs them; views laid out by frame alone cost nothing.
///
/// The engine's parts, each in its own file, and the state each keeps here:
/// - `+Queue`: activations and removals wait for the next flush (`queue`, a
///   ``ConstraintQueue``); a solver failure starts over in a new engine (`failedInternally`, `isRecovery`).
/// - `+Commit`: the batch, built into solver rows and added with one optimisation (`batch`, a
///   ``CommitBatch``).
/// - `+Registry`: a slot and four variables per view some constraint names (`registry`, a ``ViewRegistry``): each
///   slot holds the view's ``Registration`` (its uses, cached handles and floors) and its own constraints.
/// - `+ConstraintState`: a record per constraint held or queued (`constraintTable`, a ``ConstraintTable``):
///   its solver tags, constant base, the views its copy reads, whether it is queued or broken.
/// - `+OwnConstraints`: the tree's own constraints, translated frames and content sizes (`own`, an
///   ``OwnConstraintBatch``).
/// - `+Conflicts`: which constraint breaks, and the reports (`conflictLog`, a ``ConflictLog``: the
///   conflicts of this flush and, while floors go in, the owners of the solver's tags).
/// - `+MovedViews`: after a solve, the views to lay out again and the size floors (`solverTouched`).
/// - `+Frames`: frames read back through the handles the slots cache (`handleEpoch`).
/// - `+Changes`: constants and priorities changed in place, and rebuilds after margin or offset changes.
/// - `+Ambiguity`: the probes that exercise an ambiguous layout (`exercisedUpward`).
/// - `+Invariants`: under the solver's invariant flag, the self-check after every flush.
final class LayoutEngine {
    let solver = SolverCore()
    // Stored state is `@exclusivity(unchecked)` for the reason given on `View`'s.
    /// Whether the solver changed since the moved views were last marked; layout passes flush at every
    /// view that lays out, and most of those flushes have nothing to do.
    @exclusivity(unchecked) var solverTouched = true
    /// Whether a solver operation failed on the solver's side (a simplex run cut short, not a
    /// conflict) since the last flush, which then starts over from the tree in a new solver.
    @exclusivity(unchecked) var failedInternally = false
    /// Whether this engine is laying out for the first time after its predecessor failed so: failing
    /// too, it reports and goes on rather than start over again.
    @exclusivity(unchecked) var isRecovery = false
    /// Bumped whenever a solver constraint is removed: the solver may then forget a variable and give
    /// it a new handle later, so handles cached by views from an older epoch are read again.
    @exclusivity(unchecked) var handleEpoch = 0
    unowned(unsafe) let root: View
    /// The interface direction of the host (the root window's), which views with an unspecified
    /// semantic content attribute follow.
    var hostLayoutDirection: UserInterfaceLayoutDirection {
        root.hostWindow?.layoutDirection ?? .leftToRight
    }
    /// The views the engine lays out, a slot each, with its record of each (see ``ViewRegistry``).
    @exclusivity(unchecked) var registry = ViewRegistry()
    /// The constraints the engine holds or has queued, a slot each, with its record of each (see
    /// ``ConstraintTable``).
    @exclusivity(unchecked) var constraintTable = ConstraintTable()
    /// What waits for the next flush (see ``ConstraintQueue``).
    @exclusivity(unchecked) var queue = ConstraintQueue()
    /// The constraints built since the last commit (see ``CommitBatch``).
    @exclusivity(unchecked) var batch = CommitBatch()
    /// Content size and translated constraints, added one at a time after the batch (see
    /// ``OwnConstraintBatch``).
    @exclusivity(unchecked) var own = OwnConstraintBatch()
    /// The conflicts recovered from in this flush, until they are reported (see ``ConflictLog``).
    @exclusivity(unchecked) var conflictLog = ConflictLog()
    /// The direction each exercised view moved last, so the next exercise moves it back.
    var exercisedUpward: Set<ObjectIdentifier> = []
    /// Set during the last round of a layout that does not settle, to note the constraints changed.
    @exclusivity(unchecked) var invalidationTrace: InvalidationTrace?

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
        // rather than queued now: queueing retained, listed and released each of them once more.
        queue.awaitAdoption()
        solverTouched = true
    }
}
