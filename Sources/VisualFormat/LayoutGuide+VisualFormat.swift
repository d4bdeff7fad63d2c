import AutoLayout

extension LayoutGuide: VisualFormatSuperviewProviding {
    /// The guide's owning view: `|` next to a guide in a format stands for it.
    public var visualFormatSuperview: View? { owningView }
}
