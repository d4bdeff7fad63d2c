extension LayoutConstraint {
    /// A part of an item's alignment rectangle that a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// No attribute: the second attribute of a constraint that has no second item.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left edge in a left-to-right interface, the right edge otherwise.
        case leading = 5
        /// The trailing edge: the right edge in a left-to-right interface, the left edge otherwise.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the bottommost line of text (the bottom edge for a view without text).
        case lastBaseline = 11
        /// The baseline of the topmost line of text (the top edge for a view without text).
        case firstBaseline = 12
        /// The left edge inset by the view's left layout margin.
        case leftMargin = 13
        /// The right edge inset by the view's right layout margin.
        case rightMargin = 14
        /// The top edge inset by the view's top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the view's bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the view's leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the view's trailing layout margin.
        case trailingMargin = 18
        /// The horizontal centre of the area between the left and right margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the area between the top and bottom margins.
        case centerYWithinMargins = 20

        /// UIKit's older name for ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline

        /// The name used in constraint descriptions, as UIKit prints it.
        public var description: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }

        /// Whether the attribute is a size (width or height) rather than a location.
        @inline(__always) public var isSize: Bool { self == .width || self == .height }

        /// The axis the attribute lies on; `nil` for ``notAnAttribute``.
        public var axis: Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            default: .vertical
            }
        }

        /// Which horizontal convention a location uses, for the rule that leading/trailing and
        /// left/right never mix. Centre and size attributes combine with either.
        var direction: Direction {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
            case .left, .right, .leftMargin, .rightMargin: .absolute
            default: .either
            }
        }

        /// The horizontal conventions of ``direction``.
        enum Direction { case directional, absolute, either }
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is an edge, centre or size of the item itself: not a margin, baseline or
    /// ``notAnAttribute``, which resolve to another node or offset.
    var isPlain: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

    /// The edge or centre a margin attribute insets; other attributes are themselves.
    var withoutMargins: LayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
