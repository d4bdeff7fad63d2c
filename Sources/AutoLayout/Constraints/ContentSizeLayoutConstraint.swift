import Foundation
internal import Cassowary

/// The pair of constraints that realise a view's intrinsic content size on one axis: `size <= value`
/// at the hugging priority and `size >= value` at the compression resistance priority.
///
/// The engine makes these for views placed by constraints; they show in diagnostics as
/// `View:0x….width == 50 Hug:250 CompressionResistance:750`, as UIKit prints its content size
/// constraints.
///
/// Deactivating one takes its axis's intrinsic size out of the layout until the view makes its content
/// size constraints again (``View/invalidateIntrinsicContentSize()``, or a change of
/// ``View/translatesAutoresizingMaskIntoConstraints``). Activating it again makes it the view's once
/// more, at the view's current intrinsic size and priorities; it stays inactive for a view that is not
/// laid out by constraints or has no intrinsic size on its axis.
public final class ContentSizeLayoutConstraint: LayoutConstraint {
    /// The axis the constraints size.
    public let axis: Axis
    // Unchecked for the reason given on `View`'s state.
    /// The intrinsic size on that axis.
    @exclusivity(unchecked) public internal(set) var value: CGFloat
    /// The priority of `size <= value`.
    @exclusivity(unchecked) public internal(set) var hugging: LayoutPriority
    /// The priority of `size >= value`.
    @exclusivity(unchecked) public internal(set) var compressionResistance: LayoutPriority

    init(view: View, axis: Axis, value: CGFloat) {
        self.axis = axis
        self.value = value
        self.hugging = view.contentHuggingPriority(for: axis)
        self.compressionResistance = view.contentCompressionResistancePriority(for: axis)
        let attribute: Attribute = axis == .horizontal ? .width : .height
        super.init(
            first: AnyLayoutAnchor(item: view, attribute: attribute, kind: .dimension).spec, relation: .equal,
            second: nil, multiplier: 1, constant: value, validate: false)
        isContentSize = true
        storedActive = true
        releaseItems()
        container = view
    }

    /// Appends the rows of one side of the pair over `size` to `rows`, as the engine and the fitting
    /// solve both add them: `size - value <= 0` at the hugging priority (`hug`) or `size - value >= 0`
    /// at the compression resistance one; when both priorities are optional, the two sides are one
    /// row, a split equality (half the rows and symbols of two inequalities), which the compression
    /// resistance side appends and the hugging side leaves out. Returns the row appended, if any.
    static func appendSide(
        hug: Bool, of size: Int, value: CGFloat, hugging: LayoutPriority, compressionResistance: LayoutPriority,
        to rows: inout ConstraintBatch
    ) -> Row? {
        let term = RawTerm(variable: size, coefficient: 1)
        let constant = -Double(value).clampedToSolverRange
        if !hugging.isRequired, !compressionResistance.isRequired {
            guard !hug else { return nil }
            rows.appendSplit(
                term, constant: constant, below: LayoutEngine.strength(for: compressionResistance),
                above: LayoutEngine.strength(for: hugging))
            return .split
        }
        rows.append(
            term, constant: constant, relation: hug ? .lessThanOrEqual : .greaterThanOrEqual,
            priority: LayoutEngine.strength(for: hug ? hugging : compressionResistance))
        return hug ? .hug : .resist
    }

    /// The row ``appendSide(hug:of:value:hugging:compressionResistance:to:)`` appended.
    enum Row {
        /// Both sides in one split equality.
        case split
        /// `size <= value` at the hugging priority.
        case hug
        /// `size >= value` at the compression resistance priority.
        case resist
    }

    /// `<ContentSizeLayoutConstraint:0x… View:0x….width == 50 Hug:250 CompressionResistance:750   (active)>`.
    public override var description: String {
        let name = first.name
        return "<ContentSizeLayoutConstraint:\(address(of: self)) \(name) == \(format(value)) "
            + "Hug:\(hugging) CompressionResistance:\(compressionResistance)"
            + (storedActive ? "   (active)>" : ">")
    }
}
