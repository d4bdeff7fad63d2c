import Foundation

/// A one-line editable text field, as UIKit's `UITextField`, sized by its text or placeholder.
///
/// Its intrinsic width is the text (the placeholder while the text is empty) measured on one line and
/// rounded up to whole points, plus the border style's padding on both sides; its intrinsic height is
/// the font's line height rounded up, plus the padding above and below. A rounded-rectangle field in the
/// 17-point system font is 34 points high, as in UIKit. The text is centred vertically, and the field's
/// baselines are its text's, with or without text.
///
/// Content priorities: hugging 250 and compression resistance 750 on both axes, as for a `UITextField`
/// made in code or in Interface Builder.
open class TextField: View, CenteredTextBaselines {
    var baselinesAreConstrained = false

    /// The text (nil or empty: the placeholder is measured instead).
    open var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// The text shown while the field is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { contentDidChange() } }
    }

    /// The font (default: the system font at 17 points).
    open var font: Font = .systemFont(ofSize: Font.labelFontSize) {
        didSet { if font != oldValue { contentDidChange() } }
    }

    /// The border, which sets the padding around the text (default ``BorderStyle/none``, as in code).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { contentDidChange() } }
    }

    /// What measures the text (default: the built-in ``DefaultTextMeasurer``).
    open var textMeasurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet { contentDidChange() }
    }

    /// Creates a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty field with a placeholder, placed by constraints.
    public convenience init(placeholder: String, borderStyle: BorderStyle = .none) {
        self.init(frame: .zero)
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The text measured: the text, or the placeholder while the text is empty.
    public var measuredText: String {
        if let text, !text.isEmpty { return text }
        return placeholder ?? ""
    }

    /// The measured text's width and the font's line height, rounded up, plus the padding.
    override var logText: String? { text ?? placeholder }

    open override var intrinsicContentSize: CGSize {
        let width = textMeasurer.width(of: measuredText, in: font).roundedUpToPoint
        let height = textMeasurer.metrics(of: font).lineHeight.roundedUpToPoint
        let padding = borderStyle.padding
        return CGSize(width: width + 2 * padding.width, height: height + 2 * padding.height)
    }

    /// The text's baseline from the top at the field's current height.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 + $0.first }
    }

    /// The text's baseline from the bottom at the field's current height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 - $0.last }
    }

    var baselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        let metrics = textMeasurer.metrics(of: font)
        let baseline = -metrics.lineHeight / 2 + metrics.ascender
        return (baseline, baseline)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        if baselinesAreConstrained { invalidateBaselines() }
    }
}
