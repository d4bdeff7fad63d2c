import Foundation

extension View {
    /// A guide covering the part of the view inside its safe area.
    public var safeAreaLayoutGuide: LayoutGuide {
        let guides = ensureSystemGuides()
        if let safeArea = guides.safeArea { return safeArea.guide }
        let made = SystemGuides.InsetGuide(
            view: self, identifier: "UIViewSafeAreaLayoutGuide",
            constraintNames: ["left", "top", "right", "bottom"].map { "UIViewSafeAreaLayoutGuide-\($0)" },
            insets: storedSafeAreaInsets)
        guides.safeArea = made
        return made.guide
    }

    /// The insets the view's position gives it now.
    func computedSafeAreaInsets() -> EdgeInsets {
        var insets = EdgeInsets.zero
        if superview == nil, let host = hostWindow { return host.rootSafeAreaInsets }
        if let superview {
            let outer = superview.storedSafeAreaInsets
            if outer != .zero {
                // The superview's safe rectangle, in its bounds' coordinates, against this frame.
                let safe = outer.inset(superview.bounds)
                let frame = storedFrame
                insets.top = min(max(0, safe.minY - frame.minY), frame.height)
                insets.left = min(max(0, safe.minX - frame.minX), frame.width)
                insets.bottom = min(max(0, frame.maxY - safe.maxY), frame.height)
                insets.right = min(max(0, frame.maxX - safe.maxX), frame.width)
            }
        }
        // "If the view is not currently installed in a view hierarchy, or is not yet visible onscreen,
        // the edge insets in this property are 0": a controller adds its insets to what a window gives.
        if let controller = viewController, treeHost != nil {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// Brings ``safeAreaInsets`` up to date and passes a change on: to the safe-area guide, the
    /// margins, the keyboard and top/bottom guides, the view (``safeAreaInsetsDidChange()``) and the
    /// subviews.
    func updateSafeAreaInsets() {
        if isLayoutGuideBody { return }
        let insets = computedSafeAreaInsets()
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        if let guides = systemGuides {
            guides.safeArea?.update(insets)
            guides.top?.updateLength(insets.top)
            guides.bottom?.updateLength(insets.bottom)
        }
        if insetsLayoutMarginsFromSafeArea { updateEffectiveMargins() }
        setNeedsLayout()
        safeAreaInsetsDidChange()
        markSubviewGuidesStale()
        updateKeyboardGuide()
    }

    /// Defers the subviews' safe areas and preserved margins to this view's next layout, when their
    /// frames are current: measured now, against frames the layout is about to replace, a subview could
    /// get insets of a size it never has.
    func markSubviewGuidesStale() {
        guard !subviews.isEmpty else { return }
        for subview in subviews { subview.guidesAreStale = true }
        subviewGuidesMayBeStale = true
        setNeedsLayout()
    }

    /// Brings a view's safe area and preserved margins up to date after its superview changed.
    func refreshGuides() {
        guidesAreStale = false
        updateSafeAreaInsets()
        if preservesSuperviewLayoutMargins { updateEffectiveMargins() }
    }

    /// Follows a new frame: the safe area, the margins preserved from the superview, the keyboard guide.
    func frameDidChangeForGuides() {
        // The common case, a view with no unsafe area around it, no controller, no keyboard guide and no
        // preserved margins, has nothing to follow (the full path below would find exactly that).
        if let superview = superviewReference, storedSafeAreaInsets == .zero, viewController == nil,
            !preservesSuperviewLayoutMargins, superview.withBorrowed({ $0.storedSafeAreaInsets == .zero }),
            systemGuides?.keyboard == nil
        {
            guidesAreStale = false
            return
        }
        if superview == nil {
            guard hostWindow != nil else { return }
            // A window that changes size class changes its controllers' minimum margins.
            for subview in subviews where subview.viewController != nil { subview.updateEffectiveMargins() }
        }
        guidesAreStale = false
        updateSafeAreaInsets()
        if preservesSuperviewLayoutMargins { updateEffectiveMargins() }
        // The keyboard guide follows the view's place in the window, not only its safe area.
        if systemGuides?.keyboard != nil { updateKeyboardGuide() }
        // The insets of subviews depend on this view's bounds too.
        if storedSafeAreaInsets != .zero || viewController != nil { markSubviewGuidesStale() }
    }
}
