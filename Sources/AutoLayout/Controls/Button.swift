import Foundation

/// A push button with a title and an optional image, as UIKit's system `UIButton`, sized by its content.
///
/// Its intrinsic size is the image and the one-line title side by side (the title measured in
/// ``titleFont`` and rounded up to whole points), plus ``contentEdgeInsets``. While those insets are zero
/// (the default), the button pads its content with 6 points above and below, as UIKit's system buttons
/// do (a 15-point title makes a 30-point button); any other insets replace that padding.
///
/// The title is centred vertically in the content area, and the button's baselines are the title's.
/// Content priorities: hugging 250 and compression resistance 750 on both axes, as for a `UIButton` made
/// in code or in Interface Builder.
open class Button: View, CenteredTextBaselines {
    var baselinesAreConstrained = false

    /// The padding above and below the content while ``contentEdgeInsets`` is zero.
    public static let defaultVerticalPadding: CGFloat = 6

    /// The title shown (nil or empty: none).
    open var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// The title's font (default: the system font at 15 points, the font of UIKit's system buttons).
    open var titleFont: Font = .systemFont(ofSize: 15) {
        didSet { if titleFont != oldValue { contentDidChange() } }
    }

    /// An image shown before the title.
    open var image: Image? {
        didSet { if image != oldValue { contentDidChange() } }
    }

    /// Space around the content; zero (the default) means the default vertical padding.
    open var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }

    /// What measures the title (default: the built-in ``DefaultTextMeasurer``).
    open var textMeasurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet { contentDidChange() }
    }

    /// Creates a button with a frame and no title.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button with a title, placed by constraints (its autoresizing mask is not translated).
    public convenience init(title: String) {
        self.init(frame: .zero)
        self.title = title
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The insets in effect: ``contentEdgeInsets``, or the default padding while they are zero.
    public var effectiveContentInsets: EdgeInsets {
        contentEdgeInsets == .zero
            ? EdgeInsets(top: Button.defaultVerticalPadding, left: 0, bottom: Button.defaultVerticalPadding, right: 0)
            : contentEdgeInsets
    }

    /// The title on one line, unrounded; no lines without a title.
    public var titleLayout: TextLayout {
        TextLayout(text: title ?? "", font: titleFont, width: .infinity, numberOfLines: 1, measurer: textMeasurer)
    }

    /// Image and title side by side, plus the insets in effect.
    open override var intrinsicContentSize: CGSize {
        let titleSize = titleLayout.roundedSize
        let imageSize = image?.layoutSize ?? .zero
        let insets = effectiveContentInsets
        return CGSize(
            width: titleSize.width + imageSize.width + insets.left + insets.right,
            height: max(titleSize.height, imageSize.height) + insets.top + insets.bottom)
    }

    /// The title's first baseline from the top at the button's current height (nil without a title).
    open override var firstBaselineOffsetFromTop: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 + $0.first }
    }

    /// The title's last baseline from the bottom at the button's current height (nil without a title).
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        baselinesFromCenter.map { bounds.height / 2 - $0.last }
    }

    /// `<Button: 0x…; frame = (…); title = 'Save'>`.
    override var logText: String? { title }

    open override var description: String {
        guard let title else { return super.description }
        return String(super.description.dropLast()) + "; title = '\(title)'>"
    }

    var baselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        guard let baselines = titleLayout.baselinesFromCenter else { return nil }
        // The content area's centre lies half the inset difference below the button's.
        let insets = effectiveContentInsets
        let shift = (insets.top - insets.bottom) / 2
        return (baselines.first + shift, baselines.last + shift)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        if baselinesAreConstrained { invalidateBaselines() }
    }
}
