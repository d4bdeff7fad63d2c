extension LayoutConstraint {
    /// Activates constraints as one batch: each is installed on the nearest common ancestor of its
    /// items, and the engine adds them all with a single solve on the next layout pass. Nothing is
    /// activated when one of them is invalid.
    ///
    /// - Throws: the constraint's own ``LayoutError`` (for constraints made by anchors, which report
    ///   UIKit's rule violations here), ``LayoutError/noCommonAncestor(_:first:second:)``,
    ///   ``LayoutError/unsupportedItem(_:)``, or ``LayoutError/missingItem(_:)``.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        // Every container is found before anything is installed, so that an error installs nothing.
        // The loops borrow the constraints (the caller's array holds them) and compare views by
        // address, so that activation reference-counts only what it stores.
        var containers: [Unmanaged<View>?] = []
        containers.reserveCapacity(constraints.count)
        var failure: LayoutError?
        constraints.forEachUnretained { constraint in
            guard failure == nil else { return }
            if constraint.storedActive { return containers.append(nil) }
            do throws(LayoutError) {
                if let error = constraint.validationError { throw error }
                containers.append(try constraint.installationContainerReference())
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        // Neighbouring constraints of a batch usually sit on the same view, its superview, a subview or a
        // sibling: they share the root, which is then not looked up again (walking up a deep tree for
        // every constraint cost more than the rest of the activation). The recorder of an enclosing
        // animation is read once for the batch.
        let recorder = AnimationRecorder.current
        var last: Unmanaged<View>?
        var lastRoot: Unmanaged<View>?
        // Installing lets a constraint's items go, which could leave its tree, and so a later
        // constraint's container, held by nothing else. Every root the batch reaches is held to the
        // end, which keeps every container alive: an install lets go only of views in a held tree.
        // The first root needs no list; a batch that spans trees keeps the others in one.
        var heldRoot: View?
        var otherRoots: [View] = []
        var index = 0
        // Where the current run of constraints on one container ends: a run is given its room in the
        // container's list at once (a binary tree's parents, eight constraints each, grew theirs three
        // times, which the tree's build felt).
        var runEnd = 0
        constraints.forEachUnretained { constraint in
            defer { index += 1 }
            guard let current = containers[index], !constraint.storedActive else { return }
            if index >= runEnd {
                runEnd = index + 1
                while runEnd < containers.count, let next = containers[runEnd], next.toOpaque() == current.toOpaque() {
                    runEnd += 1
                }
                current.withBorrowed { container in
                    let needed = container.installedConstraints.count + runEnd - index
                    let capacity = container.installedConstraints.capacity
                    // At least doubling, as appending grows: runs on one container that alternate with
                    // runs on others (a grid's cells) would otherwise copy the list at every run.
                    if runEnd - index > 1, capacity < needed {
                        container.installedConstraints.reserveCapacity(max(needed, 2 * capacity))
                    }
                }
            }
            let root: Unmanaged<View>
            if let last, let lastRoot, LayoutConstraint.areNeighbours(last, current) {
                root = lastRoot
            } else {
                root = current.withBorrowed { $0.rootReference }
                if root.toOpaque() != lastRoot?.toOpaque() {
                    if heldRoot == nil {
                        heldRoot = root.takeUnretainedValue()
                    } else if let heldRoot, root.toOpaque() != Unmanaged.passUnretained(heldRoot).toOpaque() {
                        otherRoots.append(root.takeUnretainedValue())
                    }
                }
            }
            last = current
            lastRoot = root
            current.withBorrowed { container in
                root.withBorrowed { constraint.install(on: container, root: $0, recorder: recorder) }
            }
        }
        withExtendedLifetime(heldRoot) {}
        withExtendedLifetime(otherRoots) {}
    }

    /// Whether two views are the same, parent and child, or siblings (and so share their root).
    private static func areNeighbours(_ a: Unmanaged<View>, _ b: Unmanaged<View>) -> Bool {
        if a.toOpaque() == b.toOpaque() { return true }
        let aSuperview = a.superviewStep?.toOpaque(), bSuperview = b.superviewStep?.toOpaque()
        return bSuperview == a.toOpaque() || aSuperview == b.toOpaque() || (aSuperview != nil && aSuperview == bSuperview)
    }

    /// Deactivates constraints: each leaves the view it was installed on and the engine, which
    /// re-solves once for all of them on the next layout pass.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        var byContainer: [ObjectIdentifier: (View, [LayoutConstraint])] = [:]
        for constraint in constraints where constraint.storedActive {
            guard let container = constraint.container else {
                constraint.storedActive = false
                continue
            }
            AnimationRecorder.current?.noteInvalidation(of: container)
            let engine = container.engineIfCreated
            engine?.remove(constraint)
            if constraint.isContentSize || constraint.isTranslated { constraint.leaveOwnView() }
            constraint.storedActive = false
            // Noted here rather than in the engine, whose own rebuilds remove and re-add constraints too.
            if let trace = engine?.invalidationTrace { trace.noteChange("deactivated", of: constraint) }
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

    /// Takes a view's own constraint (its content size or translated frame) out of the view's list, so
    /// that the view does not hold it while it holds the view. It stays out until the view makes its
    /// own constraints again: when its intrinsic size is invalidated, or its frame or mask changes.
    private func leaveOwnView() {
        guard let view = first.viewReference?.takeUnretainedValue(), let engine = view.engineIfRegistered else { return }
        let slot = view.engineIndex
        if isContentSize {
            let axis = unsafeDowncast(self, to: ContentSizeLayoutConstraint.self).axis.rawValue
            if engine.registry.ownConstraints[slot].contentSize[axis] === self { engine.registry.ownConstraints[slot].contentSize[axis] = nil }
        } else if let index = engine.registry.ownConstraints[slot].translated.firstIndex(where: { $0 === self }) {
            engine.registry.ownConstraints[slot].translated.remove(at: index)
        }
    }

    /// Activates this constraint, throwing where the ``isActive`` setter reports.
    ///
    /// - Throws: as ``activate(_:)``.
    public func activate() throws(LayoutError) {
        try LayoutConstraint.activate([self])
    }

    /// The nearest common ancestor of the constraint's items: the view it is installed on.
    func installationContainerReference() throws(LayoutError) -> Unmanaged<View> {
        // The common case, two attribute anchors of views, without collecting arrays or counting references.
        if let firstView = first.viewReference {
            guard let second else { return firstView }
            if let secondView = second.viewReference {
                let common = firstView.withBorrowed { firstView in
                    secondView.withBorrowed { firstView.nearestCommonAncestorReference(with: $0) }
                }
                guard let common else {
                    throw .noCommonAncestor(self, first: firstAnchor, second: secondAnchor ?? firstAnchor)
                }
                return common
            }
        }
        return Unmanaged.passUnretained(try installationContainer())
    }

    /// The view a new constraint is installed on (see ``installationContainerReference()``).
    func installationContainer() throws(LayoutError) -> View {
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
        if isContentSize {
            let constraint = unsafeDowncast(self, to: ContentSizeLayoutConstraint.self)
            if root.engineStorage?.restore(constraint, of: container) == true {
                recorder?.noteInvalidation(of: container)
            }
            return
        }
        storedActive = true
        activationStamp = root.nextActivationStamp()
        self.container = container
        releaseItems()
        container.installedConstraints.append(self)
        if let engine = root.engineStorage {
            engine.enqueue(self)
            if let trace = engine.invalidationTrace { trace.noteChange("activated", of: self) }
        }
        recorder?.noteInvalidation(of: container)
    }
}
