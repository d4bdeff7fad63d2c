import AutoLayout

/// UIKit's `UIButton`: a control sized by its title and image for the normal state, measured by the
/// engine's ``Button``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The engine's button that measures the content; never in a tree.
    nonisolated(unsafe) private let measure = Button(frame: .zero)
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]

    /// Creates a button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty button (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a type (all types measure alike here).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
    }

    /// Sets the title for a state; the normal state's title sizes the button.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        if state == .normal { update { measure.title = title } }
    }

    /// The title for a state (the normal state's when none was set for it).
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for a state (kept, not drawn: colour does not change the size).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    /// The title colour for a state (the normal state's when none was set for it).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    /// Sets the image for a state; the normal state's image sizes the button.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        if state == .normal { update { measure.image = image } }
    }

    /// The image for a state (the normal state's when none was set for it).
    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The padding around the content.
    open var contentEdgeInsets: UIEdgeInsets {
        get { measure.contentEdgeInsets }
        set { update { measure.contentEdgeInsets = newValue } }
    }

    /// The size of the title and image plus the padding.
    open override var intrinsicContentSize: CGSize { measure.intrinsicContentSize }

    private func update(_ change: () -> Void) {
        remeasure(measure, change)
    }
}
