import Foundation

extension View {
    /// A guide for text: inside the margins guide, as tall as it, centred in it, and no wider than the
    /// host's readable width (672 points at the default text size; see ``Window/contentSizeCategory``).
    public var readableContentGuide: LayoutGuide {
        let guides = ensureSystemGuides()
        if let readable = guides.readable { return readable }
        let guide = LayoutGuide(systemIdentifier: "UIViewReadableContentGuide")
        addLayoutGuide(guide)
        guides.readable = guide
        let margins = layoutMarginsGuide
        let width = readableWidth
        let made: [LayoutConstraint] = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: width),
            // As wide as allowed: the margins' width, or the readable width when that is smaller.
            guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
        ]
        made[5].storedPriority = LayoutPriority(999)
        for (constraint, name) in zip(made, ["top", "bottom", "centerX", "within-margins", "readable-width", "fill"]) {
            constraint.identifier = "UIViewReadableContentGuide-\(name)"
            constraint.install(on: self)
        }
        return guide
    }

    /// The readable width of the host's text size.
    var readableWidth: CGFloat {
        ((rootView as? Window)?.contentSizeCategory ?? .large).readableWidth
    }

    /// Follows a new text size of the host.
    func updateReadableWidth() {
        guard let guide = systemGuides?.readable else { return }
        let width = readableWidth
        for constraint in installedConstraints
        where constraint.identifier == "UIViewReadableContentGuide-readable-width" && constraint.firstItem === guide {
            if constraint.constant != width { constraint.constant = width }
        }
    }
}
