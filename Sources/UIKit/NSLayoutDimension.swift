import AutoLayout

/// UIKit's `NSLayoutDimension`: a width, a height, or a distance between two locations.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    public func constraint(equalToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line)
        -> NSLayoutConstraint
    {
        make(.equal, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, nil, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor × m`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor.anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor × m`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, fileID: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor × m`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, fileID: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.anchor, multiplier: m, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor × m + c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, fileID: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor.anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor × m + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor × m + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.anchor, multiplier: m, constant: c, fileID: fileID, line: line)
    }
}
