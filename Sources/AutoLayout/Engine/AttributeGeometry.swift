import Foundation

/// Where an attribute lies on an engine node (a view or a guide's body), in terms of the node's four
/// variables: a size variable, or the position variable plus a fraction of the size plus a fixed
/// offset (a baseline's distance from its edge).
struct AttributeGeometry {
    /// Whether the attribute is the width or height itself.
    let isSize: Bool
    /// The index of minX or minY among the node's engine variables.
    let positionIndex: Int
    /// The index of the width or height among the node's engine variables.
    let sizeIndex: Int
    /// How much of the size lies between the position and the attribute: 0 at the near edge, ½ at the
    /// centre, 1 at the far edge.
    let fraction: Double
    /// A fixed distance from there.
    let offset: Double

    /// The geometry of a plain attribute (margins are resolved to a guide before this point); leading
    /// and trailing follow `rightToLeft`, the direction of the view that holds the constraint.
    /// `node` is borrowed, not passed owned as an initializer's arguments are: only baselines read it.
    /// Inlined for the edges, centres and sizes (every constraint names one or two), with baselines
    /// left to a call: as a call, this was felt in a large tree's first layout.
    @inline(__always) init(_ attribute: LayoutConstraint.Attribute, of node: borrowing View, rightToLeft: Bool) {
        let horizontal = attribute.axis == .horizontal
        positionIndex = horizontal ? 0 : 1
        sizeIndex = horizontal ? 2 : 3
        isSize = attribute.isSize
        // In a right-to-left interface leading is the right edge; the fraction measures from the left.
        let leadingFraction: Double = rightToLeft ? 1 : 0
        switch attribute {
        case .width, .height, .notAnAttribute, .left, .top, .leftMargin, .topMargin:
            (fraction, offset) = (0, 0)
        case .right, .bottom, .rightMargin, .bottomMargin:
            (fraction, offset) = (1, 0)
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            (fraction, offset) = (0.5, 0)
        case .leading, .leadingMargin:
            (fraction, offset) = (leadingFraction, 0)
        case .trailing, .trailingMargin:
            (fraction, offset) = (1 - leadingFraction, 0)
        case .firstBaseline, .lastBaseline:
            (fraction, offset) = AttributeGeometry.baseline(attribute == .firstBaseline, of: node)
        }
    }

    /// Where a first (`first`) or last baseline lies on `node`: its fraction of the height and offset.
    @inline(never) private static func baseline(_ first: Bool, of node: borrowing View) -> (Double, Double) {
        if let textView = (copy node) as? CenteredTextBaselines, let text = textView.baselinesFromCenter {
            textView.baselinesAreConstrained = true
            return (0.5, Double(first ? text.first : text.last))
        }
        return first
            ? (0, Double((copy node).firstBaselineOffsetFromTop ?? 0))
            : (1, -Double((copy node).lastBaselineOffsetFromBottom ?? 0))
    }
}
