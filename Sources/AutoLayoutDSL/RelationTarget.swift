import AutoLayout
import Foundation

/// What a relation's right-hand side turned out to be once its type was looked at.
enum RelationTarget {
    /// An item, with no attributes for a bare view or guide (each attribute relates to its own kind).
    case item(ConstraintItem)
    /// The superview, same attribute (the `…Superview()` relations).
    case superview
    /// A constant: relates to the superview's same attribute, or to nothing for a width or height.
    case constant(ConstraintConstant)
    /// A type the DSL does not know, by name.
    case invalid(String)

    init(_ target: any ConstraintRelatableTarget) {
        switch target {
        case let item as ConstraintItem: self = .item(item)
        case let view as View: self = .item(ConstraintItem(target: view, attributes: []))
        case let guide as LayoutGuide: self = .item(ConstraintItem(target: guide, attributes: []))
        case let number as CGFloat: self = .constant(.number(number))
        case let number as Int: self = .constant(.number(CGFloat(number)))
        case let number as UInt: self = .constant(.number(CGFloat(number)))
        case let number as Float: self = .constant(.number(CGFloat(number)))
        case let number as Double: self = .constant(.number(CGFloat(number)))
        case let size as CGSize: self = .constant(.size(size))
        case let point as CGPoint: self = .constant(.point(point))
        case let insets as EdgeInsets: self = .constant(.insets(insets))
        case let insets as DirectionalEdgeInsets: self = .constant(.directionalInsets(insets))
        default: self = .invalid(String(describing: type(of: target)))
        }
    }
}
