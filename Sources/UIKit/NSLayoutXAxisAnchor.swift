import AutoLayout

/// UIKit's `NSLayoutXAxisAnchor`: a horizontal location (leading, trailing, left, right, centre x).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor` (positive when it is further right).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(AnyLayoutAnchor(offsetFrom: anchor, to: otherAnchor.anchor))
    }

    /// A constraint `self == anchor + 8 × multiplier` (the system spacing after `anchor`).
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.equal, anchor.anchor, multiplier, fileID, line)
    }

    /// A constraint `self >= anchor + 8 × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor.anchor, multiplier, fileID, line)
    }

    /// A constraint `self <= anchor + 8 × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor.anchor, multiplier, fileID, line)
    }
}
