import AutoLayout

/// UIKit's `UILayoutGuide`: a ``LayoutGuide`` of the engine, isolated to the main actor.
///
/// The system's guides of every UIKit view (margins, safe area, readable content, a scroll view's
/// content and frame guides) are made as `UILayoutGuide`s, so `view.safeAreaLayoutGuide` is one.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutGuide {
    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// A system guide (its identifier is printed as UIKit prints the system's).
    nonisolated package override init(systemIdentifier: String) {
        super.init(systemIdentifier: systemIdentifier)
    }
}
