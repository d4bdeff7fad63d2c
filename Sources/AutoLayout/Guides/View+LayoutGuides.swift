import Foundation

extension View {
    /// The guides added to this view, in the order they were added (system guides not included).
    public var layoutGuides: [LayoutGuide] { ownGuides.filter { !$0.isSystemGuide } }

    /// Adds a guide to this view; it is taken from its previous owning view first.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownGuides.append(guide)
        guide.owningView = self
        guide.body.superview = self
    }

    /// Removes a guide from this view, deactivating the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let index = ownGuides.firstIndex(where: { $0 === guide }) else { return }
        LayoutConstraint.deactivate(constraintsReferring(to: [ObjectIdentifier(guide)]))
        rootView.engineIfCreated?.detach(guide.body)
        ownGuides.remove(at: index)
        guide.owningView = nil
        guide.body.superview = nil
    }

    /// The active constraints, installed on this view or an ancestor, that refer to one of `items`.
    func constraintsReferring(to items: Set<ObjectIdentifier>) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var step: View? = self
        while let container = step {
            for constraint in container.installedConstraints
            where constraint.first.items.contains(where: { items.contains(ObjectIdentifier($0)) })
                || (constraint.second?.items.contains(where: { items.contains(ObjectIdentifier($0)) }) ?? false)
            {
                found.append(constraint)
            }
            step = container.superview
        }
        return found
    }

    /// Visits the view, its descendants and their guides' bodies: everything an engine may register.
    func forEachEngineNode(_ body: (View) -> Void) {
        forEachInSubtree { view in
            body(view)
            for guide in view.ownGuides { body(guide.body) }
        }
    }
}
