import AutoLayout
import Foundation

/// The one place the DSL makes ``LayoutConstraint``s: every chain, update and multiplier change goes
/// through Auto Layout's checked initializer here, so that what Auto Layout refuses comes back as a
/// ``ConstraintError`` with the DSL's source location, and every constraint carries the chain's label,
/// its line, and the mark the DSL recognises its own constraints by.
enum LayoutConstraintFactory {
    /// One layout constraint of a ``Constraint``, with the attribute its constant is read for (the
    /// right-hand attribute, or the left-hand one when there is no second item).
    struct Part {
        let constraint: LayoutConstraint
        let constantAttribute: LayoutConstraint.Attribute
    }

    /// The superview a constant or `…Superview()` relation refers to: a guide's owning view.
    static func superview(of item: any LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return (item as? LayoutGuide)?.owningView
    }

    /// The direction leading and trailing insets are resolved in: the item's own.
    static func direction(of item: (any LayoutItem)?) -> UserInterfaceLayoutDirection {
        if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
        return (item as? LayoutGuide)?.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// The layout constraints one chain describes, by SnapKit's mapping rules.
    static func parts(for description: ConstraintDescription) throws(ConstraintError) -> [Part] {
        let item = description.item
        let location = description.location.description
        let from = description.attributes
        var pairs: [(LayoutConstraint.Attribute, (any LayoutItem)?, LayoutConstraint.Attribute)] = []
        switch description.target {
        case nil:
            throw .invalidTarget(item: item, target: "nothing (the chain has no relation)", at: location)
        case .invalid(let name)?:
            throw .invalidTarget(item: item, target: name, at: location)
        case .item(let target)?:
            guard let other = target.target else {
                throw .invalidTarget(item: item, target: "a deallocated item", at: location)
            }
            let to = target.attributeSet
            let mirrored =
                (from == .edges && to == .margins) || (from == .margins && to == .edges)
                || (from == .directionalEdges && to == .directionalMargins)
                || (from == .directionalMargins && to == .directionalEdges)
            for attribute in from.attributes {
                if to.isEmpty || to == from {
                    pairs.append((attribute, other, attribute))
                } else if mirrored {
                    pairs.append((attribute, other, AttributeSet.counterpart(of: attribute)))
                } else if to.attributes.count == 1 {
                    pairs.append((attribute, other, to.attributes[0]))
                } else {
                    throw .mismatchedAttributes(
                        item: item, attributes: from.attributes, targetAttributes: to.attributes, at: location)
                }
            }
        case .superview?:
            guard let superview = superview(of: item) else { throw .missingSuperview(item: item, at: location) }
            pairs = from.attributes.map { ($0, superview, $0) }
        case .constant?:
            for attribute in from.attributes {
                // A bare constant for a centre is a distance from the superview's left or top, as in
                // SnapKit: `center.equalTo(CGPoint)` places the centre at that point.
                let to: LayoutConstraint.Attribute =
                    attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                if to.isSize {
                    pairs.append((attribute, nil, to))
                } else {
                    guard let superview = superview(of: item) else {
                        throw .missingSuperview(item: item, at: location)
                    }
                    pairs.append((attribute, superview, to))
                }
            }
        }
        let direction = direction(of: item)
        // As SnapKit's `labeled(_:)`, the label is the identifier; the location is the constraint's own.
        let identifier = description.label
        var parts: [Part] = []
        for (attribute, other, otherAttribute) in pairs {
            let constraint = try make(
                item: item, attribute: attribute, relation: description.relation, toItem: other,
                toAttribute: otherAttribute, multiplier: description.multiplier,
                constant: description.constant.value(for: otherAttribute, direction: direction),
                priority: description.priority, identifier: identifier, location: location,
                source: LayoutConstraint.SourceLocation(
                    fileID: description.location.file, line: Int(description.location.line)))
            parts.append(Part(constraint: constraint, constantAttribute: otherAttribute))
        }
        return parts
    }

    /// The same constraint with another multiplier, inactive.
    static func remake(_ constraint: LayoutConstraint, multiplier: CGFloat, location: String) throws(ConstraintError)
        -> LayoutConstraint
    {
        guard let item = constraint.firstItem else { throw .itemDeallocated(at: location) }
        if constraint.secondAttribute != .notAnAttribute, constraint.secondItem == nil {
            throw .itemDeallocated(at: location)
        }
        return try make(
            item: item, attribute: constraint.firstAttribute, relation: constraint.relation,
            toItem: constraint.secondItem, toAttribute: constraint.secondAttribute, multiplier: multiplier,
            constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier,
            location: location, source: constraint.sourceLocation)
    }

    private static func make(
        item: any LayoutItem, attribute: LayoutConstraint.Attribute, relation: LayoutConstraint.Relation,
        toItem: (any LayoutItem)?, toAttribute: LayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: LayoutPriority, identifier: String?, location: String, source: LayoutConstraint.SourceLocation?
    ) throws(ConstraintError) -> LayoutConstraint {
        do throws(LayoutError) {
            let constraint = try LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                attribute: toItem == nil ? .notAnAttribute : toAttribute, multiplier: multiplier, constant: constant)
            try constraint.setPriority(priority)
            constraint.identifier = identifier
            constraint.sourceLocation = source
            constraint.madeByDSL = true
            return constraint
        } catch {
            throw .layout(error, at: location)
        }
    }

    /// Whether an installed constraint is the one `candidate` would be, apart from its constant: the
    /// match `updateConstraints` looks for.
    static func matches(_ installed: LayoutConstraint, _ candidate: LayoutConstraint) -> Bool {
        installed.firstItem === candidate.firstItem && installed.secondItem === candidate.secondItem
            && installed.firstAttribute == candidate.firstAttribute
            && installed.secondAttribute == candidate.secondAttribute && installed.relation == candidate.relation
            && installed.multiplier == candidate.multiplier && installed.priority == candidate.priority
    }

    /// The active constraints the DSL made for `item`: those whose first item it is, found on the views
    /// they can be installed on (the item's view or owning view and its ancestors).
    static func installedConstraints(of item: any LayoutItem) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var step: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
        while let container = step {
            found += container.constraints.filter {
                $0.firstItem === item && $0.madeByDSL
            }
            step = container.superview
        }
        return found
    }
}
