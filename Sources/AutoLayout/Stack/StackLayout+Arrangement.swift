import Foundation

extension StackLayout {
    /// The four attributes of one axis: the near and far edges, the size and the centre.
    struct AxisAttributes {
        let leading: LayoutConstraint.Attribute
        let trailing: LayoutConstraint.Attribute
        let size: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute

        /// Leading/trailing (not left/right) horizontally, so that a stack in a right-to-left interface
        /// lines its subviews up from the right.
        init(_ axis: LayoutConstraint.Axis) {
            switch axis {
            case .horizontal: (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            case .vertical: (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// The axis across the stack's.
    var crossAxis: LayoutConstraint.Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The alignment in effect: the baseline alignments apply to horizontal stacks only; a vertical
    /// stack fills instead.
    var effectiveAlignment: StackView.Alignment {
        switch alignment {
        case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
        default: alignment
        }
    }

    /// The space after an arranged subview: its custom spacing, or the stack's; the system spacing
    /// where either asks for it.
    func spacingValue(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == StackView.spacingUseSystem ? LayoutConstraint.standardSpacing : value
    }

    /// Makes the constraints the stack wants now and swaps them for those it has: constraints that stay
    /// are kept (with a new constant where only that changed), the others are removed or made.
    func updateArrangementConstraints() {
        let items = arrangedSubviews
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? view.layoutMarginsGuide : view
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(items.count * 6 + 4)
        let gaps = appendDistributionConstraints(to: &specs, items: items, canvas: canvas)
        let usesSpanner = appendAlignmentConstraints(to: &specs, items: items, canvas: canvas)
        apply(specs)
        while gapGuides.count > gaps { view.removeLayoutGuide(gapGuides.removeLast()) }
        if !usesSpanner, let spanner = alignmentSpanner {
            alignmentSpanner = nil
            view.removeLayoutGuide(spanner)
        }
        let views = (first: baselineView(last: false), last: baselineView(last: true))
        if views.first !== baselineViews.first || views.last !== baselineViews.last {
            baselineViews = views
            view.invalidateBaselines()
        }
    }

    /// Keeps, updates, removes and makes constraints so that the stack's are `specs`.
    private func apply(_ specs: [StackConstraintSpec]) {
        var kept: [StackConstraintSpec.Key: LayoutConstraint] = [:]
        kept.reserveCapacity(specs.count)
        var newConstants: [(LayoutConstraint, CGFloat)] = []
        var missing: [(StackConstraintSpec.Key, StackConstraintSpec)] = []
        for spec in specs {
            let key = spec.key
            if kept[key] != nil { continue }
            if let existing = arrangementConstraints.removeValue(forKey: key), existing.isActive {
                kept[key] = existing
                if existing.constant != spec.constant { newConstants.append((existing, spec.constant)) }
            } else {
                missing.append((key, spec))
            }
        }
        // Old constraints go first, so that new constants and constraints never meet those they replace.
        LayoutConstraint.deactivate(Array(arrangementConstraints.values))
        for (constraint, constant) in newConstants { constraint.constant = constant }
        for (key, spec) in missing { kept[key] = spec.install(on: view) }
        arrangementConstraints = kept
    }

    /// The guide between the `index`th pair of visible neighbours, for the equal distributions.
    private func gapGuide(_ index: Int) -> LayoutGuide {
        while gapGuides.count <= index {
            let guide = LayoutGuide(systemIdentifier: "UISV-distributing")
            view.addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }

    /// The guide that spans the visible subviews across the axis.
    private func spanner() -> LayoutGuide {
        if let alignmentSpanner { return alignmentSpanner }
        let guide = LayoutGuide(systemIdentifier: "UISV-alignment-spanner")
        view.addLayoutGuide(guide)
        alignmentSpanner = guide
        return guide
    }

    /// The constraints along the axis; returns how many gap guides they use.
    ///
    /// The subviews are chained edge to edge from the canvas's leading edge to its trailing edge. A
    /// hidden subview is `size == 0` and sits flush after its predecessor; the space before a visible
    /// subview is the spacing after the visible subview before it (none before the first visible one),
    /// so hidden subviews take no room and no spacing.
    private func appendDistributionConstraints(
        to specs: inout [StackConstraintSpec], items: [View], canvas: any LayoutItem
    ) -> Int {
        guard let firstItem = items.first, let lastItem = items.last else { return 0 }
        let a = AxisAttributes(axis)
        let visible = items.filter { !$0.isHidden }
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        let spacingRelation: LayoutConstraint.Relation = distribution.hasExactSpacing ? .equal : .greaterThanOrEqual
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical

        // Proportional sizes: intrinsic size / (intrinsic sizes + spacing), measured on the visible
        // subviews; without any length to share, the subviews are made equal instead.
        var proportions: [CGFloat] = []
        if distribution == .fillProportionally {
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, axis == .horizontal ? size.width : size.height)
            }
            let spaces = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacingValue(after: $1.0) }
            let total = lengths.reduce(0, +) + spaces
            if total > 0 { proportions = lengths.map { $0 / total } }
        }
        let fillsEqually =
            distribution == .fillEqually || (distribution == .fillProportionally && proportions.isEmpty)

        specs.append(StackConstraintSpec("UISV-canvas-connection", canvas, a.leading, firstItem, a.leading))
        var previousVisible: View?
        var firstVisible: View?
        var gaps = 0
        for (index, item) in items.enumerated() {
            if item.isHidden {
                specs.append(StackConstraintSpec("UISV-hiding", item, a.size, nil, .notAnAttribute))
            }
            if index > 0 {
                if item.isHidden || previousVisible == nil {
                    specs.append(StackConstraintSpec("UISV-spacing", item, a.leading, items[index - 1], a.trailing))
                } else if let previous = previousVisible {
                    let space = spacingValue(after: previous)
                    if baselineRelative {
                        specs.append(
                            StackConstraintSpec(
                                "UISV-spacing", item, .firstBaseline, spacingRelation, previous, .lastBaseline,
                                constant: space))
                    } else {
                        specs.append(
                            StackConstraintSpec(
                                "UISV-spacing", item, a.leading, spacingRelation, previous, a.trailing, constant: space))
                    }
                    if equalGaps {
                        appendGap(gaps, from: previous, to: item, attributes: a, to: &specs)
                        gaps += 1
                    }
                }
            }
            guard !item.isHidden else { continue }
            if let firstVisible, fillsEqually {
                specs.append(StackConstraintSpec("UISV-fill-equally", item, a.size, firstVisible, a.size))
            }
            if firstVisible == nil { firstVisible = item }
            previousVisible = item
        }
        if firstVisible != nil {
            specs.append(StackConstraintSpec("UISV-canvas-connection", lastItem, a.trailing, canvas, a.trailing))
            if equalGaps {
                // Nothing else draws the gaps in when the stack's length is free: the stack is drawn to
                // its smallest length, below everything else.
                specs.append(StackConstraintSpec("UISV-canvas-fit", view, a.size, nil, .notAnAttribute, priority: 49))
            }
        } else {
            // Every subview is hidden: the stack is not forced to zero length, only drawn to it.
            specs.append(
                StackConstraintSpec("UISV-canvas-connection", lastItem, a.trailing, .lessThanOrEqual, canvas, a.trailing))
            specs.append(StackConstraintSpec("UISV-canvas-fit", view, a.size, nil, .notAnAttribute, priority: 49))
        }
        appendTextWidthDisambiguation(to: &specs, visible: visible, canvas: canvas)
        for (index, (view, proportion)) in zip(visible, proportions).enumerated() {
            // Priorities step down from 999 with the index, as UIKit's; the last subviews give first.
            let priority = LayoutPriority(Float(max(999 - index, 1)))
            specs.append(
                StackConstraintSpec(
                    "UISV-fill-proportionally", view, a.size, canvas, a.size, multiplier: proportion,
                    priority: priority))
        }
        return gaps
    }

    /// UIKit's `UISV-text-width-disambiguation`: in a horizontal stack that fills, each visible multi-line
    /// label (``Label/numberOfLines`` other than 1) is drawn to an equal share of the stack's width, what
    /// is left after the spacing divided by the number of visible subviews, just above its horizontal
    /// compression resistance (+10, at most 999).
    ///
    /// A multi-line label's width is otherwise only held by its intrinsic width measured on one line,
    /// which it usually cannot have, so its width and therefore its height would be up to the other
    /// subviews' priorities; UIKit settles it this way, which also makes such a label take half a row next
    /// to a switch unless the switch's hugging is raised above the share (as UIKit does).
    private func appendTextWidthDisambiguation(
        to specs: inout [StackConstraintSpec], visible: [View], canvas: any LayoutItem
    ) {
        guard axis == .horizontal, distribution == .fill, visible.count > 1 else { return }
        let labels = visible.filter { ($0 as? MultilineText)?.mayWrapOntoSeveralLines ?? false }
        guard !labels.isEmpty else { return }
        let count = CGFloat(visible.count)
        let spaces = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacingValue(after: $1.0) }
        for label in labels {
            let resistance = label.contentCompressionResistancePriority(for: .horizontal).rawValue
            specs.append(
                StackConstraintSpec(
                    "UISV-text-width-disambiguation", label, .width, canvas, .width, multiplier: 1 / count,
                    constant: -spaces / count, priority: LayoutPriority(min(resistance + 10, 999))))
        }
    }

    /// The gap guide between two visible neighbours: edge to edge for equal spacing, centre to centre
    /// for equal centring; gaps after the first equal it (required for equal spacing, at 149 for equal
    /// centring, below the subviews' hugging).
    private func appendGap(
        _ index: Int, from previous: View, to next: View, attributes a: AxisAttributes,
        to specs: inout [StackConstraintSpec]
    ) {
        let guide = gapGuide(index)
        let centring = distribution == .equalCentering
        let (from, to) = centring ? (a.center, a.center) : (a.trailing, a.leading)
        specs.append(StackConstraintSpec("UISV-distributing-edge", guide, a.leading, previous, from))
        specs.append(StackConstraintSpec("UISV-distributing-edge", next, to, guide, a.trailing))
        if index > 0 {
            specs.append(
                StackConstraintSpec(
                    "UISV-fill-equally", guide, a.size, gapGuide(0), a.size, priority: centring ? 149 : .required))
        }
    }

    /// The constraints across the axis; returns whether they use the spanning guide.
    ///
    /// The visible subviews are aligned with the first visible one. With ``Alignment/fill`` they are
    /// pinned to both edges of the canvas; otherwise a spanning guide wraps them (drawn tight at 51)
    /// and the canvas follows the guide, so that the stack is as thick as its thickest subview. Hidden
    /// subviews are aligned too but never size the stack.
    private func appendAlignmentConstraints(
        to specs: inout [StackConstraintSpec], items: [View], canvas: any LayoutItem
    ) -> Bool {
        guard !items.isEmpty else { return false }
        let p = AxisAttributes(crossAxis)
        let alignment = effectiveAlignment
        let attribute: LayoutConstraint.Attribute =
            switch alignment {
            case .fill, .leading: p.leading
            case .center: p.center
            case .trailing: p.trailing
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            }
        let visible = items.filter { !$0.isHidden }
        let suppression = { (view: View) in
            StackConstraintSpec(
                "UISV-ambiguity-suppression", view, p.size, nil, .notAnAttribute, priority: 25)
        }
        guard let first = visible.first else {
            for item in items {
                specs.append(StackConstraintSpec("UISV-canvas-connection", canvas, p.leading, item, p.leading))
                specs.append(suppression(item))
            }
            specs.append(StackConstraintSpec("UISV-canvas-fit", view, p.size, nil, .notAnAttribute, priority: 49))
            return false
        }
        let spanned = alignment != .fill && visible.count > 1
        for item in items {
            if item === first {
                appendCanvasConnection(of: first, spanned: spanned, alignment: alignment, canvas: canvas, to: &specs)
            } else if item.isHidden || alignment != .fill {
                specs.append(StackConstraintSpec("UISV-alignment", first, attribute, item, attribute))
            } else {
                specs.append(StackConstraintSpec("UISV-alignment", first, p.leading, item, p.leading))
                specs.append(StackConstraintSpec("UISV-alignment", first, p.trailing, item, p.trailing))
            }
            if alignment != .fill || item.isHidden { specs.append(suppression(item)) }
        }
        guard spanned else { return false }
        let guide = spanner()
        for view in visible {
            let (near, far): (LayoutConstraint.Relation, LayoutConstraint.Relation) =
                switch alignment {
                case .leading: (.equal, .greaterThanOrEqual)
                case .trailing: (.lessThanOrEqual, .equal)
                default: (.lessThanOrEqual, .greaterThanOrEqual)
                }
            specs.append(
                StackConstraintSpec(
                    "UISV-spanning-boundary", guide, p.leading, near, view, p.leading,
                    priority: near == .equal ? 999.5 : .required))
            specs.append(
                StackConstraintSpec(
                    "UISV-spanning-boundary", guide, p.trailing, far, view, p.trailing,
                    priority: far == .equal ? 999.5 : .required))
        }
        specs.append(StackConstraintSpec("UISV-spanning-fit", guide, p.size, nil, .notAnAttribute, priority: 51))
        return true
    }

    /// How the first visible subview (and the spanning guide, when there is one) meet the canvas
    /// across the axis.
    private func appendCanvasConnection(
        of first: View, spanned: Bool, alignment: StackView.Alignment, canvas: any LayoutItem,
        to specs: inout [StackConstraintSpec]
    ) {
        let p = AxisAttributes(crossAxis)
        let name = "UISV-canvas-connection"
        if alignment == .fill {
            specs.append(StackConstraintSpec(name, canvas, p.leading, first, p.leading))
            specs.append(StackConstraintSpec(name, first, p.trailing, canvas, p.trailing))
            return
        }
        if spanned {
            let guide = spanner()
            switch alignment {
            case .leading:
                specs.append(StackConstraintSpec(name, canvas, p.leading, first, p.leading))
                specs.append(StackConstraintSpec(name, guide, p.trailing, canvas, p.trailing))
            case .trailing:
                specs.append(StackConstraintSpec(name, canvas, p.leading, guide, p.leading))
                specs.append(StackConstraintSpec(name, first, p.trailing, canvas, p.trailing))
            case .center:
                specs.append(StackConstraintSpec(name, canvas, p.center, first, p.center))
                specs.append(StackConstraintSpec(name, canvas, p.leading, guide, p.leading))
                specs.append(StackConstraintSpec(name, guide, p.trailing, canvas, p.trailing))
            default:
                // Baselines: the aligned group sits at the top of a stack taller than it, and the
                // stack is drawn to the group's height when its own is free.
                specs.append(StackConstraintSpec(name, canvas, p.leading, guide, p.leading))
                specs.append(StackConstraintSpec(name, guide, p.trailing, .lessThanOrEqual, canvas, p.trailing))
            }
        } else {
            // One visible subview: the canvas holds it between its edges, drawn tight at 49.
            let nearRelation: LayoutConstraint.Relation =
                alignment == .center || alignment == .trailing ? .lessThanOrEqual : .equal
            let farRelation: LayoutConstraint.Relation = alignment == .trailing ? .equal : .greaterThanOrEqual
            specs.append(StackConstraintSpec(name, canvas, p.leading, nearRelation, first, p.leading))
            if alignment == .trailing {
                specs.append(StackConstraintSpec(name, first, p.trailing, canvas, p.trailing))
            } else {
                specs.append(StackConstraintSpec(name, canvas, p.trailing, farRelation, first, p.trailing))
            }
            if alignment == .center {
                specs.append(StackConstraintSpec(name, canvas, p.center, first, p.center))
            }
        }
        if !spanned || alignment == .firstBaseline || alignment == .lastBaseline {
            specs.append(StackConstraintSpec("UISV-canvas-fit", view, p.size, nil, .notAnAttribute, priority: 49))
        }
    }

    /// The arranged subview that stands for the stack's first or last baseline: the first or last
    /// visible one in a vertical stack, the tallest visible one (by intrinsic height, else frame) in a
    /// horizontal stack.
    func baselineView(last: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return last ? visible.last : visible.first }
        var tallest: View?
        var tallestHeight = -CGFloat.infinity
        for view in visible {
            let intrinsic = view.intrinsicContentSize.height
            let height = intrinsic >= 0 ? intrinsic : view.frame.height
            if height > tallestHeight {
                tallest = view
                tallestHeight = height
            }
        }
        return tallest
    }
}
