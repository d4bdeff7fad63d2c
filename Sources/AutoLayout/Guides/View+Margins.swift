import Foundation

extension View {
    /// The margins that the `…Margin` attributes and ``layoutMarginsGuide`` inset the view's edges by.
    ///
    /// Reading gives the margins in effect: the value set (8 points each by default; for a view
    /// controller's view, at least the system minimum), measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is set, and grown to the superview's margins when
    /// ``preservesSuperviewLayoutMargins`` is set, as UIKit reports them.
    public var layoutMargins: EdgeInsets {
        get { effectiveMargins }
        set {
            requestedMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
            requestedMarginsAreDirectional = false
            updateEffectiveMargins()
        }
    }

    /// The margins in leading/trailing terms, kept in step with ``layoutMargins``: leading is the left
    /// margin in a left-to-right interface and the right one in a right-to-left interface.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = effectiveMargins
            return isRightToLeftForLayout
                ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            requestedMargins = newValue
            requestedMarginsAreDirectional = true
            updateEffectiveMargins()
        }
    }

    /// A guide whose edges are the view's edges inset by ``layoutMargins``; the margin attributes
    /// resolve through it.
    public var layoutMarginsGuide: LayoutGuide {
        let guides = ensureSystemGuides()
        if let margins = guides.margins { return margins.guide }
        let made = SystemGuides.InsetGuide(
            view: self, identifier: "UIViewLayoutMarginsGuide",
            constraintNames: ["left", "top", "right", "bottom"].map { "UIView-\($0)Margin-guide-constraint" },
            insets: effectiveMargins)
        guides.margins = made
        return made.guide
    }

    func ensureSystemGuides() -> SystemGuides {
        if let systemGuides { return systemGuides }
        let made = SystemGuides()
        systemGuides = made
        return made
    }

    /// The margins given, in left/right terms, before the system adjusts them.
    private var requestedAbsoluteMargins: EdgeInsets? {
        guard let requested = requestedMargins else { return nil }
        if requestedMarginsAreDirectional { return requested.resolved(rightToLeft: isRightToLeftForLayout) }
        return EdgeInsets(top: requested.top, left: requested.leading, bottom: requested.bottom, right: requested.trailing)
    }

    /// Works out the margins in effect and, when they changed, moves the margins guide, tells the view
    /// and passes the change to subviews that preserve their superview's margins.
    func updateEffectiveMargins() {
        if isLayoutGuideBody { return }
        var margins = requestedAbsoluteMargins ?? ViewExtras.defaultMargins
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            // A controller's view takes the system minimum, or the margins given where they are larger.
            let minimum = controller.systemMinimumLayoutMargins.resolved(rightToLeft: isRightToLeftForLayout)
            if let given = requestedAbsoluteMargins {
                margins = EdgeInsets(
                    top: max(given.top, minimum.top), left: max(given.left, minimum.left),
                    bottom: max(given.bottom, minimum.bottom), right: max(given.right, minimum.right))
            } else {
                margins = minimum
            }
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = storedSafeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if preservesSuperviewLayoutMargins, let superview {
            // The smallest adjustment that keeps content inside the superview's margins too.
            let outer = superview.effectiveMargins
            let bounds = superview.bounds
            let frame = storedFrame
            margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
            margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
            margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
        }
        guard margins != effectiveMargins else { return }
        effectiveMargins = margins
        systemGuides?.margins?.update(margins)
        if isScrollView { engineIfRegistered?.marginsDidChange(self) }
        setNeedsLayout()
        layoutMarginsDidChange()
        if subviews.contains(where: { $0.preservesSuperviewLayoutMargins }) { markSubviewGuidesStale() }
    }
}
