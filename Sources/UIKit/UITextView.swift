import AutoLayout

/// UIKit's `UITextView`: a ``UIScrollView`` showing multi-line text, measured by the engine's
/// ``TextView`` (DejaVu Sans metrics), with hugging 250 and compression resistance 750.
///
/// While it scrolls (the default) it has no intrinsic size and its text scrolls inside the frame
/// constraints give it. With ``isScrollEnabled`` turned off it sizes itself to its text, as seed 001
/// describes: the text wraps at the width layout gives the view (less ``textContainerInset`` and the
/// 5-point line fragment padding on each side), and the height follows the lines. After a layout pass
/// changes its width it measures again and invalidates its intrinsic size, so `layoutIfNeeded()`
/// solves once more with the new height, as ``UILabel`` does.
@preconcurrency @MainActor
open class UITextView: UIScrollView, WidthMeasuring {
    /// The engine's text view that measures the text; never in a tree. Read by the engine's layout
    /// pass, which runs on the tree's thread (the main actor for a UIKit tree) through nonisolated
    /// methods.
    nonisolated(unsafe) private let measure = TextView(frame: .zero)

    /// The text shown (UIKit's is never `nil` when read: an empty string).
    open var text: String! {
        get { measure.text }
        set { update { measure.text = newValue ?? "" } }
    }
    /// The font (default: the system font at 12 points, UIKit's size for a text view without one).
    open var font: UIFont? {
        get { measure.font }
        set { update { measure.font = newValue ?? .systemFont(ofSize: 12) } }
    }
    /// Space between the view's edges and its text (default 8 above and below).
    open var textContainerInset: UIEdgeInsets {
        get { measure.textContainerInset }
        set { update { measure.textContainerInset = newValue } }
    }
    /// Whether the text scrolls inside the frame (`true`) or the view sizes itself to it (`false`).
    open override var isScrollEnabled: Bool {
        get { super.isScrollEnabled }
        set {
            super.isScrollEnabled = newValue
            update { measure.isScrollEnabled = newValue }
        }
    }
    /// The text colour (kept, not drawn).
    open var textColor: UIColor?
    /// The alignment of the lines (kept, not drawn).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user may edit the text (kept; there are no events here).
    open var isEditable = true
    /// Whether the user may select the text (kept).
    open var isSelectable = true

    /// Creates a text view with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty text view (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// No intrinsic size while scrolling; otherwise the text's size at the laid-out width plus the
    /// insets and padding.
    open override var intrinsicContentSize: CGSize {
        measure.intrinsicContentSize
    }

    /// The first line's baseline below the top edge.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        syncMeasureSize()
        return measure.firstBaselineOffsetFromTop
    }

    /// The last line's baseline above the bottom edge.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        syncMeasureSize()
        return measure.lastBaselineOffsetFromBottom
    }

    /// Measures again at the width layout gave the view.
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
