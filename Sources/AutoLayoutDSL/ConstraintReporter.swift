import AutoLayout
import Foundation

/// Where problems found without a caller to throw to go: the closure given to
/// ``LayoutDSL/reporting(_:)``, or else the diagnostics of the item's view tree (its
/// ``View/diagnosticHandler``, standard error without one), as the engine reports its own.
struct ConstraintReporter {
    let handler: ((ConstraintError) -> Void)?
    /// The view whose tree hears about problems when there is no handler (a guide's owning view).
    weak var view: View?

    init(handler: ((ConstraintError) -> Void)?, item: (any LayoutItem)? = nil) {
        self.handler = handler
        self.view = (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    func report(_ error: ConstraintError) {
        if let handler {
            handler(error)
        } else if let view {
            view.reportLayoutDiagnostic(
                LayoutDiagnostic(kind: .client(source: "AutoLayoutDSL"), message: "[AutoLayoutDSL] " + error.description))
        } else {
            FileHandle.standardError.write(Data(("[AutoLayoutDSL] " + error.description + "\n").utf8))
        }
    }
}
