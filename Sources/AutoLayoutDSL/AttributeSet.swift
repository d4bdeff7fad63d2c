import AutoLayout

/// The attributes one DSL step names, as a set, so that `make.top.left` and `make.left.top` make the
/// same constraints in the same order.
struct AttributeSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    static let left = AttributeSet(rawValue: 1 << 0)
    static let top = AttributeSet(rawValue: 1 << 1)
    static let right = AttributeSet(rawValue: 1 << 2)
    static let bottom = AttributeSet(rawValue: 1 << 3)
    static let leading = AttributeSet(rawValue: 1 << 4)
    static let trailing = AttributeSet(rawValue: 1 << 5)
    static let width = AttributeSet(rawValue: 1 << 6)
    static let height = AttributeSet(rawValue: 1 << 7)
    static let centerX = AttributeSet(rawValue: 1 << 8)
    static let centerY = AttributeSet(rawValue: 1 << 9)
    static let lastBaseline = AttributeSet(rawValue: 1 << 10)
    static let firstBaseline = AttributeSet(rawValue: 1 << 11)
    static let leftMargin = AttributeSet(rawValue: 1 << 12)
    static let rightMargin = AttributeSet(rawValue: 1 << 13)
    static let topMargin = AttributeSet(rawValue: 1 << 14)
    static let bottomMargin = AttributeSet(rawValue: 1 << 15)
    static let leadingMargin = AttributeSet(rawValue: 1 << 16)
    static let trailingMargin = AttributeSet(rawValue: 1 << 17)
    static let centerXWithinMargins = AttributeSet(rawValue: 1 << 18)
    static let centerYWithinMargins = AttributeSet(rawValue: 1 << 19)

    static let horizontalEdges: AttributeSet = [.left, .right]
    static let verticalEdges: AttributeSet = [.top, .bottom]
    static let edges: AttributeSet = [.horizontalEdges, .verticalEdges]
    static let directionalHorizontalEdges: AttributeSet = [.leading, .trailing]
    static let directionalVerticalEdges: AttributeSet = [.top, .bottom]
    static let directionalEdges: AttributeSet = [.directionalHorizontalEdges, .directionalVerticalEdges]
    static let size: AttributeSet = [.width, .height]
    static let center: AttributeSet = [.centerX, .centerY]
    static let margins: AttributeSet = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    static let directionalMargins: AttributeSet = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    static let centerWithinMargins: AttributeSet = [.centerXWithinMargins, .centerYWithinMargins]

    /// Bit order is emission order: SnapKit users read constraint lists in this order.
    private static let order: [LayoutConstraint.Attribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// The attributes in emission order.
    var attributes: [LayoutConstraint.Attribute] {
        AttributeSet.order.enumerated().compactMap { index, attribute in
            rawValue & (1 << UInt32(index)) != 0 ? attribute : nil
        }
    }

    /// The edge attribute a margin attribute stands beside, and back, for `edges` ↔ `margins`.
    static func counterpart(of attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        default: attribute
        }
    }
}
