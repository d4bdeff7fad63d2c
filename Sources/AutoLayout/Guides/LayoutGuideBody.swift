import Foundation

/// How the engine lays out a ``LayoutGuide``: a view that names the owning view as its superview but is
/// not among its subviews, so guides reuse the views' variables, paths and frame assignment while
/// staying out of the hierarchy (UIKit's first guides were views too).
final class LayoutGuideBody: View {
    /// The guide this body stands for; the guide owns the body.
    unowned var guide: LayoutGuide?

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        // A body never has subviews to lay out; a permanent request keeps `setNeedsLayout` from
        // marking its ancestors every time the guide resizes.
        needsLayoutFlag = true
    }

    override var isLayoutGuideBody: Bool { true }
}
