import Foundation

/// A vertical location: top, bottom, centre y, or a baseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// A dimension that measures the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is lower), for constraining the space between two locations.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }

    /// A constraint that puts this anchor the standard spacing (8 points) times `multiplier` below
    /// `anchor`: `self == anchor + 8 × multiplier`.
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }
}
