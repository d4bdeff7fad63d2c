import AutoLayout

/// UIKit's `NSLayoutYAxisAnchor`: a vertical location (top, bottom, centre y, the baselines).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor` (positive when it is further down).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(AnyLayoutAnchor(offsetFrom: anchor, to: otherAnchor.anchor))
    }

    /// A constraint `self == anchor + 8 × multiplier` (the system spacing below `anchor`).
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.equal, anchor.anchor, multiplier, fileID, line)
    }

    /// A constraint `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor.anchor, multiplier, fileID, line)
    }

    /// A constraint `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor.anchor, multiplier, fileID, line)
    }
}
