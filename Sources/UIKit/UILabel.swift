import AutoLayout

/// UIKit's `UILabel`: a ``UIView`` sized by its text, measured by the engine's ``Label`` (DejaVu Sans
/// metrics), with hugging 250 and compression resistance 750.
///
/// A multi-line label without a `preferredMaxLayoutWidth` wraps at the width layout gives it: after a
/// layout pass changes its width it measures again and invalidates its intrinsic size, so
/// `layoutIfNeeded()` solves once more with the new height.
@preconcurrency @MainActor
open class UILabel: UIView, MultilineText, WidthMeasuring {
    /// The engine's label that measures the text; never in a tree. Read by the engine's layout pass,
    /// which runs on the tree's thread (the main actor for a UIKit tree) through nonisolated methods.
    nonisolated(unsafe) private let measure = Label(frame: .zero)

    /// The text shown.
    open var text: String? {
        get { measure.text }
        set { update { measure.text = newValue } }
    }
    /// The font (default: the system font at 17 points).
    open var font: UIFont! {
        get { measure.font }
        set { update { measure.font = newValue ?? .systemFont(ofSize: Font.labelFontSize) } }
    }
    /// The most lines shown (default 1; 0: as many as the text needs).
    open var numberOfLines: Int {
        get { measure.numberOfLines }
        set { update { measure.numberOfLines = newValue } }
    }
    /// How lines break and how text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode {
        get { measure.lineBreakMode }
        set { update { measure.lineBreakMode = newValue } }
    }
    /// The width a multi-line label wraps at to measure itself (0: the width layout gives it).
    open var preferredMaxLayoutWidth: CGFloat {
        get { measure.preferredMaxLayoutWidth }
        set { update { measure.preferredMaxLayoutWidth = newValue } }
    }
    /// The text colour (kept, not drawn).
    open var textColor: UIColor!
    /// The alignment of the lines (kept, not drawn).
    open var textAlignment: NSTextAlignment = .natural

    /// Creates a label with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty label (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the label may wrap (``numberOfLines`` other than 1): a horizontal stack that fills
    /// draws it to a share of its width, as it does the engine's labels.
    nonisolated package var mayWrapOntoSeveralLines: Bool { measure.numberOfLines != 1 }

    /// The text's measured size, rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        measure.intrinsicContentSize
    }

    /// The first baseline at the label's current height (the text is centred vertically).
    open override var firstBaselineOffsetFromTop: CGFloat? {
        syncMeasureSize()
        return measure.firstBaselineOffsetFromTop
    }

    /// The last baseline at the label's current height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        syncMeasureSize()
        return measure.lastBaselineOffsetFromBottom
    }

    /// Measures again at the width layout gave the label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        remeasure(measure) { syncMeasureSize() }
    }

    /// Whether the text wraps at the width the view is given, as its measure says.
    nonisolated package var wrapsToWidth: Bool { measure.wrapsToWidth }

    /// The measure's size at a width, which fitting asks for at the widths of its solves.
    nonisolated package func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
        measure.intrinsicContentSize(wrappingAt: width)
    }

    nonisolated private func syncMeasureSize() {
        syncMeasureSize(measure)
    }

    private func update(_ change: () -> Void) {
        remeasure(measure, change)
    }
}
