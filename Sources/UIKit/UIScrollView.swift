import AutoLayout

/// UIKit's `UIScrollView`: a ``UIView`` with the engine's scrolling role, so that constraints between
/// its edges and its content (or its ``contentLayoutGuide``) give the content size, and constraints on
/// its size or centres (or its ``frameLayoutGuide``) attach to its frame, as Apple's TN2154 describes.
///
/// Scrolling (``contentOffset``) moves the bounds' origin; frames stay where the layout put them.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = AutoLayout.ContentInsetAdjustmentBehavior

    /// The role the engine recognises the view by.
    nonisolated private var scroll: ScrollLayout {
        // Installed by every initializer; a view's role never changes.
        scrollLayout ?? ScrollLayout.install(on: self)
    }

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ScrollLayout.install(on: self)
    }

    /// Creates an empty scroll view (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ScrollLayout.install(on: self)
    }

    /// The content area: its edges are the content's, its size the content size.
    public var contentLayoutGuide: UILayoutGuide { UILayoutGuide.system(scroll.contentLayoutGuide, of: self) }
    /// The scroll view's frame, which does not scroll.
    public var frameLayoutGuide: UILayoutGuide { UILayoutGuide.system(scroll.frameLayoutGuide, of: self) }

    /// The size of the content: the content guide's laid-out size while constraints determine it,
    /// otherwise the size set.
    open var contentSize: CGSize {
        get { scroll.contentSize }
        set { scroll.contentSize = newValue }
    }

    /// How far the content is scrolled: the bounds' origin.
    open var contentOffset: CGPoint {
        get { scroll.contentOffset }
        set { scroll.contentOffset = newValue }
    }

    /// Scrolls to an offset (at once: there are no animations here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Room around the content, on top of what the safe area adds.
    open var contentInset: UIEdgeInsets {
        get { scroll.contentInset }
        set { scroll.contentInset = newValue }
    }

    /// How the safe area adds to ``contentInset`` (default automatic).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scroll.contentInsetAdjustmentBehavior }
        set { scroll.contentInsetAdjustmentBehavior = newValue }
    }

    /// ``contentInset`` plus the safe area on the edges ``contentInsetAdjustmentBehavior`` adjusts.
    open var adjustedContentInset: UIEdgeInsets { scroll.adjustedContentInset }

    /// Whether the user can scroll (default `true`).
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Whether the content pages (kept; there is no scrolling by touch).
    open var isPagingEnabled = false
    /// Whether the content bounces at its edges (kept).
    open var bounces = true
    /// Whether the content bounces vertically when it is shorter than the view (kept).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally when it is narrower than the view (kept).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (kept, not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (kept, not drawn).
    open var showsHorizontalScrollIndicator = true
}
