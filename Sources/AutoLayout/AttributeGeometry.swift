import Foundation

/// Where an attribute lies on a view, in terms of the view's four engine variables: a size variable,
/// or the position variable plus a fraction of the size plus a fixed offset (a margin).
struct AttributeGeometry {
    /// Whether the attribute is the width or height itself.
    let isSize: Bool
    /// The index of minX or minY among the view's engine variables.
    let positionIndex: Int
    /// The index of the width or height among the view's engine variables.
    let sizeIndex: Int
    /// How much of the size lies between the position and the attribute: 0 at the near edge, ½ at the
    /// centre, 1 at the far edge.
    let fraction: Double
    /// A fixed distance from there, for margins.
    let offset: Double

    init(_ attribute: LayoutConstraint.Attribute, of view: View) {
        let horizontal = attribute.axis == .horizontal
        positionIndex = horizontal ? 0 : 1
        sizeIndex = horizontal ? 2 : 3
        isSize = attribute.isSize
        let margins = view.layoutMargins
        let rightToLeft = view.isRightToLeftForLayout
        // In a right-to-left interface leading is the right edge; the fraction measures from the left.
        let leadingFraction: Double = rightToLeft ? 1 : 0
        let leadingMargin = Double(rightToLeft ? -margins.right : margins.left)
        let trailingMargin = Double(rightToLeft ? margins.left : -margins.right)
        switch attribute {
        case .width, .height, .notAnAttribute, .left, .top, .firstBaseline:
            (fraction, offset) = (0, 0)
        case .right, .bottom, .lastBaseline:
            (fraction, offset) = (1, 0)
        case .centerX, .centerY:
            (fraction, offset) = (0.5, 0)
        case .leading:
            (fraction, offset) = (leadingFraction, 0)
        case .trailing:
            (fraction, offset) = (1 - leadingFraction, 0)
        case .leftMargin:
            (fraction, offset) = (0, Double(margins.left))
        case .rightMargin:
            (fraction, offset) = (1, -Double(margins.right))
        case .topMargin:
            (fraction, offset) = (0, Double(margins.top))
        case .bottomMargin:
            (fraction, offset) = (1, -Double(margins.bottom))
        case .leadingMargin:
            (fraction, offset) = (leadingFraction, leadingMargin)
        case .trailingMargin:
            (fraction, offset) = (1 - leadingFraction, trailingMargin)
        case .centerXWithinMargins:
            (fraction, offset) = (0.5, Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            (fraction, offset) = (0.5, Double(margins.top - margins.bottom) / 2)
        }
    }

    /// Whether the attribute reads the view's layout margins.
    static func readsMargins(_ attribute: LayoutConstraint.Attribute) -> Bool {
        attribute.rawValue >= LayoutConstraint.Attribute.leftMargin.rawValue
    }
}
