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

    // Associated values go with the guide, as with every object on Apple's platforms.
    deinit {
        AssociationTable.shared.removeValues(ofObjectWith: ObjectIdentifier(self))
    }

    /// A system guide (its identifier is printed as UIKit prints the system's).
    nonisolated package override init(systemIdentifier: String) {
        super.init(systemIdentifier: systemIdentifier)
    }
}
