import AutoLayout

extension LayoutGuide {
    /// The constraint DSL for this guide; its "superview" is its ``LayoutGuide/owningView``.
    public var layout: LayoutDSL { LayoutDSL(item: self) }
}
