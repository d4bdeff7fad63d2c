import Foundation

/// The scrolling role of a view (``ScrollView``, or the UIKit module's `UIScrollView`): its two guides,
/// its content size and insets.
///
/// Constraints between the view's edges or margins and its content attach to the content area, whose
/// size becomes ``contentSize``; constraints on its size or centres attach to its frame (TN2154). The
/// engine finds the role through ``View/role``, whatever the view's class.
package final class ScrollLayout: ViewRole {
    /// Gives `view` the scrolling role.
    @discardableResult
    package static func install(on view: View) -> ScrollLayout {
        let layout = ScrollLayout(view: view)
        view.role = layout
        return layout
    }

    private override init(view: View) {
        super.init(view: view)
    }

    /// A guide for the content area, made (and tied to the view's top left) on first use.
    package private(set) lazy var contentLayoutGuide: LayoutGuide = makeContentGuide()

    /// A guide for the view's frame, which does not scroll.
    package var frameLayoutGuide: LayoutGuide {
        hasFrameGuide = true
        return frameGuide.guide
    }

    /// The frame guide and its edges' constraints, made on first use. In the view's own coordinates,
    /// which scrolling moves, the frame starts at the content offset: the edges' constants are it.
    private lazy var frameGuide = SystemGuides.InsetGuide(
        view: view, identifier: "UIScrollView-frameLayoutGuide",
        constraintNames: ["left", "top", "right", "bottom"].map { "UIScrollView-frameLayoutGuide-\($0)" },
        insets: ScrollLayout.frameInsets(for: view.bounds.origin))
    private var hasFrameGuide = false

    /// The frame guide's insets from the view's edges (read in its own coordinates) at `offset`.
    private static func frameInsets(for offset: CGPoint) -> EdgeInsets {
        EdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    }

    /// Moves the frame guide with a new content offset (its constants only).
    func contentOffsetDidChange() {
        guard hasFrameGuide else { return }
        frameGuide.update(ScrollLayout.frameInsets(for: view.bounds.origin))
    }

    /// The content size set by hand, used while no constraint gives the content guide a size.
    private var storedContentSize: CGSize = .zero

    /// Whether the user can scroll.
    package var isScrollEnabled = true
    /// How the safe area adds to ``contentInset``.
    package var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Room around the content, on top of what the safe area adds.
    package var contentInset: EdgeInsets = .zero

    private func makeContentGuide() -> LayoutGuide {
        let guide = view.makeSystemGuide(identifier: "UIScrollView-contentLayoutGuide")
        view.addLayoutGuide(guide)
        // The content starts at the bounds' origin before scrolling; its size is left to the content.
        for (first, second, name) in [
            (guide.leftAnchor as AnyLayoutAnchor, view.leftAnchor as AnyLayoutAnchor, "left"),
            (guide.topAnchor, view.topAnchor, "top"),
        ] {
            LayoutConstraint.installSystem(
                first, second, identifier: "UIScrollView-contentLayoutGuide-\(name)", on: view)
        }
        return guide
    }

    /// The content guide's laid-out size while constraints determine it, otherwise the size set.
    package var contentSize: CGSize {
        get {
            let body = contentLayoutGuide.body
            return body.engineIndex >= 0 ? body.storedFrame.size : storedContentSize
        }
        set { storedContentSize = newValue }
    }

    /// How far the content is scrolled: the view's bounds' origin.
    package var contentOffset: CGPoint {
        get { view.bounds.origin }
        set { view.bounds = CGRect(origin: newValue, size: view.bounds.size) }
    }

    /// ``contentInset`` plus the safe area on the edges ``contentInsetAdjustmentBehavior`` adjusts.
    package var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        let safe = view.safeAreaInsets
        let size = contentSize
        let bounds = view.bounds
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
