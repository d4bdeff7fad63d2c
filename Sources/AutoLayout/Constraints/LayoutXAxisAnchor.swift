import Foundation

/// A horizontal location: leading, trailing, left, right or centre x.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// A dimension that measures the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is further right), for constraining the space between two locations.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }

    /// A constraint that puts this anchor the standard spacing (8 points) times `multiplier` after
    /// `anchor`: `self == anchor + 8 × multiplier`.
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier, fileID: fileID, line: line)
    }
}
