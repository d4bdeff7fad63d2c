import AutoLayout

extension LayoutConstraint {
    /// Options of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``: how to align
    /// the views, which way a horizontal line runs, and how vertical spacing is measured, with UIKit's
    /// raw values (`NSLayoutFormatOptions`).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Aligns the left edges of all views in the line (`1 << left`).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all views in the line (`1 << right`).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all views in the line (`1 << top`).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all views in the line (`1 << bottom`).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all views in the line (`1 << leading`).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all views in the line (`1 << trailing`).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of all views in the line (`1 << centerX`).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of all views in the line (`1 << centerY`).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all views in the line (`1 << lastBaseline`).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// UIKit's older name for ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// Aligns the first baselines of all views in the line (`1 << firstBaseline`).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that select alignment attributes (`0xFFFF`).
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal line runs from leading to trailing, following the interface direction (the
        /// default, `0 << 16`).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// A horizontal line runs from left to right whatever the interface direction (`1 << 16`).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left whatever the interface direction (`2 << 16`).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that select the direction (`0x3 << 16`).
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs from the bottom edge of one view to the top edge of the next (the
        /// default, `0 << 19`).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical spacing runs from the last baseline of one view to the first baseline of the next;
        /// valid only in vertical lines (`1 << 19`).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that select the spacing (`0x1 << 19`).
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment bits ask for, in UIKit's attribute order. Bits of attributes
        /// that have no `alignAll…` option (sizes, margins) are ignored.
        var alignmentAttributes: [LayoutConstraint.Attribute] {
            let alignable: [LayoutConstraint.Attribute] = [
                .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
            ]
            return alignable.filter { rawValue & (1 << UInt($0.rawValue)) != 0 }
        }
    }
}
