import AutoLayout

/// UIKit's `NSLayoutConstraint`: a ``LayoutConstraint`` of the engine, isolated to the main actor and
/// open for subclassing.
///
/// Its attribute, relation and axis types are the engine's (`NSLayoutConstraint.Attribute` is
/// `LayoutConstraint.Attribute`, with Apple's raw values), and it is the object the engine holds: a
/// constraint made here and one made through the engine's API are installed, solved and reported
/// alike. A subclass that declares no initializer inherits both of UIKit's.
///
/// Where UIKit raises an exception (an invalid pairing of attributes, a location equal to a constant),
/// the constraint is made and the problem is reported when it is activated, in the tree's
/// `layoutDiagnostics`, and the constraint stays inactive.
@preconcurrency @MainActor
open class NSLayoutConstraint: LayoutConstraint {
    /// An empty constraint, with no items (UIKit's `init()`): it cannot be activated.
    public init() {
        let placeholder = NoLayoutItem()
        super.init(
            first: AnyLayoutAnchor(item: placeholder, attribute: .notAnAttribute, kind: .yAxis).spec,
            relation: .equal, second: nil, multiplier: 1, constant: 0, validate: false,
            rejection: .unsupportedItem(placeholder))
    }

    /// A constraint `item.attribute relation toItem.attribute × multiplier + constant`, UIKit's
    /// factory. For a constant, pass `nil` and `.notAnAttribute` as the second item and attribute.
    /// Items are views and layout guides; anything else is reported when the constraint is activated.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) {
        let location = SourceLocation(fileID: fileID, line: line)
        let first = (view1 as AnyObject) as? any LayoutItem ?? NoLayoutItem()
        let second: (any LayoutItem)? = attr2 == .notAnAttribute ? nil : view2.map { ($0 as AnyObject) as? any LayoutItem ?? NoLayoutItem() }
        let firstAnchor = AnyLayoutAnchor(item: first, attribute: attr1, kind: AnyLayoutAnchor.kind(of: attr1))
        let secondAnchor = second.map { AnyLayoutAnchor(item: $0, attribute: attr2, kind: AnyLayoutAnchor.kind(of: attr2)) }
        var rejection: LayoutError?
        if first is NoLayoutItem {
            rejection = .unsupportedItem(first)
        } else if let second, second is NoLayoutItem {
            rejection = .unsupportedItem(second)
        } else if attr1 == .notAnAttribute || (view2 == nil && attr2 != .notAnAttribute && !attr1.isSize)
            || (secondAnchor.map { ($0.kind == .dimension) != (firstAnchor.kind == .dimension) } ?? false)
        {
            // A size with a location is refused; a horizontal location with a vertical one is not:
            // UIKit's factory accepts `left == other.top` (SnapKit's own tests make such constraints).
            // The typed anchors still keep the axes apart at compile time.
            rejection = .invalidPairing(
                firstItem: first, firstAttribute: attr1, secondItem: second, secondAttribute: attr2)
        }
        super.init(
            first: firstAnchor.spec, relation: relation, second: secondAnchor?.spec, multiplier: multiplier,
            constant: c, location: location, rejection: rejection)
    }

    /// A constraint between two anchors, for this module's anchors.
    nonisolated init(
        anchor first: AnyLayoutAnchor, relation: Relation, to second: AnyLayoutAnchor?, multiplier: CGFloat,
        constant: CGFloat, fileID: String, line: Int
    ) {
        super.init(
            first: first.spec, relation: relation, second: second?.spec, multiplier: multiplier, constant: constant,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// A constraint between what two anchors stand for, for this module's factories: the specs are
    /// retained anew, so they need not hold their items.
    nonisolated init(
        first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat,
        fileID: String, line: Int
    ) {
        super.init(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// Activates every constraint of the list, UIKit's `activate(_:)`: each is installed on the
    /// nearest common ancestor of its items. A constraint that cannot be activated stays inactive and
    /// its error is reported in its tree's `layoutDiagnostics` (UIKit raises an exception).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of the list, UIKit's `deactivate(_:)`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        let core: [LayoutConstraint] = constraints
        LayoutConstraint.deactivate(core)
    }
}

/// The stand-in item of a constraint made without a layout item (UIKit's `init()`, or an item that is
/// neither a view nor a guide), so that activating it reports the problem.
final class NoLayoutItem: LayoutItem {}
