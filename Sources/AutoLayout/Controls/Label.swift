import Foundation

/// A view that shows text, as UIKit's `UILabel`, sized by its text.
///
/// Its intrinsic size is its text measured in ``font`` by ``textMeasurer``, rounded up to whole points:
/// the widest line and the lines' height. A single-line label (``numberOfLines`` 1, the default) measures
/// its text on one line; a label that may show more lines wraps at ``preferredMaxLayoutWidth`` when that
/// is set, and otherwise at the width the layout gives it: the layout is solved, the label measures at
/// its new width, and ``View/layoutIfNeeded()`` solves again with the new height (UIKit's two-pass
/// layout of multi-line labels). Text that does not fit is cut as ``lineBreakMode`` says; ``textLayout``
/// holds the lines as drawn at the label's bounds.
///
/// The text is centred vertically in the label, as UIKit draws it; the first and last baselines follow
/// the text, so a label stretched taller than its text still aligns by the baselines it draws.
///
/// Content priorities: hugging 250 and compression resistance 750 on both axes, the values of a
/// `UILabel` made in code (Interface Builder sets hugging to 251 on labels it creates; set
/// `setContentHuggingPriority(_:for:)` to get that).
open class Label: View, WidthDependentIntrinsicSize, CenteredTextBaselines, MultilineText {
    var baselinesAreConstrained = false

    /// The text shown (nil or empty: none, and a zero intrinsic size).
    open var text: String? {
        didSet { if text != oldValue { measuredContentDidChange() } }
    }

    /// The font of the text (default: the system font at 17 points, `UIFont.labelFontSize`).
    open var font: Font = .systemFont(ofSize: Font.labelFontSize) {
        didSet { if font != oldValue { measuredContentDidChange() } }
    }

    /// The most lines shown (default 1); 0 (or less) shows as many as the text needs.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { measuredContentDidChange() } }
    }

    /// Whether the label may wrap (``numberOfLines`` other than 1).
    package var mayWrapOntoSeveralLines: Bool { numberOfLines != 1 }

    /// How lines break and how text that does not fit is cut (default ``LineBreakMode/byTruncatingTail``).
    open var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { measuredContentDidChange() } }
    }

    /// The width a multi-line label wraps its text at to measure it; 0 (the default) wraps at the width
    /// the layout gives the label. A single-line label ignores it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { measuredContentDidChange() } }
    }

    /// What measures the text (default: the built-in ``DefaultTextMeasurer``).
    open var textMeasurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet { measuredContentDidChange() }
    }

    var wrappingWidth: CGFloat?
    /// The last two layouts measured and the width limits they were measured at, the latest first: a
    /// multi-line label is measured both unwrapped and at its width, by layout and by fitting alike.
    private var measured: (limit: CGFloat, layout: TextLayout)?
    private var measuredBefore: (limit: CGFloat, layout: TextLayout)?

    /// Creates a label with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label showing `text`, placed by constraints (its autoresizing mask is not translated).
    public convenience init(text: String, font: Font = .systemFont(ofSize: Font.labelFontSize)) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The text's measured size, rounded up to whole points; (0, 0) without text.
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(wrappingAt: wrappingWidth)
    }

    /// The lines as drawn at the label's bounds: wrapped at its width, as many as ``numberOfLines`` allows
    /// and its height holds (at least one), the last one cut as ``lineBreakMode`` says.
    public var textLayout: TextLayout {
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        var limit = max(numberOfLines, 0)
        if let fitting = Self.linesFitting(height: bounds.height, lineHeight: lineHeight) {
            limit = limit == 0 ? fitting : min(limit, fitting)
        }
        return TextLayout(
            text: text ?? "", font: font, width: bounds.width, numberOfLines: limit, lineBreakMode: lineBreakMode,
            measurer: textMeasurer)
    }

    /// How many lines of `lineHeight` a height holds (at least one), or nil when the height sets no
    /// bound: no line height, or a ratio too large to count (an infinite height, a font of 1e-300).
    /// A NaN height holds one line.
    static func linesFitting(height: CGFloat, lineHeight: CGFloat) -> Int? {
        guard lineHeight > 0, lineHeight.isFinite else { return nil }
        let ratio = ((height + 1e-9) / lineHeight).rounded(.down)
        if ratio.isNaN { return 1 }
        // Far more lines than any text has: the height does not limit it.
        guard ratio < 1e9 else { return nil }
        return max(1, Int(ratio))
    }

    /// The first baseline's distance from the top at the label's current height (nil without text).
    open override var firstBaselineOffsetFromTop: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 + $0.first }
    }

    /// The last baseline's distance from the bottom at the label's current height (nil without text).
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 - $0.last }
    }

    /// Measures the text again when the layout changed the label's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followLaidOutWidth()
    }

    /// `<Label: 0x…; frame = (20 20; 51 20); text = 'Name'>`.
    override var logText: String? { text }

    open override var description: String {
        guard let text else { return super.description }
        return String(super.description.dropLast()) + "; text = '\(text)'>"
    }

    // MARK: Measuring

    package var wrapsToWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) }

    package func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
        measuredLayout(wrappingAt: width).roundedSize
    }

    /// The text laid out for measuring: on one line for a single-line label, otherwise wrapped at the
    /// preferred width or at `width`.
    func measuredLayout(wrappingAt width: CGFloat?) -> TextLayout {
        let limit: CGFloat =
            if numberOfLines == 1 {
                .infinity
            } else if preferredMaxLayoutWidth > 0 {
                preferredMaxLayoutWidth
            } else {
                width ?? .infinity
            }
        if let measured, measured.limit == limit { return measured.layout }
        if let before = measuredBefore, before.limit == limit {
            swap(&measured, &measuredBefore)
            return before.layout
        }
        let layout = TextLayout(
            text: text ?? "", font: font, width: limit, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            measurer: textMeasurer)
        measuredBefore = measured
        measured = (limit, layout)
        return layout
    }

    var baselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        measuredLayout(wrappingAt: wrapsToWidth ? wrappingWidth : nil).baselinesFromCenter
    }

    func measuredContentDidChange() {
        measured = nil
        measuredBefore = nil
        invalidateIntrinsicContentSize()
        if baselinesAreConstrained { invalidateBaselines() }
    }
}
