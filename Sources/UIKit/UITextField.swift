import AutoLayout

/// UIKit's `UITextField`: a control sized by its text (or placeholder) and border style, measured by
/// the engine's ``TextField``.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// UIKit's `UITextField.BorderStyle`: the engine's.
    public typealias BorderStyle = TextField.BorderStyle

    /// The engine's text field that measures the content; never in a tree.
    nonisolated(unsafe) private let measure = TextField(frame: .zero)

    /// The text.
    open var text: String? {
        get { measure.text }
        set { update { measure.text = newValue } }
    }
    /// The text shown while there is none.
    open var placeholder: String? {
        get { measure.placeholder }
        set { update { measure.placeholder = newValue } }
    }
    /// The font.
    open var font: UIFont? {
        get { measure.font }
        set { update { measure.font = newValue ?? .systemFont(ofSize: Font.labelFontSize) } }
    }
    /// The border, which adds padding.
    open var borderStyle: BorderStyle {
        get { measure.borderStyle }
        set { update { measure.borderStyle = newValue } }
    }
    /// The text colour (kept, not drawn).
    open var textColor: UIColor?
    /// The alignment of the text (kept, not drawn).
    open var textAlignment: NSTextAlignment = .natural

    /// The size of the text or placeholder in the font, plus the border's padding.
    open override var intrinsicContentSize: CGSize { measure.intrinsicContentSize }

    private func update(_ change: () -> Void) {
        remeasure(measure, change)
    }
}
