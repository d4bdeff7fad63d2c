import AutoLayout

/// UIKit's `UIStackView`: the engine's ``StackView`` (every distribution and alignment, UIKit's
/// `UISV-` constraints), isolated to the main actor.
///
/// Unlike UIKit's, it is not a ``UIView``: the engine's stack views are their own class. It has every
/// member of a view.
@preconcurrency @MainActor
open class UIStackView: StackView, SystemLayoutGuideMaking {
    /// Creates a stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack of views, placed by constraints.
    public override init(arrangedSubviews views: [View]) {
        super.init(arrangedSubviews: views)
    }

    /// Makes the system's guides as ``UILayoutGuide``s.
    package nonisolated func makeSystemLayoutGuide(identifier: String) -> LayoutGuide {
        UILayoutGuide(systemIdentifier: identifier)
    }
}
