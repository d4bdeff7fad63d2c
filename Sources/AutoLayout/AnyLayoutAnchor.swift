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
        case offset(AnyLayoutAnchor, AnyLayoutAnchor)
    }

    /// Which family an anchor belongs to; only anchors of one kind can be related.
    package enum Kind: Equatable { case xAxis, yAxis, dimension }

    /// The kind of anchor an attribute makes.
    package static func kind(of attribute: LayoutConstraint.Attribute) -> Kind {
        attribute.isSize ? .dimension : attribute.axis == .horizontal ? .xAxis : .yAxis
    }

    /// The two ends of a distance anchor, held where an attribute anchor holds its item.
    private final class OffsetEnds: LayoutItem {
        let start: AnyLayoutAnchor
        let end: AnyLayoutAnchor

        init(start: AnyLayoutAnchor, end: AnyLayoutAnchor) {
            self.start = start
            self.end = end
        }
    }

    // Ownership without weak references (a weakly referenced object pays a side-table lookup on every
    // retain and release, which dominated layout): an anchor retains its item, except while its
    // constraint is installed, when the tree holds the item and a strong reference would make a cycle
    // (view → installed constraint → anchor → view). A view that goes away while holding installed
    // constraints marks their anchors (`itemDidGo`), so `item` never reads a freed object.
    //
    // Every constraint keeps two anchors, so their size counts: the item (or, for a distance, its
    // ends) is one unowned reference retained by hand while `holdsReference`, and the rest are single
    // bytes, which keeps an anchor at 37 bytes, a 48-byte malloc chunk (a separate retaining field
    // and a stored `Source` made it 50 bytes, a 64-byte chunk).
    unowned(unsafe) private let reference: (any LayoutItem)?
    private let storedAttribute: LayoutConstraint.Attribute
    package let kind: Kind
    private let isOffset: Bool
    private var itemIsGone = false
    private var holdsReference = false

    package init(item: any LayoutItem, attribute: LayoutConstraint.Attribute, kind: Kind) {
        self.reference = item
        self.storedAttribute = attribute
        self.kind = kind
        self.isOffset = false
        holdReference()
    }

    package init(offsetFrom start: AnyLayoutAnchor, to end: AnyLayoutAnchor) {
        let ends = OffsetEnds(start: start, end: end)
        self.reference = ends
        self.storedAttribute = .notAnAttribute
        self.kind = .dimension
        self.isOffset = true
        // `reference` does not keep `ends` alive: it must outlive the retain that does.
        withExtendedLifetime(ends) { holdReference() }
    }

    deinit {
        if holdsReference { letGoOfReference() }
    }

    private func holdReference() {
        guard let reference else { return }
        _ = Unmanaged.passUnretained(reference as AnyObject).retain()
        holdsReference = true
    }

    private func letGoOfReference() {
        holdsReference = false
        guard let reference else { return }
        Unmanaged.passUnretained(reference as AnyObject).release()
    }

    /// What the anchor stands for: an item's attribute, or the distance between two anchors.
    var source: Source {
        guard isOffset, let reference else { return .attribute(storedAttribute) }
        let ends = unsafeDowncast(reference as AnyObject, to: OffsetEnds.self)
        return .offset(ends.start, ends.end)
    }

    /// The item whose attribute the anchor stands for; `nil` for a distance, and once the item went
    /// away while its constraint was installed.
    public var item: (any LayoutItem)? { itemIsGone || isOffset ? nil : reference }

    /// Stops retaining the items: the constraint is installed, and the tree keeps them alive.
    func releaseItems() {
        switch source {
        case .attribute: if holdsReference { letGoOfReference() }
        case .offset(let start, let end):
            start.releaseItems()
            end.releaseItems()
        }
    }

    /// Retains the items again: the constraint leaves the tree.
    func retainItems() {
        switch source {
        case .attribute: if !itemIsGone, !holdsReference { holdReference() }
        case .offset(let start, let end):
            start.retainItems()
            end.retainItems()
        }
    }

    /// Forgets an item that is being deallocated.
    func itemDidGo(_ view: View) {
        switch source {
        case .attribute:
            if reference === view {
                itemIsGone = true
                if holdsReference { letGoOfReference() }
            }
        case .offset(let start, let end):
            start.itemDidGo(view)
            end.itemDidGo(view)
        }
    }

    /// The attribute this anchor stands for; ``LayoutConstraint/Attribute/notAnAttribute`` for a
    /// distance between two anchors.
    public var attribute: LayoutConstraint.Attribute {
        if case .attribute(let attribute) = source { return attribute }
        return .notAnAttribute
    }

    /// The anchor as constraint descriptions print it: `View:0x….leading`, or `(end - start)` for a
    /// distance.
    public var name: String {
        switch source {
        case .attribute(let attribute):
            let itemName = item?.layoutDescription ?? "nil"
            return "\(itemName).\(attribute)"
        case .offset(let start, let end):
            return "(\(end.name) - \(start.name))"
        }
    }

    /// `<LayoutXAxisAnchor:0x… "View:0x….leading">`, as UIKit prints an anchor.
    public var description: String {
        "<\(String(describing: type(of: self))):\(address(of: self)) \"\(name)\">"
    }

    /// The items the anchor depends on (one, or two for a distance).
    var items: [any LayoutItem] {
        switch source {
        case .attribute:
            if let item { return [item] }
            return []
        case .offset(let start, let end):
            return start.items + end.items
        }
    }

    /// Whether the anchor follows the leading/trailing convention, the left/right one, or neither.
    var direction: LayoutConstraint.Attribute.Direction {
        switch source {
        case .attribute(let attribute): return attribute.direction
        case .offset(let start, let end):
            if start.direction != .either { return start.direction }
            return end.direction
        }
    }

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
            first: self, relation: relation, second: other, multiplier: multiplier, constant: constant)
        if let other, other.kind != kind {
            throw .incompatibleAnchors(constraint)
        }
        if let error = constraint.validationError {
            throw error
        }
        return constraint
    }
}
