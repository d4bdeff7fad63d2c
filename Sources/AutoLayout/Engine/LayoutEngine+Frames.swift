import Foundation
internal import Cassowary

// The read-back: a registered view's frame from the solver, through the handles its slot caches.
extension LayoutEngine {
    /// Whether some variable of a registered view is in the solver (all of them, almost always: the
    /// cached handles answer that).
    @inline(__always) func hasVariableInSolver(_ view: View) -> Bool {
        refreshHandles(of: view) || someVariableIsInSolver(view)
    }

    /// `hasVariableInSolver` once the cached handles have failed (not all the variables are in the
    /// solver): asks the solver variable by variable.
    func someVariableIsInSolver(_ view: View) -> Bool {
        view.engineIndex >= 0 && (0..<4).contains { solver.handle(ofID: view.engineVariable($0)) != nil }
    }

    /// Makes sure the view's cached solver handles are current; false while one of its variables is
    /// not in the solver.
    @inline(__always) func refreshHandles(of view: View) -> Bool {
        // The check is inlined: a relayout makes it two or three times per view, and finds the
        // handles current almost every time.
        let index = view.engineIndex
        guard index >= 0 else { return false }
        if registry[index].handlesAreValid, registry[index].handlesEpoch == handleEpoch { return true }
        return reloadHandles(at: index)
    }

    /// `refreshHandles(of:)` when the cached handles are stale: reads them from the solver.
    private func reloadHandles(at slot: Int) -> Bool {
        registry[slot].handlesEpoch = handleEpoch
        var handles = EngineHandles()
        for index in 0..<4 {
            // A variable not in the solver yet is read again next time (adding does not bump the epoch).
            guard let handle = solver.handle(ofID: slot << 2 | index) else {
                registry[slot].handlesAreValid = false
                return false
            }
            handles[index] = handle
        }
        registry[slot].handles = handles
        registry[slot].handlesAreValid = true
        return true
    }

    /// The cached handles of a registered view, current after `refreshHandles(of:)` returned true.
    @inline(__always) func handles(of view: View) -> EngineHandles {
        registry[view.engineIndex].handles
    }

    /// The solver handle of one of a view's variables (0 minX, 1 minY, 2 width, 3 height).
    func handle(of view: View, at index: Int) -> Int32? {
        refreshHandles(of: view) ? handles(of: view)[index] : solver.handle(ofID: view.engineVariable(index))
    }

    func forgetHandles() {
        handleEpoch &+= 1
    }

    /// The frame the engine computed for a registered view, in its superview's coordinates: its
    /// alignment rectangle grown by its alignment insets. A variable no constraint names (the width of
    /// a guide pinned only by its edges on one axis, say) reads 0, as an ambiguous layout does.
    func frame(of view: View) -> CGRect {
        let alignmentRect: CGRect
        if refreshHandles(of: view) {
            let h = handles(of: view)
            let (x, y, width, height) = solver.values(ofHandles: h[0], h[1], h[2], h[3])
            alignmentRect = CGRect(x: x, y: y, width: width, height: height)
        } else {
            guard view.engineIndex >= 0 else { return view.storedFrame }
            let values = (0..<4).map { solver.value(ofID: view.engineVariable($0)) }
            alignmentRect = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        return view.frame(forAlignmentRect: alignmentRect)
    }

    /// Takes a subtree that leaves the tree out of the engine: its constraints and views. Constraints
    /// that tie it to the rest of the tree have already been deactivated.
    func detach(_ subtree: View) {
        rebuildConstraintsReading(subtree)
        subtree.forEachInSubtree { view in
            for constraint in view.installedConstraints { remove(constraint) }
        }
        // What is still registered is held by the subtree's own translated frames; release it from the
        // top so that references on superviews unwind.
        subtree.forEachEngineNode { view in
            if view.engineIndex >= 0 {
                registry[view.engineIndex].references = 1
                release(view)
            }
        }
        subtree.forEachEngineNode { $0.resetEngineState() }
    }
}
