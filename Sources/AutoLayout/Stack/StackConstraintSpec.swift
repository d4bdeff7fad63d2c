import Foundation

/// One constraint a stack view wants, before it is made: the stack compares what it wants with what it
/// has by ``Key`` (everything but the constant), so that an update keeps the constraints that stay,
/// changes constants in place, and only makes or removes the rest.
struct StackConstraintSpec {
    /// What identifies a stack constraint across updates: items, attributes, relation, multiplier,
    /// priority and identifier.
    struct Key: Hashable {
        let identifier: String
        let firstItem: ObjectIdentifier
        let firstAttribute: LayoutConstraint.Attribute
        let relation: LayoutConstraint.Relation
        let secondItem: ObjectIdentifier?
        let secondAttribute: LayoutConstraint.Attribute
        let multiplier: CGFloat
        let priority: Float
    }

    let identifier: String
    let firstItem: any LayoutItem
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondItem: (any LayoutItem)?
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority

    /// `first relation second × multiplier + constant`.
    init(
        _ identifier: String, _ firstItem: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
        _ relation: LayoutConstraint.Relation, _ secondItem: (any LayoutItem)?,
        _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// `first == second × multiplier + constant`.
    init(
        _ identifier: String, _ firstItem: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
        _ secondItem: (any LayoutItem)?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required
    ) {
        self.init(
            identifier, firstItem, firstAttribute, .equal, secondItem, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    var key: Key {
        Key(
            identifier: identifier, firstItem: ObjectIdentifier(firstItem), firstAttribute: firstAttribute,
            relation: relation, secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
            multiplier: multiplier, priority: priority.rawValue)
    }

    /// Makes the constraint and installs it on `view` (the stack: the items are the stack, its guides
    /// and its arranged subviews).
    func install(on view: View) -> LayoutConstraint {
        let first = AnyLayoutAnchor(
            item: firstItem, attribute: firstAttribute, kind: AnyLayoutAnchor.kind(of: firstAttribute))
        let second = secondItem.map {
            AnyLayoutAnchor(item: $0, attribute: secondAttribute, kind: AnyLayoutAnchor.kind(of: secondAttribute))
        }
        return LayoutConstraint.installSystem(
            first, second, relation: relation, multiplier: multiplier, constant: constant, priority: priority,
            identifier: identifier, on: view)
    }
}
