extension LayoutConstraint {
    /// Whether the constraint reads an attribute of `view` for which `matches` holds.
    func reads(_ view: View, _ matches: (Attribute) -> Bool) -> Bool {
        func reads(_ anchor: AnchorSpec?) -> Bool {
            guard let anchor else { return false }
            switch anchor.source {
            case .attribute(let attribute):
                return anchor.item === view && matches(attribute)
            case .offset(let start, let end):
                return reads(start) || reads(end)
            }
        }
        return reads(first) || reads(second)
    }
}

extension LayoutConstraint {
    /// Whether the constraint names an attribute of `item` on `axis`.
    func names(_ item: any LayoutItem, on axis: Axis) -> Bool {
        func names(_ anchor: AnchorSpec?) -> Bool {
            guard let anchor else { return false }
            switch anchor.source {
            case .attribute(let attribute):
                return anchor.item === item && attribute.axis == axis
            case .offset(let start, let end):
                return names(start) || names(end)
            }
        }
        return names(first) || names(second)
    }
}
