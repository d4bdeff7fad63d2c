import Foundation
internal import Cassowary

// Changes to constraints the solver holds: constants and priorities in place, and the rebuilds that
// margins, offsets and scrolling need; also the tag-to-constraint lookup diagnostics use.
extension LayoutEngine {
    /// The layout constraints the solver constraints belong to (`nil` for the engine's own floors),
    /// found in one walk over the tree: for diagnostics only. While floors go in, the walk is made once
    /// for every conflict they meet: a row's floors conflict once a view, each walk as long as the tree.
    func owners(of tags: [Int32]) -> [LayoutConstraint?] {
        if let owners = conflictLog.ownersWhileAddingFloors(of: tags, finding: allOwnersByTag) { return owners }
        var wanted: [Int32: LayoutConstraint?] = [:]
        for tag in tags { wanted[tag] = .some(nil) }
        var remaining = wanted.count
        root.forEachEngineNode { view in
            guard remaining > 0 else { return }
            for constraint in view.installedConstraints + view.translatedConstraints
                + view.contentSizeConstraints.compactMap({ $0 })
            {
                for tag in solverTags(of: constraint) {
                    if case .some(.none) = wanted[tag] {
                        wanted[tag] = constraint
                        remaining -= 1
                    }
                }
            }
        }
        return tags.map { wanted[$0] ?? nil }
    }

    /// Every solver tag a layout constraint holds, with that constraint (the first the walk meets, as
    /// ``owners(of:)`` finds them).
    private func allOwnersByTag() -> [Int32: LayoutConstraint] {
        var owners: [Int32: LayoutConstraint] = [:]
        root.forEachEngineNode { view in
            for constraint in view.installedConstraints + view.translatedConstraints
                + view.contentSizeConstraints.compactMap({ $0 })
            {
                for tag in solverTags(of: constraint) where owners[tag] == nil { owners[tag] = constraint }
            }
        }
        return owners
    }

    /// Applies a new constant in place; a required constraint whose new constant cannot hold makes
    /// the engine rebuild, which breaks a constraint and reports the conflict.
    func constantDidChange(_ constraint: LayoutConstraint) {
        solverTouched = true
        if let invalidationTrace { invalidationTrace.noteChange("changed the constant of", of: constraint) }
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0, !constraintTable[slot].isPending, constraintTable[slot].tag >= 0 else { return }
        let record = constraintTable[slot]
        do {
            try solver.updateConstant(
                ofTag: record.tag, to: (record.constantBase - Double(constraint.constant)).clampedToSolverRange)
        } catch {
            rebuild()
        }
    }

    /// Moves an optional constraint to its new priority level.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        solverTouched = true
        if let invalidationTrace { invalidationTrace.noteChange("changed the priority of", of: constraint) }
        let slot = constraintTable.slot(of: constraint)
        guard slot >= 0, !constraintTable[slot].isPending, !constraintTable[slot].isBroken, constraintTable[slot].tag >= 0
        else { return }
        do {
            try solver.updatePriority(ofTag: constraintTable[slot].tag, to: LayoutEngine.strength(for: constraint.priority))
        } catch {
            rebuild()
        }
    }

    /// Starts over from the tree: every installed constraint is queued again into an empty solver.
    func rebuild() {
        let root = self.root
        root.forEachEngineNode { $0.resetEngineState() }
        let fresh = LayoutEngine(root: root)
        // A test's cap stays with the tree, as the solver core's `reset()` keeps it.
        fresh.solver.pivotCap = solver.pivotCap
        fresh.checksInvariants = checksInvariants
        fresh.invalidationTrace = invalidationTrace
        root.engineStorage = fresh
    }

    /// The solver's cap on simplex pivots (the solver core's `pivotCap`), for tests that make it fail on its side.
    var solverPivotCap: Int? {
        get { solver.pivotCap }
        set { solver.pivotCap = newValue }
    }

    /// Rebuilds the constraints that read a scroll view's margins from inside (as offsets from its
    /// content area; other margins are read through the margins guide, whose constants follow).
    func marginsDidChange(_ view: View) {
        attributeOffsetsDidChange(of: view) { $0.rawValue >= LayoutConstraint.Attribute.leftMargin.rawValue }
    }

    /// Rebuilds the constraints that read an attribute of `view` matching `reads` (its offset, built
    /// into the solver's copy, changed).
    func attributeOffsetsDidChange(of view: View, _ reads: (LayoutConstraint.Attribute) -> Bool) {
        rebuildConstraints(from: view) { $0.reads(view, reads) }
    }

    /// Takes out and queues again the constraints installed on `start` and its ancestors that
    /// `matches`: rebuilt, they read what changed.
    ///
    /// - Complexity: the constraints installed on `start` and its ancestors, times `matches`.
    private func rebuildConstraints(from start: View?, where matches: (LayoutConstraint) -> Bool) {
        var affected: [LayoutConstraint] = []
        var step = start
        while let container = step {
            for constraint in container.installedConstraints where !isPending(constraint) && matches(constraint) {
                affected.append(constraint)
            }
            step = container.superview
        }
        for constraint in affected {
            remove(constraint)
            enqueue(constraint)
        }
    }

    /// Rebuilds the constraints held above `view` that read a node inside it: their constants hold
    /// its bounds' origin, which moved.
    ///
    /// - Complexity: the constraints installed on `view`'s ancestors, times the depth of their nodes.
    func boundsOriginDidChange(of view: View) {
        rebuildConstraints(from: view.superview) { constraint in
            views(of: constraint).contains { $0.view !== view && $0.view.isDescendant(of: view) }
        }
    }

    /// Takes out and queues again the constraints installed above `subtree` that read its views
    /// without naming them: a container's baseline, which `forLastBaselineLayout` resolved to a view
    /// of the subtree (a stack's last arranged view). They resolve again when rebuilt, as UIKit's
    /// baselines follow the arrangement, and no longer hold views the engine lets go.
    ///
    /// - Complexity: proportional to the constraints installed on the subtree's ancestors, as the
    ///   search for the constraints that name the subtree's views.
    func rebuildConstraintsReading(_ subtree: View) {
        var nodes = Set<ObjectIdentifier>()
        subtree.forEachEngineNode { view in
            if view.engineIndex >= 0 { nodes.insert(ObjectIdentifier(view)) }
        }
        guard !nodes.isEmpty else { return }
        rebuildConstraints(from: subtree.superview) { constraint in
            views(of: constraint).contains { nodes.contains(ObjectIdentifier($0.view)) }
        }
    }
}
