import Foundation

/// A view that draws a block of text centred vertically in its alignment rectangle (a label, a button's
/// title, a text field): its baselines lie at fixed distances from its centre, whatever its height.
///
/// Constraints on such a view's baselines are built from its centre, so a label stretched taller than its
/// text still aligns the baseline it draws. The view calls ``View/invalidateBaselines()`` when the
/// distances change (new text, font or line count).
protocol CenteredTextBaselines: View {
    /// How far the first and last baselines lie below the alignment rectangle's centre (negative: above
    /// it), or nil for a view without text, whose baselines are its top and bottom edges.
    var baselinesFromCenter: (first: CGFloat, last: CGFloat)? { get }
    /// Whether a constraint built since the view was made reads its baselines (set as constraints are
    /// built, never cleared): while it is false, a change of the distances has no constraint to rebuild,
    /// and the view skips the search for them.
    var baselinesAreConstrained: Bool { get set }
}

extension TextLayout {
    /// The baselines of a block of these lines centred on a point: distances below it.
    var baselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        guard let first = lines.first, let last = lines.last else { return nil }
        let top = -size.height / 2
        return (top + first.baseline, top + last.baseline)
    }
}
