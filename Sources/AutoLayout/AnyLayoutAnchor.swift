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
        // Indirect: rare, and inline its two references would double the size of every anchor.
        indirect case offset(AnyLayoutAnchor, AnyLayoutAnchor)
    }

    /// Which family an anchor belongs to; only anchors of one kind can be related.
    package enum Kind: Equatable { case xAxis, yAxis, dimension }

    /// The kind of anchor an attribute makes.
    package static func kind(of attribute: LayoutConstraint.Attribute) -> Kind {
        attribute.isSize ? .dimension : attribute.axis == .horizontal ? .xAxis : .yAxis
    }

    // Ownership without weak references (a weakly referenced object pays a side-table lookup on every
    // retain and release, which dominated layout): an anchor retains its item, except while its
    // constraint is installed, when the tree holds the item and a strong reference would make a cycle
    // (view → installed constraint → anchor → view). A view that goes away while holding installed
    // constraints marks their anchors (`itemDidGo`), so `item` never reads a freed object.
    // The small fields come last so that padding does not round the object up a size class.
    unowned(unsafe) let itemReference: (any LayoutItem)?
    // Only holds the item alive, so the object reference is enough (not the 16-byte existential).
    private var itemRetainer: AnyObject?
    let source: Source
    private var itemIsGone = false
    package let kind: Kind

    package init(item: any LayoutItem, attribute: LayoutConstraint.Attribute, kind: Kind) {
        self.itemReference = item
        self.itemRetainer = item
        self.source = .attribute(attribute)
        self.kind = kind
    }

    package init(offsetFrom start: AnyLayoutAnchor, to end: AnyLayoutAnchor) {
        self.itemReference = nil
        self.source = .offset(start, end)
        self.kind = .dimension
    }

    /// The item whose attribute this is; `nil` for a distance between two anchors, or once the item is gone.
    public var item: (any LayoutItem)? { itemIsGone ? nil : itemReference }

    /// Stops retaining the items: the constraint is installed, and the tree keeps them alive.
    func releaseItems() {
        switch source {
        case .attribute: itemRetainer = nil
        case .offset(let start, let end):
            start.releaseItems()
            end.releaseItems()
        }
    }

    /// Retains the items again: the constraint leaves the tree.
    func retainItems() {
        switch source {
        case .attribute: if !itemIsGone { itemRetainer = itemReference }
        case .offset(let start, let end):
            start.retainItems()
            end.retainItems()
        }
    }

    /// Forgets an item that is being deallocated.
    func itemDidGo(_ view: View) {
        switch source {
        case .attribute:
            if itemReference === view {
                itemIsGone = true
                itemRetainer = nil
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
