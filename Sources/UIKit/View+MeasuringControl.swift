import AutoLayout

/// The plumbing UIKit's text controls share: each is measured by an engine control that is never in a
/// tree, and has to tell the layout when that measurement changes.
extension View {
    /// Runs `change` on `measure` and invalidates this view's intrinsic size if the measured size moved.
    func remeasure(_ measure: View, _ change: () -> Void) {
        let old = measure.intrinsicContentSize
        change()
        if measure.intrinsicContentSize != old { invalidateIntrinsicContentSize() }
    }

    /// Gives `measure` this view's size and lets it wrap again at that width in its own layout pass.
    func syncMeasureSize(_ measure: View) {
        guard measure.frame.size != bounds.size else { return }
        measure.frame = CGRect(origin: .zero, size: bounds.size)
        measure.layoutSubviews()
    }
}
