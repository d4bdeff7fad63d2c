import Foundation

/// A view whose intrinsic height depends on its width: a multi-line label, a text view that does not
/// scroll. It measures its text at the width the layout gave it, as UIKit's multi-line labels do.
///
/// The first solve uses the size measured without a width (one line per paragraph). When layout then
/// assigns the view a width, its `layoutSubviews` calls ``followLaidOutWidth()``: if the size measured at
/// the new width differs, the view invalidates its intrinsic size, and ``View/layoutIfNeeded()`` runs
/// another round that solves with it. Wrapping at a width never makes the text wider than that width, so
/// the width a view hugs down to measures the same lines again, and the rounds settle (usually in two).
/// Fitting (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
/// measures such views at the widths of its own solve in the same way.
protocol WidthDependentIntrinsicSize: WidthMeasuring {
    /// The width the view measures its content at (nil: none, before its first layout or at width 0).
    var wrappingWidth: CGFloat? { get set }
    /// Invalidates the intrinsic size and whatever else follows from the measured text (baselines).
    func measuredContentDidChange()
}

extension WidthDependentIntrinsicSize {
    /// Measures at the view's current width; when the measured size changed, asks for another round.
    func followLaidOutWidth() {
        let width = bounds.width > 0 ? bounds.width : nil
        guard width != wrappingWidth else { return }
        // The width is kept even when it does not matter yet, for when the content starts to wrap.
        guard wrapsToWidth else {
            wrappingWidth = width
            return
        }
        let old = intrinsicContentSize(wrappingAt: wrappingWidth)
        wrappingWidth = width
        if intrinsicContentSize(wrappingAt: width) != old { measuredContentDidChange() }
    }
}
