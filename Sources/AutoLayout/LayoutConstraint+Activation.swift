extension LayoutConstraint {
    /// Activates constraints as one batch: each is installed on the nearest common ancestor of its
    /// items, and the engine adds them all with a single solve on the next layout pass. Nothing is
    /// activated when one of them is invalid.
    ///
    /// - Throws: the constraint's own ``LayoutError`` (for constraints made by anchors, which report
    ///   UIKit's rule violations here), ``LayoutError/noCommonAncestor(_:first:second:)``,
    ///   ``LayoutError/unsupportedItem(_:)``, or ``LayoutError/missingItem(_:)``.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var plan: [(LayoutConstraint, View)] = []
        plan.reserveCapacity(constraints.count)
        for constraint in constraints where !constraint.storedActive {
            if let error = constraint.validationError { throw error }
            plan.append((constraint, try constraint.installationContainer()))
        }
        // Neighbouring constraints of a batch usually sit on the same view, its superview, a subview or a
        // sibling: they share the root, which is then not looked up again (walking up a deep tree for
        // every constraint cost more than the rest of the activation). The recorder of an enclosing
        // animation is read once for the batch.
        let recorder = AnimationRecorder.current
        var previous: (container: View, root: View)?
        for (constraint, container) in plan where !constraint.storedActive {
            let root: View
            if let (last, lastRoot) = previous,
                last === container || container.superview === last || last.superview === container
                    || (last.superview != nil && container.superview === last.superview)
            {
                root = lastRoot
            } else {
                root = container.rootView
            }
            previous = (container, root)
            constraint.install(on: container, root: root, recorder: recorder)
        }
    }

    /// Deactivates constraints: each leaves the view it was installed on and the engine.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        var byContainer: [ObjectIdentifier: (View, [LayoutConstraint])] = [:]
        for constraint in constraints where constraint.storedActive {
            guard let container = constraint.container else {
                constraint.storedActive = false
                continue
            }
            AnimationRecorder.current?.noteInvalidation(of: container)
            container.engineIfCreated?.remove(constraint)
            constraint.storedActive = false
            constraint.container = nil
            constraint.retainItems()
            byContainer[ObjectIdentifier(container), default: (container, [])].1.append(constraint)
        }
        for (_, (container, removed)) in byContainer {
            if removed.count == 1 {
                if let index = container.installedConstraints.lastIndex(where: { $0 === removed[0] }) {
                    container.installedConstraints.remove(at: index)
                }
            } else {
                let gone = Set(removed.map(ObjectIdentifier.init))
                container.installedConstraints.removeAll { gone.contains(ObjectIdentifier($0)) }
            }
        }
    }

    /// Activates this constraint, throwing where the ``isActive`` setter reports.
    ///
    /// - Throws: as ``activate(_:)``.
    public func activate() throws(LayoutError) {
        try LayoutConstraint.activate([self])
    }

    /// The nearest common ancestor of the constraint's items: the view it is installed on.
    func installationContainer() throws(LayoutError) -> View {
        // The common case, two attribute anchors of views, without collecting arrays.
        if case .attribute = first.source, let firstView = first.item as? View {
            guard let second else { return firstView }
            if case .attribute = second.source, let secondView = second.item as? View {
                guard let common = firstView.nearestCommonAncestor(with: secondView) else {
                    throw .noCommonAncestor(self, first: firstAnchor, second: secondAnchor ?? firstAnchor)
                }
                return common
            }
        }
        var views: [View] = []
        for anchor in [first] + (second.map { [$0] } ?? []) {
            let items = anchor.items
            if items.isEmpty { throw .missingItem(self) }
            for item in items {
                guard let view = item.layoutView else { throw .unsupportedItem(item) }
                views.append(view)
            }
        }
        var container = views[0]
        for view in views.dropFirst() {
            guard let common = container.nearestCommonAncestor(with: view) else {
                throw .noCommonAncestor(self, first: firstAnchor, second: secondAnchor ?? firstAnchor)
            }
            container = common
        }
        // A guide's constraints live on its owning view; a guide that has none cannot be laid out.
        if container.isLayoutGuideBody {
            guard let owner = container.superview else { throw .unsupportedItem(first.items.first ?? views[0]) }
            container = owner
        }
        return container
    }

    func install(on container: View) {
        install(on: container, root: container.rootView, recorder: AnimationRecorder.current)
    }

    /// Installs on `container`, whose tree's root is `root`.
    func install(on container: View, root: View, recorder: AnimationRecorder?) {
        storedActive = true
        activationStamp = root.nextActivationStamp()
        self.container = container
        releaseItems()
        container.installedConstraints.append(self)
        root.engineStorage?.enqueue(self)
        recorder?.noteInvalidation(of: container)
    }
}
