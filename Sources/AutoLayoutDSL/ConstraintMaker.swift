import AutoLayout

/// The `make` of a DSL closure: each attribute property starts one chain, which a relation
/// (`equalTo`, ...) completes.
///
/// The maker only records; constraints are made when the closure returns.
public final class ConstraintMaker {
    /// The view or guide the closure constrains.
    public let item: any LayoutItem
    let location: SourceLocation
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem, location: SourceLocation) {
        self.item = item
        self.location = location
    }

    private func start(_ attributes: AttributeSet) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, location: location)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// The left edge.
    public var left: ConstraintMakerExtendable { start(.left) }
    /// The top edge.
    public var top: ConstraintMakerExtendable { start(.top) }
    /// The bottom edge.
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    /// The right edge.
    public var right: ConstraintMakerExtendable { start(.right) }
    /// The leading edge (left in a left-to-right layout).
    public var leading: ConstraintMakerExtendable { start(.leading) }
    /// The trailing edge (right in a left-to-right layout).
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    /// The width.
    public var width: ConstraintMakerExtendable { start(.width) }
    /// The height.
    public var height: ConstraintMakerExtendable { start(.height) }
    /// The horizontal centre.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    /// The vertical centre.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    /// The baseline of the last line of text.
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    /// The baseline of the first line of text.
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    /// The left edge inset by the left layout margin.
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    /// The right edge inset by the right layout margin.
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    /// The top edge inset by the top layout margin.
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    /// The bottom edge inset by the bottom layout margin.
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    /// The leading edge inset by the leading layout margin.
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    /// The trailing edge inset by the trailing layout margin.
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    /// The horizontal centre between the left and right margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    /// The vertical centre between the top and bottom margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    /// Left, top, right and bottom (not leading and trailing).
    public var edges: ConstraintMakerExtendable { start(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    /// Top and bottom, alongside directional edges.
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintMakerExtendable { start(.size) }
    /// Both centres.
    public var center: ConstraintMakerExtendable { start(.center) }
    /// The four margin attributes, left and right by name.
    public var margins: ConstraintMakerExtendable { start(.margins) }
    /// The four margin attributes, leading and trailing by name.
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    /// Both centres within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}
