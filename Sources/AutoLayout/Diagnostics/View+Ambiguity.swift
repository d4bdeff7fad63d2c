import Foundation

extension View {
    /// Whether the constraints allow another frame for the view: some position or size that satisfies
    /// every constraint as well as the current one does (views pinned too loosely, and optional
    /// constraints of equal priority that disagree). Not checked during layout, as in UIKit: ask for it.
    public var hasAmbiguousLayout: Bool {
        !rootView.engine.freeVariables(of: self).isEmpty
    }

    /// Moves an ambiguous view to another layout its constraints allow (back again on the next call),
    /// to see which way it is free. Does nothing to a view whose layout is settled.
    public func exerciseAmbiguityInLayout() {
        let engine = rootView.engine
        let key = ObjectIdentifier(self)
        let upward = !engine.exercisedUpward.contains(key)
        if engine.exercise(self, upward: upward) {
            if upward { engine.exercisedUpward.insert(key) } else { engine.exercisedUpward.remove(key) }
        }
        layoutIfNeeded()
    }

    /// The active constraints that decide the view's position and size on an axis (`horizontal`: its
    /// x and width; `vertical`: its y and height), including those the system made from its intrinsic
    /// size and autoresizing mask, in activation order.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        constraintsAffecting(self, axis: axis)
    }

    /// Every ambiguity in this view's subtree (this view, its descendants, and their layout guides),
    /// explained.
    public func layoutAmbiguities() -> [LayoutAmbiguity] {
        let engine = rootView.engine
        var found: [LayoutAmbiguity] = []
        forEachInSubtree { view in
            found += view.ambiguities(of: view, node: view, engine: engine)
            for guide in view.ownGuides {
                found += view.ambiguities(of: guide, node: guide.body, engine: engine)
            }
        }
        return found
    }

    /// Each free view and axis of this subtree in a sentence: what is free, what would pin it, and the
    /// constraints it depends on now ("blue has no horizontal size: add a width, or pin its trailing
    /// edge. …").
    public func explainAmbiguity() -> String {
        let ambiguities = layoutAmbiguities()
        if ambiguities.isEmpty { return "No view or guide has an ambiguous layout." }
        return ambiguities.map(\.explanation).joined(separator: "\n")
    }

    /// The constraints of the tree that name `item` on `axis`.
    func constraintsAffecting(_ item: any LayoutItem, axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        rootView.forEachEngineNode { view in
            let own: [LayoutConstraint] = view.translatedConstraints + view.contentSizeConstraints.compactMap { $0 }
            for constraint in view.installedConstraints + own where constraint.isActive {
                if constraint.names(item, on: axis) { found.append(constraint) }
            }
        }
        return found.sorted { $0.activationStamp < $1.activationStamp }
    }

    /// The ambiguities of one item laid out through `node`.
    private func ambiguities(of item: any LayoutItem, node: View, engine: LayoutEngine) -> [LayoutAmbiguity] {
        let free = Set(engine.freeVariables(of: node))
        guard !free.isEmpty else { return [] }
        var result: [LayoutAmbiguity] = []
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            let sizeFree = free.contains(axis.rawValue + 2)
            let positionFree = free.contains(axis.rawValue)
            guard sizeFree || positionFree else { continue }
            let constraints = constraintsAffecting(item, axis: axis)
            let freedom: LayoutAmbiguity.Freedom
            if sizeFree, let tie = LayoutAmbiguity.equalPriorityTie(in: constraints, axis: axis) {
                freedom = .equalPriorities(tie)
            } else {
                freedom = sizeFree ? .size : .position
            }
            result.append(
                LayoutAmbiguity(
                    item: item, axis: axis, freedom: freedom, constraints: constraints,
                    explanation: LayoutAmbiguity.explain(item, axis: axis, freedom: freedom, constraints: constraints)))
        }
        return result
    }
}
