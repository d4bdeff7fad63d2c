internal import Cassowary

/// The layout constraints built since the last commit, on their way into the solver in one batch.
///
/// The solver keeps the rows' terms in its own store, so a constraint costs no solver object, term
/// array or identity-map entry. Each row has an owner, the constraint (unretained: the queue or its
/// container holds it) that the solver's tag goes to once the row is in.
struct CommitBatch {
    /// The built rows, in the order they are added.
    var rows = ConstraintBatch()
    /// The owner of each row; `.assigned` once its tag is given.
    var owners: [LayoutEngine.Owner] = []
    /// Variables made since the last commit: the solver reserves room for these rather than for one
    /// new variable per term, which overcounts every variable that several constraints share.
    var newVariables = 0
    /// Constraints taken out while the batch holds them unretained (code the commit runs, such as an
    /// `intrinsicContentSize` override, deactivated them): held until the commit has assigned its tags.
    private var leftDuringCommit: [LayoutConstraint] = []

    /// The number of rows.
    var count: Int { rows.count }

    /// Appends the owner of the row just built.
    mutating func append(_ owner: LayoutEngine.Owner) {
        owners.append(owner)
    }

    /// Makes room for `count` more rows and their owners, and `termRoom` more terms.
    mutating func reserve(adding count: Int, terms termRoom: Int) {
        rows.reserveCapacity(constraints: count, terms: termRoom)
        owners.reserveCapacity(owners.count + count)
    }

    /// Holds a constraint deactivated while the batch may name it unretained.
    mutating func noteRemoval(of constraint: LayoutConstraint) {
        if !owners.isEmpty { leftDuringCommit.append(constraint) }
    }

    /// Forgets everything once the commit has added the rows, buffers included: kept, they would be
    /// as large as the largest batch (the first layout's) for the tree's whole life.
    mutating func release() {
        self = CommitBatch()
    }

    /// The elements its buffers have room for, for tests: none between commits.
    var storage: Int {
        rows.terms.capacity + rows.constraints.capacity + owners.capacity + leftDuringCommit.capacity
    }
}
