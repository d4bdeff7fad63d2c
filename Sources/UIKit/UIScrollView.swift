import AutoLayout

/// UIKit's `UIScrollView`: the engine's ``ScrollView`` (constraints from its subviews to its edges
/// or to ``contentLayoutGuide`` give the content size), isolated to the main actor.
///
/// Unlike UIKit's, it is not a ``UIView``: the engine's scroll views are their own class, which the
/// engine recognises. It has every member of a view.
@preconcurrency @MainActor
open class UIScrollView: ScrollView, SystemLayoutGuideMaking {
    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes the system's guides (content, frame, margins, safe area) as ``UILayoutGuide``s.
    package nonisolated func makeSystemLayoutGuide(identifier: String) -> LayoutGuide {
        UILayoutGuide(systemIdentifier: identifier)
    }
}
