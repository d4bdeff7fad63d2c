import Foundation

/// A scrollable, multi-line text view, as UIKit's `UITextView`.
///
/// While it scrolls (``ScrollView/isScrollEnabled``, the default) it has no intrinsic size: its frame comes
/// from constraints and its text scrolls inside. With scrolling turned off it sizes itself to its text,
/// as UIKit's text view does (seed 001): the text wraps at the width the layout gives the view (less
/// ``textContainerInset`` and ``lineFragmentPadding`` on each side), and the height follows the lines, so
/// a text view pinned left and right grows as its text grows. The intrinsic size is the widest line
/// (the unwrapped text before the first layout) and the lines' height, each rounded up to whole points,
/// plus the insets and padding; an empty text view is one line high. The text starts at the top: the
/// first baseline lies ``textContainerInset`` top plus the ascender below the top edge.
///
/// Content priorities: hugging 250 and compression resistance 750 on both axes, as for a `UITextView`
/// made in code or in Interface Builder.
open class TextView: ScrollView, WidthDependentIntrinsicSize {
    /// The text (default empty).
    open var text: String = "" {
        didSet { if text != oldValue { measuredContentDidChange() } }
    }

    /// The font (default: the system font at 12 points, the size UIKit draws a text view's text in when
    /// no font is set).
    open var font: Font = .systemFont(ofSize: 12) {
        didSet { if font != oldValue { measuredContentDidChange() } }
    }

    /// Space between the view's edges and its text container (default 8 above and below, UIKit's).
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { measuredContentDidChange() } }
    }

    /// Space inside the text container before and after each line (default 5, UIKit's).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { measuredContentDidChange() } }
    }

    /// What measures the text (default: the built-in ``DefaultTextMeasurer``).
    open var textMeasurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet { measuredContentDidChange() }
    }

    var wrappingWidth: CGFloat?

    /// Creates a text view with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The text wrapped at the view's width, as drawn (all lines; what does not fit scrolls).
    public var textLayout: TextLayout {
        layout(wrappingAt: bounds.width)
    }

    /// No intrinsic size while scrolling; otherwise the text's size plus insets and padding.
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(wrappingAt: wrappingWidth)
    }

    /// The first line's baseline below the top edge.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        textContainerInset.top + textMeasurer.metrics(of: font).ascender
    }

    /// The last line's baseline above the bottom edge, at the view's intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        let layout = layout(wrappingAt: wrappingWidth)
        let height = textHeight(of: layout)
        return height - (layout.lines.last?.baseline ?? textMeasurer.metrics(of: font).ascender)
            + textContainerInset.bottom
    }

    /// Measures the text again when the layout changed the view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followLaidOutWidth()
    }

    override func scrollEnabledDidChange() {
        measuredContentDidChange()
    }

    // MARK: Measuring

    package var wrapsToWidth: Bool { !isScrollEnabled }

    package func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        let layout = layout(wrappingAt: width)
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        return CGSize(
            width: layout.size.width.roundedUpToPoint + horizontal,
            height: textHeight(of: layout) + textContainerInset.top + textContainerInset.bottom)
    }

    /// The text wrapped inside a view `width` wide (nil: unwrapped).
    private func layout(wrappingAt width: CGFloat?) -> TextLayout {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let limit = width.map { max($0 - horizontal, 0) } ?? .infinity
        return TextLayout(text: text, font: font, width: limit, lineBreakMode: .byWordWrapping, measurer: textMeasurer)
    }

    /// The lines' height rounded up; an empty text view keeps one line.
    private func textHeight(of layout: TextLayout) -> CGFloat {
        (CGFloat(max(layout.lines.count, 1)) * layout.lineHeight).roundedUpToPoint
    }

    func measuredContentDidChange() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }
}
