import Foundation

extension View {
    /// A guide for text: inside the margins guide, as tall as it, centred in it, and no wider than the
    /// host's readable width (672 points at the default text size; see ``Window/contentSizeCategory``).
    public var readableContentGuide: LayoutGuide {
        let guides = ensureSystemGuides()
        if let readable = guides.readable { return readable }
        let guide = makeSystemGuide(identifier: "UIViewReadableContentGuide")
        addLayoutGuide(guide)
        guides.readable = guide
        let margins = layoutMarginsGuide
        let name = "UIViewReadableContentGuide-"
        for (first, second) in [
            (guide.topAnchor as AnyLayoutAnchor, margins.topAnchor as AnyLayoutAnchor),
            (guide.bottomAnchor, margins.bottomAnchor), (guide.centerXAnchor, margins.centerXAnchor),
        ] {
            LayoutConstraint.installSystem(first, second, identifier: name + first.attribute.description, on: self)
        }
        LayoutConstraint.installSystem(
            guide.widthAnchor, margins.widthAnchor, relation: .lessThanOrEqual, identifier: name + "within-margins", on: self)
        guides.readableWidth = LayoutConstraint.installSystem(
            guide.widthAnchor, nil, relation: .lessThanOrEqual, constant: readableWidth, identifier: name + "readable-width",
            on: self)
        // As wide as allowed: the margins' width, or the readable width when that is smaller.
        LayoutConstraint.installSystem(
            guide.widthAnchor, margins.widthAnchor, priority: LayoutPriority(999), identifier: name + "fill", on: self)
        return guide
    }

    /// The readable width of the host's text size.
    var readableWidth: CGFloat {
        (treeHost?.contentSizeCategory ?? .large).readableWidth
    }

    /// Follows a new text size of the host.
    func updateReadableWidth() {
        guard let constraint = systemGuides?.readableWidth else { return }
        let width = readableWidth
        if constraint.constant != width { constraint.constant = width }
    }
}
