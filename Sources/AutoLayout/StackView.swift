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

    /// The subviews the stack lines up, in order. Each is also one of ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction the arranged subviews are lined up in (default horizontal).
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the arranged subviews are sized and placed along the axis (default ``Distribution/fill``).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the arranged subviews are placed across the axis (default ``Alignment/fill``).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    private var storedSpacing: CGFloat = 0

    /// The space between neighbouring arranged subviews (default 0): exact for the fill distributions,
    /// a minimum for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values
    /// overlap the subviews; ``spacingUseSystem`` asks for the standard spacing and
    /// ``spacingUseDefault`` resets it to 0. A value that is not finite is reported and ignored.
    public var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue.isFinite else {
                reportRejected(.nonFiniteConstant(item: self, constant: newValue))
                return
            }
            let value = newValue == StackView.spacingUseDefault ? 0 : newValue
            guard value != storedSpacing else { return }
            storedSpacing = value
            arrangementDidChange()
        }
    }

    /// Whether the vertical space between arranged subviews runs from the last baseline of one to the
    /// first baseline of the next (vertical stacks only; default `false`).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged subviews are laid out inside the stack's ``View/layoutMargins`` rather than
    /// its edges (default `false`).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacing set with ``setCustomSpacing(_:after:)``, by arranged subview.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// Whether the constraints must be brought up to date in the next update pass.
    var arrangementIsStale = true
    /// The constraints the stack keeps, by everything but their constant.
    var arrangementConstraints: [StackConstraintSpec.Key: LayoutConstraint] = [:]
    /// The guides between neighbours for the equal distributions, reused from one update to the next.
    var gapGuides: [LayoutGuide] = []
    /// The guide that spans the arranged subviews across the axis, for the aligned (non-fill) layouts.
    var alignmentSpanner: LayoutGuide?
    /// The views that stood for the stack's baselines when its constraints were last made.
    var baselineViews: (first: View?, last: View?) = (nil, nil)

    /// Creates a stack of `arrangedSubviews`, in order, each added as a subview.
    public init(arrangedSubviews: [View]) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of ``arrangedSubviews`` (and as a subview, if it is not one already).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it there if it is arranged
    /// already), adding it as a subview if needed and turning off its autoresizing translation.
    ///
    /// An index outside `0...arrangedSubviews.count` (where UIKit raises) is reported as
    /// ``LayoutError/arrangedSubviewIndexOutOfRange(_:index:count:)`` and changes nothing, as is a view
    /// that would become its own ancestor.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            reportRejected(.arrangedSubviewIndexOutOfRange(self, index: stackIndex, count: arrangedSubviews.count))
            return
        }
        if view.superview !== self {
            addSubview(view)
            // Refused: the view is the stack or one of its ancestors (already reported).
            guard view.superview === self else { return }
        }
        var index = stackIndex
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            index = min(index, arrangedSubviews.count)
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview, no longer placed by the stack.
    /// Its custom spacing is forgotten. Does nothing for a view that is not arranged.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing``; ``spacingUseDefault`` removes
    /// it. Ignored when `arrangedSubview` is not arranged by this stack or `spacing` is not finite.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        guard spacing.isFinite else {
            reportRejected(.nonFiniteConstant(item: arrangedSubview, constant: spacing))
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: View

    /// Brings the stack's constraints up to date, then calls `super`; a subclass that overrides it
    /// calls `super.updateConstraints()` last, as for any view.
    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            updateArrangementConstraints()
        }
        super.updateConstraints()
    }

    /// The first visible arranged subview in a vertical stack, the tallest one in a horizontal stack
    /// (the stack itself when none is visible); baseline constraints read through it, into nested stacks.
    open override var forFirstBaselineLayout: View {
        baselineView(last: false) ?? self
    }

    /// The last visible arranged subview in a vertical stack, the tallest one in a horizontal stack
    /// (the stack itself when none is visible).
    open override var forLastBaselineLayout: View {
        baselineView(last: true) ?? self
    }

    // MARK: Notifications from arranged subviews

    /// An arranged subview was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// An arranged subview's intrinsic size (or a label's compression resistance) changed: proportional
    /// sizes, which subview is the tallest and the text-width disambiguation are worked out again.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// An arranged subview is leaving the stack's subviews: it leaves the arrangement too.
    func arrangedSubviewWillLeave(_ view: View) {
        removeArrangedSubview(view)
    }

    /// Records a change UIKit would raise an exception for, in the tree's diagnostics.
    private func reportRejected(_ error: LayoutError) {
        report(LayoutDiagnostic(kind: .rejectedChange(error), message: error.description))
    }

    /// Schedules the constraints for the next update pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }
}
