import Foundation

/// An anchor of any kind: the type-erased base of ``LayoutAnchor``, for code that picks attributes at
/// run time (DSLs, format parsers) and so needs a run-time check of what the typed anchors check at
/// compile time.
public class AnyLayoutAnchor: CustomStringConvertible {
    /// What an anchor stands for in the engine.
    enum Source {
        /// An attribute of an item.
        case attribute(LayoutConstraint.Attribute)
        /// The distance from the first anchor to the second (`anchorWithOffset(to:)`).
        case offset(AnchorSpec, AnchorSpec)
    }

    /// Which family an anchor belongs to; only anchors of one kind can be related.
    @usableFromInline package enum Kind: Equatable { case xAxis, yAxis, dimension }

    /// The kind of anchor an attribute makes.
    package static func kind(of attribute: LayoutConstraint.Attribute) -> Kind {
        attribute.isSize ? .dimension : attribute.axis == .horizontal ? .xAxis : .yAxis
    }

    /// The item and attribute (or the distance) the anchor stands for, holding the item, except in
    /// an anchor made by an item, whose `holder` holds it.
    ///
    /// Unchecked, as a view's state is (one thread at a time, no access overlaps another).
    @exclusivity(unchecked) @usableFromInline package private(set) var spec: AnchorSpec

    /// The item of an anchor made by an item (`view.leadingAnchor`), held as a plain strong reference
    /// rather than by the spec: the optimizer then sees the retain and the release of an anchor made
    /// only to make a constraint pair up inside the caller's own hold of the item, and removes both.
    /// Held by the spec, they were two atomic operations per anchor (140,000 in building a
    /// 10,000-view chain). `nil` while the anchor's items are released (``releaseItems()``), and for
    /// other anchors.
    @exclusivity(unchecked) @usableFromInline var holder: AnyObject?

    /// An anchor for `item`'s `attribute`, holding the item; inlinable, as ``AnchorSpec`` says why.
    @inlinable package init(item: any LayoutItem, attribute: LayoutConstraint.Attribute, kind: Kind) {
        holder = item
        spec = AnchorSpec(unheldItem: item, attribute: attribute, kind: kind)
    }

    package init(offsetFrom start: AnyLayoutAnchor, to end: AnyLayoutAnchor) {
        spec = AnchorSpec(offsetFrom: start, to: end)
    }

    /// An anchor for what a constraint's side stands for, with a retain of its own.
    init(spec: AnchorSpec) {
        self.spec = spec.heldCopy()
    }

    deinit {
        spec.letGo()
    }

    /// Which family the anchor belongs to.
    package var kind: Kind { spec.kind }

    /// What the anchor stands for: an item's attribute, or the distance between two anchors.
    var source: Source { spec.source }

    /// The item whose attribute the anchor stands for; `nil` for a distance, and once the item went
    /// away while its constraint was installed.
    public var item: (any LayoutItem)? { spec.item }

    /// Stops retaining the items (a distance anchor's ends, once its constraint is installed).
    func releaseItems() {
        spec.releaseItems()
        holder = nil
    }

    /// Retains the items again.
    func retainItems() { spec.retainItems() }

    /// Forgets an item that is being deallocated.
    func itemDidGo(_ view: View) { spec.itemDidGo(view) }

    /// The attribute this anchor stands for; ``LayoutConstraint/Attribute/notAnAttribute`` for a
    /// distance between two anchors.
    public var attribute: LayoutConstraint.Attribute { spec.attribute }

    /// The anchor as constraint descriptions print it: `View:0x….leading`, or `(end - start)` for a
    /// distance.
    public var name: String { spec.name }

    /// `<LayoutXAxisAnchor:0x… "View:0x….leading">`, as UIKit prints an anchor.
    public var description: String {
        "<\(String(describing: type(of: self))):\(address(of: self)) \"\(name)\">"
    }

    /// The items the anchor depends on (one, or two for a distance).
    var items: [any LayoutItem] { spec.items }

    /// Whether the anchor follows the leading/trailing convention, the left/right one, or neither.
    var direction: LayoutConstraint.Attribute.Direction { spec.direction }

    /// A constraint `self relation other × multiplier + constant`, checked at run time: the anchors
    /// must be of the same kind and follow the same horizontal convention.
    ///
    /// - Throws: ``LayoutError/incompatibleAnchors(_:)`` for anchors of different kinds,
    ///   ``LayoutError/mixedDirectionalAttributes(firstItem:firstAttribute:secondItem:secondAttribute:)``
    ///   for leading/trailing with left/right, ``LayoutError/locationEqualToConstant(item:attribute:)``
    ///   for a location with no other anchor or a multiplier of 0, and the non-finite number errors.
    public func constraint(
        _ relation: LayoutConstraint.Relation, to other: AnyLayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) throws(LayoutError) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: spec, relation: relation, second: other?.spec, multiplier: multiplier, constant: constant)
        if let other, other.kind != kind {
            throw .incompatibleAnchors(constraint)
        }
        if let error = constraint.validationError {
            throw error
        }
        return constraint
    }
}
