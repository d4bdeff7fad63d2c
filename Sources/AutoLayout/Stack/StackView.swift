import Foundation

/// A view that lines its arranged subviews up in a row or a column and keeps the constraints that do
/// it, as UIKit's `UIStackView`.
///
/// The stack adds and maintains its own constraints (named `UISV-…`, as UIKit names them, so that
/// descriptions and conflict logs read the same), brought up to date in the update-constraints pass
/// after any change: adding, inserting, removing or hiding an arranged subview, or changing ``axis``,
/// ``distribution``, ``alignment``, ``spacing`` or custom spacing. A change updates only the constraints
/// it affects; a new spacing changes constants in place.
///
/// Like UIKit's, the stack draws nothing and has no intrinsic content size: its size comes out of its
/// arranged subviews' constraints (or is given to it), and hidden arranged subviews collapse to zero
/// along the axis with the spacing next to them removed.
open class StackView: View {
    /// Custom spacing that means "no custom spacing": after a view, the stack's ``spacing`` applies;
    /// as the stack's spacing it means 0 (UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Spacing that means the system's standard spacing between siblings (8 points; UIKit's `FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The stacking role this view carries (the engine reads it through ``View/role``).
    private var stack: StackLayout {
        // Installed by every initializer; a view's role never changes.
        if let layout = role as? StackLayout { return layout }
        return StackLayout.install(on: self)
    }

    /// The subviews the stack lines up, in order. Each is also one of ``View/subviews``.
    public var arrangedSubviews: [View] { stack.arrangedSubviews }

    /// The direction the arranged subviews are lined up in (default horizontal).
    public var axis: LayoutConstraint.Axis {
        get { stack.axis }
        set { stack.axis = newValue }
    }

    /// How the arranged subviews are sized and placed along the axis (default ``Distribution/fill``).
    public var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }

    /// How the arranged subviews are placed across the axis (default ``Alignment/fill``).
    public var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }

    /// The space between neighbouring arranged subviews (default 0): exact for the fill distributions,
    /// a minimum for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values
    /// overlap the subviews; ``spacingUseSystem`` asks for the standard spacing and
    /// ``spacingUseDefault`` resets it to 0. A value that is not finite is reported and ignored.
    public var spacing: CGFloat {
        get { stack.spacing }
        set { stack.spacing = newValue }
    }

    /// Whether the vertical space between arranged subviews runs from the last baseline of one to the
    /// first baseline of the next (vertical stacks only; default `false`).
    public var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    /// Whether the arranged subviews are laid out inside the stack's ``View/layoutMargins`` rather than
    /// its edges (default `false`).
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// Creates a stack of `arrangedSubviews`, in order, each added as a subview.
    public init(arrangedSubviews: [View]) {
        super.init(frame: .zero)
        let stack = StackLayout.install(on: self)
        for view in arrangedSubviews { stack.addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        StackLayout.install(on: self)
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of ``arrangedSubviews`` (and as a subview, if it is not one already).
    public func addArrangedSubview(_ view: View) {
        stack.addArrangedSubview(view)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it there if it is arranged
    /// already), adding it as a subview if needed and turning off its autoresizing translation.
    ///
    /// An index outside `0...arrangedSubviews.count` (where UIKit raises) is reported as
    /// ``LayoutError/arrangedSubviewIndexOutOfRange(_:index:count:)`` and changes nothing, as is a view
    /// that would become its own ancestor.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        stack.insertArrangedSubview(view, at: stackIndex)
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview, no longer placed by the stack.
    /// Its custom spacing is forgotten. Does nothing for a view that is not arranged.
    public func removeArrangedSubview(_ view: View) {
        stack.removeArrangedSubview(view)
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing``; ``spacingUseDefault`` removes
    /// it. Ignored when `arrangedSubview` is not arranged by this stack or `spacing` is not finite.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        stack.setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        stack.customSpacing(after: arrangedSubview)
    }

    // MARK: View

    /// Brings the stack's constraints up to date, then calls `super`; a subclass that overrides it
    /// calls `super.updateConstraints()` last, as for any view.
    open override func updateConstraints() {
        stack.updateConstraintsIfStale()
        super.updateConstraints()
    }
}
