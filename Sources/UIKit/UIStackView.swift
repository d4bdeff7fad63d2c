import AutoLayout

/// UIKit's `UIStackView`: a ``UIView`` with the engine's stacking role (every distribution and
/// alignment, UIKit's `UISV-` constraints, hidden subviews collapsing).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Distribution` (the engine's, with Apple's raw values).
    public typealias Distribution = StackView.Distribution
    /// UIKit's `UIStackView.Alignment` (the engine's, with Apple's raw values).
    public typealias Alignment = StackView.Alignment

    /// Custom spacing that means "no custom spacing" (UIKit's `FLT_MAX`).
    public static var spacingUseDefault: CGFloat { StackView.spacingUseDefault }
    /// Spacing that means the system's standard spacing (UIKit's `FLT_MIN`).
    public static var spacingUseSystem: CGFloat { StackView.spacingUseSystem }

    /// The role the engine recognises the view by.
    nonisolated private var stack: StackLayout {
        // Installed by every initializer; a view's role never changes.
        stackLayout ?? StackLayout.install(on: self)
    }

    /// Creates an empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        StackLayout.install(on: self)
    }

    /// Creates an empty stack (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        StackLayout.install(on: self)
    }

    /// Creates a stack of views, in order, each added as a subview and placed by constraints.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack lines up, in order; each is also one of its subviews.
    open var arrangedSubviews: [UIView] { stack.arrangedSubviews.compactMap { $0 as? UIView } }

    /// The direction the arranged subviews are lined up in (default horizontal).
    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis }
        set { stack.axis = newValue }
    }

    /// How the arranged subviews are sized and placed along the axis (default `.fill`).
    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }

    /// How the arranged subviews are placed across the axis (default `.fill`).
    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }

    /// The space between neighbouring arranged subviews (default 0).
    open var spacing: CGFloat {
        get { stack.spacing }
        set { stack.spacing = newValue }
    }

    /// Whether vertical spacing runs from the last baseline of one subview to the first of the next.
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    /// Whether the arranged subviews are laid out inside the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// Adds a view at the end of ``arrangedSubviews`` (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        stack.addArrangedSubview(view)
    }

    /// Inserts a view into ``arrangedSubviews`` at an index; an index out of range is reported in the
    /// tree's diagnostics and changes nothing (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        stack.insertArrangedSubview(view, at: stackIndex)
    }

    /// Takes a view out of ``arrangedSubviews``; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        stack.removeArrangedSubview(view)
    }

    /// Sets the space after an arranged subview; ``spacingUseDefault`` removes it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom space after an arranged subview, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        stack.customSpacing(after: arrangedSubview)
    }

    /// Brings the stack's constraints up to date, then calls `super`.
    open override func updateConstraints() {
        stack.updateConstraintsIfStale()
        super.updateConstraints()
    }
}
