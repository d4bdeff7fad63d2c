/// A diagnostic as its tree's root keeps it for ``View/layoutDiagnostics``, holding the views and
/// items it names weakly.
///
/// The root holds the list, so a diagnostic that held the root (a feedback loop through it, a
/// constraint rejected between it and a subview) would keep the whole tree alive. Read back, a
/// diagnostic names the objects that are still alive; one whose required object has been freed is
/// left out (the handler was given it whole when it was reported).
struct RetainedDiagnostic {
    private let message: DeferredText
    private let restoreKind: () -> LayoutDiagnostic.Kind?

    /// A weak reference to a view, for the feedback loop's list.
    private struct WeakView {
        weak var view: View?
    }

    init(_ diagnostic: LayoutDiagnostic) {
        message = diagnostic.messageText
        switch diagnostic.kind {
        case .layoutFeedbackLoop(let views, let rounds):
            let held = views.map(WeakView.init)
            restoreKind = {
                let alive = held.compactMap(\.view)
                return alive.isEmpty ? nil : .layoutFeedbackLoop(views: alive, rounds: rounds)
            }
        case .rejectedChange(let error):
            let restoreError = error.weaklyHeld()
            restoreKind = { restoreError().map(LayoutDiagnostic.Kind.rejectedChange) }
        case .invalidHierarchy(let view):
            restoreKind = { [weak view] in view.map(LayoutDiagnostic.Kind.invalidHierarchy) }
        case .unsatisfiableConstraints, .internalError, .client, .numberExceedsLimit:
            // Constraints do not hold their items, and the rest names no object.
            let kind = diagnostic.kind
            restoreKind = { kind }
        }
    }

    /// The diagnostic with the objects it names, or `nil` once one it needs has been freed.
    var diagnostic: LayoutDiagnostic? {
        restoreKind().map { LayoutDiagnostic(kind: $0, message: message) }
    }
}
