/// What re-invalidated which view during the last round of a layout that does not settle: the
/// feedback-loop diagnostic names the view, the invalidating call and the method it came from.
final class InvalidationTrace {
    /// One invalidation: `view` called `call` while `source` ran (`nil`: outside any pass method).
    struct Record {
        unowned let view: View
        let call: String
        let source: String?
    }

    /// One change to a constraint: what changed, of which constraint (described when it changed),
    /// while `source` ran.
    struct Change {
        let what: String
        let constraint: String
        let source: String?
    }

    /// The pass method running now, `View:0x….layoutSubviews()`.
    var running: String?
    private(set) var records: [Record] = []
    /// The constraints changed in the round, in order: a pass method that changes a constraint moves
    /// views without invalidating anything itself, so the records alone name only the views moved.
    private(set) var changes: [Change] = []
    /// How many changes `changes` keeps; the rest are counted.
    static let changeLimit = 5
    private(set) var changesLeftOut = 0

    /// Notes the first invalidation of `view` by `call`.
    func note(_ view: View, _ call: String) {
        if records.contains(where: { $0.view === view && $0.call == call }) { return }
        records.append(Record(view: view, call: call, source: running))
    }

    /// Notes that `what` of `constraint` changed (its constant, its priority, its activation).
    func noteChange(_ what: String, of constraint: LayoutConstraint) {
        guard changes.count < Self.changeLimit else {
            changesLeftOut += 1
            return
        }
        changes.append(Change(what: what, constraint: constraint.description, source: running))
    }

    /// Runs a pass method of `view` with its name recorded as the source of what it invalidates.
    func run(_ view: View, _ method: String, _ body: () -> Void) {
        let outer = running
        running = "\(view.layoutDescription).\(method)"
        body()
        running = outer
    }
}
