import Foundation

/// An attribute of a layout item that constraints can relate to another anchor of the same type.
///
/// Use the concrete kinds ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and ``LayoutDimension``: the type
/// parameter makes relating an x-axis anchor to a y-axis anchor, or a size to a position, a compile
/// error. The constraints returned are inactive until activated.
public class LayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
    /// A constraint `self == anchor`.
    @inlinable public final func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor`.
    @inlinable public final func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor`.
    @inlinable public final func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor + c`.
    @inlinable public final func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor + c`.
    @inlinable public final func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor + c`.
    @inlinable public final func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, fileID: fileID, line: line)
    }

    /// `self relation anchor + 8 × multiplier`, marked as the system's spacing for descriptions.
    func systemSpacing(
        _ relation: LayoutConstraint.Relation, _ anchor: AnyLayoutAnchor, multiplier: CGFloat, fileID: String, line: Int
    ) -> LayoutConstraint {
        let constraint = make(
            relation, anchor, constant: LayoutConstraint.standardSpacing * multiplier, fileID: fileID, line: line)
        constraint.systemSpacing = .anchor(multiplier: multiplier)
        return constraint
    }

    @inlinable final func make(
        _ relation: LayoutConstraint.Relation, _ anchor: AnyLayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat, fileID: String, line: Int
    ) -> LayoutConstraint {
        // The type parameter already rules out mixing kinds; what is left to check (leading with left,
        // non-finite numbers) is recorded on the constraint and reported when it is activated, as
        // UIKit's anchor methods cannot throw. The constraint takes the anchors' specs, not the
        // anchors, so that the anchor objects stay local to the caller (see `AnchorSpec.init`).
        LayoutConstraint(
            first: spec, relation: relation, second: anchor?.spec, multiplier: multiplier, constant: constant,
            location: LayoutConstraint.SourceLocation(fileID: fileID, line: line))
    }
}
