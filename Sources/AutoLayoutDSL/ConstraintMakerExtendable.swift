import AutoLayout

/// A chain that has named attributes and waits for more attributes or for its relation.
///
/// Only relations lead on, to ``ConstraintMakerEditable``: a modifier before the relation does not
/// compile.
public final class ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func extend(_ attributes: AttributeSet) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// The left edge.
    public var left: ConstraintMakerExtendable { extend(.left) }
    /// The top edge.
    public var top: ConstraintMakerExtendable { extend(.top) }
    /// The bottom edge.
    public var bottom: ConstraintMakerExtendable { extend(.bottom) }
    /// The right edge.
    public var right: ConstraintMakerExtendable { extend(.right) }
    /// The leading edge (left in a left-to-right layout).
    public var leading: ConstraintMakerExtendable { extend(.leading) }
    /// The trailing edge (right in a left-to-right layout).
    public var trailing: ConstraintMakerExtendable { extend(.trailing) }
    /// The width.
    public var width: ConstraintMakerExtendable { extend(.width) }
    /// The height.
    public var height: ConstraintMakerExtendable { extend(.height) }
    /// The horizontal centre.
    public var centerX: ConstraintMakerExtendable { extend(.centerX) }
    /// The vertical centre.
    public var centerY: ConstraintMakerExtendable { extend(.centerY) }
    /// The baseline of the last line of text.
    public var lastBaseline: ConstraintMakerExtendable { extend(.lastBaseline) }
    /// The baseline of the first line of text.
    public var firstBaseline: ConstraintMakerExtendable { extend(.firstBaseline) }
    /// The left edge inset by the left layout margin.
    public var leftMargin: ConstraintMakerExtendable { extend(.leftMargin) }
    /// The right edge inset by the right layout margin.
    public var rightMargin: ConstraintMakerExtendable { extend(.rightMargin) }
    /// The top edge inset by the top layout margin.
    public var topMargin: ConstraintMakerExtendable { extend(.topMargin) }
    /// The bottom edge inset by the bottom layout margin.
    public var bottomMargin: ConstraintMakerExtendable { extend(.bottomMargin) }
    /// The leading edge inset by the leading layout margin.
    public var leadingMargin: ConstraintMakerExtendable { extend(.leadingMargin) }
    /// The trailing edge inset by the trailing layout margin.
    public var trailingMargin: ConstraintMakerExtendable { extend(.trailingMargin) }
    /// The horizontal centre between the left and right margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { extend(.centerXWithinMargins) }
    /// The vertical centre between the top and bottom margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { extend(.centerYWithinMargins) }
    /// Left, top, right and bottom (not leading and trailing).
    public var edges: ConstraintMakerExtendable { extend(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable { extend(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { extend(.verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintMakerExtendable { extend(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extend(.directionalHorizontalEdges) }
    /// Top and bottom, alongside directional edges.
    public var directionalVerticalEdges: ConstraintMakerExtendable { extend(.directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintMakerExtendable { extend(.size) }
    /// Both centres.
    public var center: ConstraintMakerExtendable { extend(.center) }
    /// The four margin attributes, left and right by name.
    public var margins: ConstraintMakerExtendable { extend(.margins) }
    /// The four margin attributes, leading and trailing by name.
    public var directionalMargins: ConstraintMakerExtendable { extend(.directionalMargins) }
    /// Both centres within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { extend(.centerWithinMargins) }

    // MARK: Relations

    /// Relates the attributes to `target` with `==`: a number, size, point or insets (relative to the
    /// superview, or absolute for a width or height), a view, a guide, or an attribute item.
    @discardableResult
    public func equalTo(
        _ target: any ConstraintRelatableTarget, file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, RelationTarget(target), file, line)
    }

    /// Relates the attributes to `target` with `<=`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ target: any ConstraintRelatableTarget, file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, RelationTarget(target), file, line)
    }

    /// Relates the attributes to `target` with `>=`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ target: any ConstraintRelatableTarget, file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, RelationTarget(target), file, line)
    }

    /// Relates each attribute to the same attribute of the superview (a guide's owning view) with `==`.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .superview, file, line)
    }

    /// Relates each attribute to the same attribute of the superview with `<=`.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .superview, file, line)
    }

    /// Relates each attribute to the same attribute of the superview with `>=`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.greaterThanOrEqual, .superview, file, line)
    }

    /// Relates the attributes with `==` to what `pick` chooses from the superview, such as
    /// `{ $0.layout.bottom }`; without a superview the closure is not called and the miss is reported.
    @discardableResult
    public func equalToSuperview(
        file: String = #fileID, line: UInt = #line, _ pick: (View) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.equal, superviewTarget(pick), file, line)
    }

    /// Relates the attributes with `<=` to what `pick` chooses from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(
        file: String = #fileID, line: UInt = #line, _ pick: (View) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superviewTarget(pick), file, line)
    }

    /// Relates the attributes with `>=` to what `pick` chooses from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        file: String = #fileID, line: UInt = #line, _ pick: (View) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superviewTarget(pick), file, line)
    }

    private func superviewTarget(_ pick: (View) -> any ConstraintRelatableTarget) -> RelationTarget {
        guard let superview = LayoutConstraintFactory.superview(of: description.item) else { return .superview }
        return RelationTarget(pick(superview))
    }

    private func relate(
        _ relation: LayoutConstraint.Relation, _ target: RelationTarget, _ file: String, _ line: UInt
    ) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target
        description.location = SourceLocation(fileID: file, line: line)
        if case .constant(let constant) = target { description.constant = constant }
        return ConstraintMakerEditable(description)
    }
}
