internal import Cassowary

/// The tree's own constraints on their way into the solver: the content size and translated-frame
/// constraints of the views registered since the last commit.
///
/// UIKit's update pass adds them after the explicit constraints, so they wait here: the views first
/// (`awaiting`), then, once the explicit batch is built, their rows with the owner of each (`rows`,
/// `owners`), which the commit adds one at a time after the batch.
struct OwnConstraintBatch {
    /// Views registered since the last commit whose own constraints are still to be built.
    var awaiting: [LayoutEngine.ViewReference] = []
    /// The built rows, in the order they are added.
    var rows = ConstraintBatch()
    /// The owner of each row of `rows`.
    var owners: [LayoutEngine.Owner] = []

    /// The elements its buffers have room for, for tests: none between commits.
    var storage: Int {
        rows.terms.capacity + rows.constraints.capacity + owners.capacity + awaiting.capacity
    }

    /// Forgets the built rows once the commit has added them, buffers included.
    mutating func releaseRows() {
        rows = ConstraintBatch()
        owners = []
    }
}
