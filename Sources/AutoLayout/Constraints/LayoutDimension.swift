import Foundation

/// A size: a width, a height, or the distance between two locations (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint `self == c`.
    @inlinable public func constraint(
        equalToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= c`.
    @inlinable public func constraint(
        greaterThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= c`.
    @inlinable public func constraint(
        lessThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor × m`.
    @inlinable public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor × m`.
    @inlinable public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor × m`.
    @inlinable public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor × m + c`.
    @inlinable public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor × m + c`.
    @inlinable public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor × m + c`.
    @inlinable public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }
}
