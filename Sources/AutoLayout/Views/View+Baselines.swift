import Foundation

extension View {
    /// Tells the layout that the baseline offsets changed: constraints on the baselines are rebuilt,
    /// those of ancestors whose baselines are this view's (a stack's, say) included.
    public func invalidateBaselines() {
        guard let engine = rootView.engineIfCreated else { return }
        var step: View? = self
        while let view = step {
            let first = view.resolvedBaselineView(last: false) === self
            let last = view.resolvedBaselineView(last: true) === self
            if view === self || first || last {
                engine.attributeOffsetsDidChange(of: view) {
                    (first && $0 == .firstBaseline) || (last && $0 == .lastBaseline) || view === self
                        && ($0 == .firstBaseline || $0 == .lastBaseline)
                }
            }
            step = view.superview
        }
    }

    /// The view whose baseline a baseline constraint on this view reads, following
    /// ``forFirstBaselineLayout`` / ``forLastBaselineLayout`` down through descendants as the engine does.
    func resolvedBaselineView(last: Bool) -> View {
        var view = self
        while true {
            let next = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            guard next !== view, next.isDescendant(of: view) else { return view }
            view = next
        }
    }
}
