import AutoLayout

/// The anchors of views and guides, spelled and typed as UIKit's.
extension LayoutItem {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(AnyLayoutAnchor(item: self, attribute: attribute, kind: .xAxis))
    }

    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(AnyLayoutAnchor(item: self, attribute: attribute, kind: .yAxis))
    }

    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(AnyLayoutAnchor(item: self, attribute: attribute, kind: .dimension))
    }
}
