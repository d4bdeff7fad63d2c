import Foundation

extension View {
    /// Adds `view` on top of this view's subviews, taking it from its current superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among this view's subviews at `index` (clamped to the valid range), taking it from
    /// its current superview first. Adding a view to itself or to one of its descendants is refused and
    /// reported in ``layoutDiagnostics``.
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews is nobody's ancestor but its own: adding a new leaf, the usual case,
        // skips the walk to the root (a tree built top-down walked its depth for every view).
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            report(
                LayoutDiagnostic(
                    kind: .invalidHierarchy(view),
                    message: "Can't add \(view) as a subview of \(self): it would be its own ancestor."))
            return
        }
        let clamped = max(0, min(index, subviews.count))
        if view.superviewReference?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: current < clamped ? clamped - 1 : clamped)
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        // The subtree's own engine, if it was a root with one, is dropped: this tree's engine takes its
        // constraints over.
        if view.engineStorage != nil {
            view.forEachEngineNode { $0.resetEngineState() }
            view.engineStorage = nil
        }
        // Room for four at the first: grown from empty, a list of two was allocated twice and of four
        // three times (which a binary tree's build felt).
        if subviews.capacity == 0 { subviews.reserveCapacity(4) }
        // Appending, the common case, skips the general insertion.
        if clamped == subviews.count { subviews.append(view) } else { subviews.insert(view, at: clamped) }
        view.superview = self
        if !view.autoresizingMask.isEmpty { mayHaveAutoresizingSubviews = true }
        view.captureAutoresizingReference()
        // Adopting queues the subtree's installed constraints: a new leaf has none, and finding the
        // engine walks to the root.
        if !view.subviews.isEmpty || !view.installedConstraints.isEmpty {
            rootReference.withBorrowed { $0.engineIfCreated?.adopt(view) }
        }
        if view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints
            || view.intrinsicContentSizeIsInvalid
        {
            markAncestorsNeedUpdateConstraints(from: view)
        }
        if view.needsLayoutFlag || view.descendantNeedsLayout {
            markAncestorsNeedLayout(from: view)
        }
        setNeedsLayout()
        // Both views keep their safe areas and controllers in their extras: when neither has any, the
        // new subview's safe area is zero as it was (a call and two reference counts a subview saved).
        if extras != nil || view.extras != nil { view.updateSafeAreaInsets() }
        if view.preservesSuperviewLayoutMargins { view.updateEffectiveMargins() }
        view.updateKeyboardGuide()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` just above `siblingSubview` (or on top when that is not a subview).
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview` (or on top when that is not a subview).
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        insertSubview(view, at: index)
    }

    /// Detaches the view from its superview. Every constraint that ties the view or its subtree to the
    /// rest of the old tree is deactivated; constraints within the subtree stay.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.stackLayout?.arrangedSubviewWillLeave(self)
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        LayoutConstraint.deactivate(constraintsTyingSubtreeToAncestors())
        superview.rootView.engineIfCreated?.detach(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if superview.soleSubviewNeedingLayout === self { superview.soleSubviewNeedingLayout = nil }
        superview.setNeedsLayout()
        updateSafeAreaInsets()
        if preservesSuperviewLayoutMargins { updateEffectiveMargins() }
        if needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints { descendantNeedsUpdateConstraints = true }
        didMoveToSuperview()
    }

    /// The constraints installed on an ancestor that refer to a view of this subtree.
    func constraintsTyingSubtreeToAncestors() -> [LayoutConstraint] {
        var inSubtree = Set<ObjectIdentifier>()
        forEachInSubtree { view in
            inSubtree.insert(ObjectIdentifier(view))
            for guide in view.ownGuides { inSubtree.insert(ObjectIdentifier(guide)) }
        }
        var found: [LayoutConstraint] = []
        var ancestor = superview
        while let container = ancestor {
            for constraint in container.installedConstraints
            where constraint.first.items.contains(where: { inSubtree.contains(ObjectIdentifier($0)) })
                || (constraint.second?.items.contains(where: { inSubtree.contains(ObjectIdentifier($0)) }) ?? false)
            {
                found.append(constraint)
            }
            ancestor = container.superview
        }
        return found
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var step: Unmanaged<View>? = Unmanaged.passUnretained(self)
        while let current = step {
            if current.toOpaque() == target { return true }
            step = current.superviewStep
        }
        return false
    }

    /// The top of the tree: the first ancestor without a superview (the view itself for a root).
    public var rootView: View {
        rootReference.takeUnretainedValue()
    }

    /// ``rootView``, unretained.
    var rootReference: Unmanaged<View> {
        var step = Unmanaged.passUnretained(self)
        while let next = step.superviewStep { step = next }
        return step
    }

    /// The nearest view that is an ancestor of both (a view is its own ancestor), or `nil` when they
    /// are in different trees.
    public func nearestCommonAncestor(with other: View) -> View? {
        nearestCommonAncestorReference(with: other)?.takeUnretainedValue()
    }

    /// ``nearestCommonAncestor(with:)``, unretained: activation asks it of every constraint, and the
    /// walks compare addresses only.
    func nearestCommonAncestorReference(with other: View) -> Unmanaged<View>? {
        let me = Unmanaged.passUnretained(self), them = Unmanaged.passUnretained(other)
        if me.toOpaque() == them.toOpaque() { return me }
        // Most constraints tie a view to its superview or to a sibling.
        let mySuperview = superviewReference, otherSuperview = other.superviewReference
        if mySuperview?.toOpaque() == them.toOpaque() { return them }
        if otherSuperview?.toOpaque() == me.toOpaque() { return me }
        if let mySuperview, mySuperview.toOpaque() == otherSuperview?.toOpaque() { return mySuperview }
        var depthA = 0, depthB = 0
        var a = me, b = them
        while let next = a.superviewStep { depthA += 1; a = next }
        while let next = b.superviewStep { depthB += 1; b = next }
        if a.toOpaque() != b.toOpaque() { return nil }
        a = me
        b = them
        while depthA > depthB, let next = a.superviewStep { a = next; depthA -= 1 }
        while depthB > depthA, let next = b.superviewStep { b = next; depthB -= 1 }
        while a.toOpaque() != b.toOpaque(), let nextA = a.superviewStep, let nextB = b.superviewStep {
            a = nextA
            b = nextB
        }
        return a
    }

    /// Calls `body` with each subview, back to front, without retaining it: the array being iterated
    /// keeps them alive (a subview removed meanwhile stays alive until the loop ends), and a layout
    /// pass visits thousands of subviews.
    @inline(__always) func forEachSubviewUnretained(_ body: (View) -> Void) {
        subviews.forEachUnretained(body)
    }

    /// Visits the view and its descendants, parents before children.
    func forEachInSubtree(_ body: (View) -> Void) {
        // `body` may change the tree, so what is listed is kept alive: by holding each list of
        // subviews that was read (one retain per parent), not each view (an atomic increment and
        // decrement per view, the cost of a whole visit). Subviews are pushed last to first by index.
        var lists: [[View]] = []
        var stack: [Unmanaged<View>] = [.passUnretained(self)]
        while let next = stack.popLast() {
            next.withBorrowed { view in
                body(view)
                let subviews = view.subviews
                if subviews.isEmpty { return }
                subviews.withUnsafeBufferPointer { subviews in
                    var index = subviews.count
                    while index > 0 {
                        index -= 1
                        stack.append(.passUnretained(subviews[index]))
                    }
                }
                lists.append(subviews)
            }
        }
    }
}
