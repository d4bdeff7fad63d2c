/// What re-invalidated which view during the last round of a layout that does not settle: the
/// feedback-loop diagnostic names the view, the invalidating call and the method it came from.
final class InvalidationTrace {
    /// One invalidation: `view` called `call` while `source` ran (`nil`: outside any pass method).
    struct Record {
        unowned(unsafe) let view: View
        let call: String
        let source: String?
    }

    /// The pass method running now, `View:0x….layoutSubviews()`.
    var running: String?
    private(set) var records: [Record] = []

    /// Notes the first invalidation of `view` by `call`.
    func note(_ view: View, _ call: String) {
        if records.contains(where: { $0.view === view && $0.call == call }) { return }
        records.append(Record(view: view, call: call, source: running))
    }

    /// Runs a pass method of `view` with its name recorded as the source of what it invalidates.
    func run(_ view: View, _ method: String, _ body: () -> Void) {
        let outer = running
        running = "\(view.layoutDescription).\(method)"
        body()
        running = outer
    }
}
