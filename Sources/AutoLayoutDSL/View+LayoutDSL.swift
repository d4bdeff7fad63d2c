import AutoLayout

extension View {
    /// The constraint DSL for this view, as SnapKit's `snp`: `view.layout.makeConstraints { … }`,
    /// and attributes such as `view.layout.top` to relate other items to.
    public var layout: LayoutDSL { LayoutDSL(item: self) }
}
