import Foundation

/// The stacking role of a view (``StackView``, or the UIKit module's `UIStackView`): the arranged
/// subviews, the arrangement's settings, and the `UISV-` constraints that carry them out.
///
/// The constraints are brought up to date in the view's update-constraints pass after any change
/// (``updateConstraintsIfStale()``, called by the view's `updateConstraints()`); a change updates only
/// the constraints it affects. The engine finds the role through ``View/role`` to pass on an arranged
/// subview's hiding, resizing and leaving.
package final class StackLayout: ViewRole {
    /// Gives `view` the stacking role.
    @discardableResult
    package static func install(on view: View) -> StackLayout {
        let layout = StackLayout(view: view)
        view.role = layout
        return layout
    }

    private override init(view: View) {
        super.init(view: view)
    }

    /// The subviews the stack lines up, in order; each is also one of the view's subviews.
    package private(set) var arrangedSubviews: [View] = []

    /// The direction the arranged subviews are lined up in.
    package var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the arranged subviews are sized and placed along the axis.
    package var distribution: StackView.Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the arranged subviews are placed across the axis.
    package var alignment: StackView.Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    private var storedSpacing: CGFloat = 0

    /// The space between neighbours; ``StackView/spacingUseDefault`` resets it to 0, and a value that
    /// is not finite is reported and ignored.
    package var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue.isFinite else {
                reportRejected(.nonFiniteConstant(item: view, constant: newValue))
                return
            }
            let value = newValue == StackView.spacingUseDefault ? 0 : newValue
            guard value != storedSpacing else { return }
            storedSpacing = value
            arrangementDidChange()
        }
    }

    /// Whether vertical spacing runs from baseline to baseline.
    package var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged subviews are laid out inside the view's layout margins.
    package var isLayoutMarginsRelativeArrangement = false {
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

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement.
    package func addArrangedSubview(_ subview: View) {
        insertArrangedSubview(subview, at: arrangedSubviews.count)
    }

    /// Inserts `subview` into the arrangement at `stackIndex` (moving it if it is arranged already),
    /// adding it as a subview if needed and turning off its autoresizing translation. An index outside
    /// `0...count`, or a view that would become its own ancestor, is reported and changes nothing.
    package func insertArrangedSubview(_ subview: View, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            reportRejected(.arrangedSubviewIndexOutOfRange(view, index: stackIndex, count: arrangedSubviews.count))
            return
        }
        if subview.superview !== view {
            view.addSubview(subview)
            // Refused: the subview is the stack or one of its ancestors (already reported).
            guard subview.superview === view else { return }
        }
        var index = stackIndex
        if let current = arrangedSubviews.firstIndex(where: { $0 === subview }) {
            arrangedSubviews.remove(at: current)
            index = min(index, arrangedSubviews.count)
        }
        arrangedSubviews.insert(subview, at: index)
        subview.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Takes `subview` out of the arrangement (it stays a subview) and forgets its custom spacing.
    package func removeArrangedSubview(_ subview: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(subview)] = nil
        arrangementDidChange()
    }

    /// Sets the space after an arranged subview; ``StackView/spacingUseDefault`` removes it.
    package func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
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

    /// The custom space after an arranged subview, or ``StackView/spacingUseDefault``.
    package func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// Brings the constraints up to date if anything changed since they were made; the stack view's
    /// `updateConstraints()` calls it before `super`.
    package func updateConstraintsIfStale() {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        updateArrangementConstraints()
    }

    // MARK: Notifications from arranged subviews

    /// An arranged subview was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
    }

    /// An arranged subview's intrinsic size (or a label's compression resistance) changed: proportional
    /// sizes, which subview is the tallest and the text-width disambiguation are worked out again.
    func arrangedSubviewIntrinsicSizeDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
    }

    /// An arranged subview is leaving the stack's subviews: it leaves the arrangement too.
    func arrangedSubviewWillLeave(_ subview: View) {
        removeArrangedSubview(subview)
    }

    /// Records a change UIKit would raise an exception for, in the tree's diagnostics.
    private func reportRejected(_ error: LayoutError) {
        view.report(LayoutDiagnostic(kind: .rejectedChange(error), message: error.description))
    }

    /// Schedules the constraints for the next update pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        view.setNeedsUpdateConstraints()
    }
}
