import AutoLayout

/// The constraint DSL of a view or guide (`view.layout`), shaped like SnapKit's `snp`: make,
/// update, remake, remove or prepare constraints in a closure, and name attributes to relate to.
///
/// Nothing here traps. Problems found inside a closure (no superview, a target of an unknown type,
/// attributes that do not pair, a constraint Auto Layout refuses, an update with nothing to update)
/// are returned by the entry point and passed to the reporting closure, or by default reported in the
/// view tree's diagnostics (``View/layoutDiagnostics``, the root's handler, standard error without one).
public struct LayoutDSL {
    /// The view or guide the DSL constrains.
    public let item: any LayoutItem
    let reporter: ConstraintReporter

    init(item: any LayoutItem, reporter: ConstraintReporter? = nil) {
        self.item = item
        self.reporter = reporter ?? ConstraintReporter(handler: nil, item: item)
    }

    /// The same DSL passing problems to `handler` instead of the tree's diagnostics; handles made through it
    /// report there too.
    public func reporting(_ handler: @escaping (ConstraintError) -> Void) -> LayoutDSL {
        LayoutDSL(item: item, reporter: ConstraintReporter(handler: handler))
    }

    // MARK: Attributes

    /// The left edge.
    public var left: ConstraintItem { ConstraintItem(target: item, attributes: .left) }
    /// The top edge.
    public var top: ConstraintItem { ConstraintItem(target: item, attributes: .top) }
    /// The bottom edge.
    public var bottom: ConstraintItem { ConstraintItem(target: item, attributes: .bottom) }
    /// The right edge.
    public var right: ConstraintItem { ConstraintItem(target: item, attributes: .right) }
    /// The leading edge (left in a left-to-right layout).
    public var leading: ConstraintItem { ConstraintItem(target: item, attributes: .leading) }
    /// The trailing edge (right in a left-to-right layout).
    public var trailing: ConstraintItem { ConstraintItem(target: item, attributes: .trailing) }
    /// The width.
    public var width: ConstraintItem { ConstraintItem(target: item, attributes: .width) }
    /// The height.
    public var height: ConstraintItem { ConstraintItem(target: item, attributes: .height) }
    /// The horizontal centre.
    public var centerX: ConstraintItem { ConstraintItem(target: item, attributes: .centerX) }
    /// The vertical centre.
    public var centerY: ConstraintItem { ConstraintItem(target: item, attributes: .centerY) }
    /// The baseline of the last line of text.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: item, attributes: .lastBaseline) }
    /// The baseline of the first line of text.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: item, attributes: .firstBaseline) }
    /// The left edge inset by the left layout margin.
    public var leftMargin: ConstraintItem { ConstraintItem(target: item, attributes: .leftMargin) }
    /// The right edge inset by the right layout margin.
    public var rightMargin: ConstraintItem { ConstraintItem(target: item, attributes: .rightMargin) }
    /// The top edge inset by the top layout margin.
    public var topMargin: ConstraintItem { ConstraintItem(target: item, attributes: .topMargin) }
    /// The bottom edge inset by the bottom layout margin.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: item, attributes: .bottomMargin) }
    /// The leading edge inset by the leading layout margin.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: item, attributes: .leadingMargin) }
    /// The trailing edge inset by the trailing layout margin.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: item, attributes: .trailingMargin) }
    /// The horizontal centre between the left and right margins.
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: item, attributes: .centerXWithinMargins) }
    /// The vertical centre between the top and bottom margins.
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: item, attributes: .centerYWithinMargins) }
    /// Left, top, right and bottom (not leading and trailing).
    public var edges: ConstraintItem { ConstraintItem(target: item, attributes: .edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .verticalEdges) }
    /// Leading, top, trailing and bottom.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .directionalHorizontalEdges) }
    /// Top and bottom, alongside directional edges.
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintItem { ConstraintItem(target: item, attributes: .size) }
    /// Both centres.
    public var center: ConstraintItem { ConstraintItem(target: item, attributes: .center) }
    /// The four margin attributes, left and right by name.
    public var margins: ConstraintItem { ConstraintItem(target: item, attributes: .margins) }
    /// The four margin attributes, leading and trailing by name.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: item, attributes: .directionalMargins) }
    /// Both centres within the margins.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: item, attributes: .centerWithinMargins) }
}
