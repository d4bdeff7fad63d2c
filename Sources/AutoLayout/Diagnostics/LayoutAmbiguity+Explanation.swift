extension LayoutAmbiguity {
    /// The priority shared by two optional constraints on the item's size along `axis`, if any.
    static func equalPriorityTie(in constraints: [LayoutConstraint], axis: LayoutConstraint.Axis) -> LayoutPriority? {
        var seen: Set<Float> = []
        for constraint in constraints {
            // An intrinsic size pulls at its hugging priority (toward smaller) where it is free to grow.
            let priority: Float
            if let content = constraint as? ContentSizeLayoutConstraint {
                // Squeezed below its intrinsic size it pulls at its compression resistance, else at its hugging.
                let size = (content.firstItem as? View)?.bounds.size ?? .zero
                let current = content.axis == .horizontal ? size.width : size.height
                priority = current < content.value - 1e-6
                    ? content.compressionResistance.rawValue : content.hugging.rawValue
            } else if constraint.priority.isRequired {
                continue
            } else {
                priority = constraint.priority.rawValue
            }
            if seen.contains(priority) { return LayoutPriority(priority) }
            seen.insert(priority)
        }
        // One optional constraint on the item and the same priority on a neighbour's (two labels with
        // equal hugging side by side) also leaves the split open; the single priority names it.
        if seen.count == 1, let only = seen.first { return LayoutPriority(only) }
        return nil
    }

    /// "blue has no horizontal size: add a width, or pin its trailing edge. It depends on: …."
    static func explain(
        _ item: any LayoutItem, axis: LayoutConstraint.Axis, freedom: Freedom, constraints: [LayoutConstraint]
    ) -> String {
        let name = ConstraintPhrase.name(of: item, in: nil)
        let horizontal = axis == .horizontal
        let direction = horizontal ? "horizontal" : "vertical"
        var text: String
        switch freedom {
        case .size:
            text = horizontal
                ? "\(name) has no horizontal size: add a width, or pin its trailing edge"
                : "\(name) has no vertical size: add a height, or pin its bottom edge"
        case .position:
            text = horizontal
                ? "\(name) has no horizontal position: pin its leading edge, or center it with centerX"
                : "\(name) has no vertical position: pin its top edge, or center it with centerY"
        case .equalPriorities(let priority):
            text = "\(name) has no single \(direction) size: optional constraints of equal priority (\(priority)) "
                + "disagree and none wins; give one of them a higher priority"
        }
        if constraints.isEmpty {
            text += ". No constraint decides its \(direction) layout."
        } else {
            text += ". Its \(direction) layout depends on: "
                + constraints.map(ConstraintPhrase.equation).joined(separator: "; ") + "."
        }
        return text
    }
}
