import AutoLayout
import Foundation

/// What a relation or modifier gave as the constant, kept whole so that each attribute of an
/// aggregate takes its own share (an inset's right is negated, a size gives width to `width`, ...).
enum ConstraintConstant {
    /// The same raw number for every attribute (`offset`, `equalTo(20)`).
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    /// Inward distances: positive always shrinks the item (`inset`).
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant of a constraint whose right-hand attribute is `attribute`, for an item laid out
    /// in `direction`.
    func value(for attribute: LayoutConstraint.Attribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
        switch self {
        case .number(let number):
            return number
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            if attribute.isSize { return 0 }
            return attribute.axis == .horizontal ? point.x : point.y
        case .insets(let insets):
            return ConstraintConstant.inset(insets, for: attribute, direction: direction)
        case .directionalInsets(let insets):
            let resolved = insets.resolved(rightToLeft: direction == .rightToLeft)
            return ConstraintConstant.inset(resolved, for: attribute, direction: direction)
        }
    }

    /// The sign table of insets. Leading and trailing read the side the item's own direction puts
    /// them on; a positive leading constant already points inward in either direction.
    private static func inset(
        _ insets: EdgeInsets, for attribute: LayoutConstraint.Attribute, direction: UserInterfaceLayoutDirection
    ) -> CGFloat {
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return rightToLeft ? insets.right : insets.left
        case .trailing, .trailingMargin: return rightToLeft ? -insets.left : -insets.right
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .notAnAttribute: return 0
        }
    }
}
