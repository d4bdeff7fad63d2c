import Foundation

extension View {
    /// Follows a new origin of the bounds (a scroll view's content offset): the subviews move against
    /// the safe area, the frame guide keeps to the frame, and constraints built through this view from
    /// inside it to views outside are made again with the new origin.
    func boundsOriginDidChange() {
        markSubviewGuidesStale()
        guard let engine = rootView.engineIfCreated else { return }
        if let scroll = scrollLayout {
            scroll.contentOffsetDidChange()
            // Scrolling is frequent and such constraints are rare: only a scroll view a constraint was
            // built through looks for them.
            guard extras?.isCrossedByConstraints == true else { return }
        }
        engine.boundsOriginDidChange(of: self)
    }
}
