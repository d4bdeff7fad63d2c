import Foundation

/// A view that scrolls its content, as UIKit's `UIScrollView`, with its two layout guides.
///
/// Constraints between the scroll view's edges or margins and its content (its subviews and their
/// guides) attach to the content area, whose size becomes ``contentSize``; constraints on its width,
/// height or centres attach to its frame (Apple's TN2154 rules). Scrolling (``contentOffset``) moves
/// the bounds' origin; frames stay where the layout put them.
open class ScrollView: View {
    /// The scrolling role this view carries (the engine reads it through ``View/role``).
    private var scroll: ScrollLayout {
        // Installed by every initializer; a view's role never changes.
        if let layout = role as? ScrollLayout { return layout }
        return ScrollLayout.install(on: self)
    }

    /// A guide for the content area: its origin is the content's origin and its size the content
    /// size, as the constraints on it determine.
    public var contentLayoutGuide: LayoutGuide { scroll.contentLayoutGuide }

    /// A guide for the scroll view's frame, which does not scroll.
    public var frameLayoutGuide: LayoutGuide { scroll.frameLayoutGuide }

    /// Whether the user can scroll (default `true`). A ``TextView`` that does not scroll sizes itself to
    /// its text.
    public var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set {
            guard newValue != scroll.isScrollEnabled else { return }
            scroll.isScrollEnabled = newValue
            scrollEnabledDidChange()
        }
    }

    /// Called when ``isScrollEnabled`` changed; subclasses whose size depends on it override this.
    func scrollEnabledDidChange() {}

    /// How the safe area adds to ``contentInset`` (default automatic).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scroll.contentInsetAdjustmentBehavior }
        set { scroll.contentInsetAdjustmentBehavior = newValue }
    }
    /// Room around the content, on top of what the safe area adds.
    public var contentInset: EdgeInsets {
        get { scroll.contentInset }
        set { scroll.contentInset = newValue }
    }

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ScrollLayout.install(on: self)
    }

    /// The size of the content: the content guide's laid-out size while constraints determine it,
    /// otherwise the size set.
    public var contentSize: CGSize {
        get { scroll.contentSize }
        set { scroll.contentSize = newValue }
    }

    /// How far the content is scrolled: the bounds' origin.
    public var contentOffset: CGPoint {
        get { scroll.contentOffset }
        set { scroll.contentOffset = newValue }
    }

    /// ``contentInset`` plus the safe area on the edges ``contentInsetAdjustmentBehavior`` adjusts.
    public var adjustedContentInset: EdgeInsets { scroll.adjustedContentInset }
}
