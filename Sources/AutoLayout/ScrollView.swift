import Foundation

/// A view that scrolls its content, as UIKit's `UIScrollView`, with its two layout guides.
///
/// Constraints between the scroll view's edges or margins and its content (its subviews and their
/// guides) attach to the content area, whose size becomes ``contentSize``; constraints on its width,
/// height or centres attach to its frame (Apple's TN2154 rules). Scrolling (``contentOffset``) moves
/// the bounds' origin; frames stay where the layout put them.
open class ScrollView: View {
    /// A guide for the content area: its origin is the content's origin and its size the content
    /// size, as the constraints on it determine.
    public private(set) lazy var contentLayoutGuide: LayoutGuide = makeContentGuide()

    /// A guide for the scroll view's frame, which does not scroll.
    public private(set) lazy var frameLayoutGuide: LayoutGuide = SystemGuides.InsetGuide(
        view: self, identifier: "UIScrollView-frameLayoutGuide",
        constraintNames: ["left", "top", "right", "bottom"].map { "UIScrollView-frameLayoutGuide-\($0)" },
        insets: .zero
    ).guide

    /// When the content size is set by hand (no constraint gives the content guide a size).
    private var storedContentSize: CGSize = .zero

    /// Whether the user can scroll (default `true`). A ``TextView`` that does not scroll sizes itself to
    /// its text.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { scrollEnabledDidChange() } }
    }

    /// Called when ``isScrollEnabled`` changed; subclasses whose size depends on it override this.
    func scrollEnabledDidChange() {}

    /// How the safe area adds to ``contentInset`` (default automatic).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Room around the content, on top of what the safe area adds.
    public var contentInset: EdgeInsets = .zero

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    private func makeContentGuide() -> LayoutGuide {
        let guide = makeSystemGuide(identifier: "UIScrollView-contentLayoutGuide")
        addLayoutGuide(guide)
        // The content starts at the bounds' origin before scrolling; its size is left to the content.
        for (first, second, name) in [
            (guide.leftAnchor as AnyLayoutAnchor, leftAnchor as AnyLayoutAnchor, "left"),
            (guide.topAnchor, topAnchor, "top"),
        ] {
            LayoutConstraint.installSystem(first, second, identifier: "UIScrollView-contentLayoutGuide-\(name)", on: self)
        }
        return guide
    }

    /// The size of the content: the content guide's laid-out size while constraints determine it,
    /// otherwise the size set.
    public var contentSize: CGSize {
        get {
            let body = contentLayoutGuide.body
            return body.engineIndex >= 0 ? body.storedFrame.size : storedContentSize
        }
        set { storedContentSize = newValue }
    }

    /// How far the content is scrolled: the bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// ``contentInset`` plus the safe area on the edges ``contentInsetAdjustmentBehavior`` adjusts.
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        let safe = safeAreaInsets
        let size = contentSize
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic:
            // Vertically always (the scroll view is assumed to sit under bars); horizontally when the
            // content scrolls that way.
            (vertical, horizontal) = (true, size.width > bounds.width)
        case .scrollableAxes:
            (vertical, horizontal) = (size.height > bounds.height, size.width > bounds.width)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }
}
