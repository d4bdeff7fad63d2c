import Foundation
internal import Cassowary

// After a solve: the views whose variables changed are marked for their superviews' layout pass, and
// a size that came out negative gets its floor.
extension LayoutEngine {
    /// Marks the superview of every view whose variables changed, so that its `layoutSubviews`
    /// assigns the new frame.
    func markMovedViews() {
        // Sizes are kept non-negative lazily: a floor (`width >= 0`) is added only for a size that came
        // out negative, and kept while the view is registered. A floor that the solution already
        // satisfies would not change it, so the result is the one eager floors give, without a restricted
        // row per size (in a grid of equal widths those rows cost more than the rest of the layout).
        for _ in 0..<8 {
            guard solverTouched else { return }
            solverTouched = false
            var negative: [(View, Int)] = []
            let recorder = AnimationRecorder.current
            // One visit per moved view: its superview is told, and a size on an axis that has no floor
            // yet is checked while the view is at hand (the values were just evaluated in one pass).
            // Slots are read by index rather than through a held copy or pointer: reading a view's
            // handles may refresh them in its slot.
            solver.takeChangedTags(
                all: { negativeTags in
                    // After an add or a remove every value may have moved: each registered view is
                    // visited once, in slot order, instead of once per variable the solver names.
                    // A view with no variable in the solver (its constraints name only its own
                    // attributes, which read no variable) keeps its frame.
                    guard let negativeTags else {
                        // The solver did not evaluate every value in one pass: sizes are read here.
                        for index in registry.slots.indices {
                            guard let view = registry.slots[index]?.view else { continue }
                            view.withView { view in
                                if refreshHandles(of: view) {
                                    view.engineFrameDidChange(recording: recorder)
                                    // Both sizes in one read, the handles just refreshed (checking
                                    // them one axis at a time refreshed and read twice per view).
                                    let floors = registry[index].floors
                                    let check = (floors.needsCheck(axis: 0), floors.needsCheck(axis: 1))
                                    guard check.0 || check.1 else { return }
                                    let handles = registry[index].handles
                                    let (width, height) = solver.values(ofHandles: handles[2], handles[3])
                                    if check.0, width < 0 { negative.append((view, 0)) }
                                    if check.1, height < 0 { negative.append((view, 1)) }
                                } else if someVariableIsInSolver(view) {
                                    view.engineFrameDidChange(recording: recorder)
                                    for axis in 0..<2 where sizeIsNegative(of: view, axis: axis) {
                                        negative.append((view, axis))
                                    }
                                }
                            }
                        }
                        return
                    }
                    // The solver noted the negative values as it evaluated them: only those sizes
                    // are looked at.
                    for tag in negativeTags where tag & 3 >= 2 {
                        let index = tag >> 2
                        guard index < registry.slots.count, let floors = registry.slots[index]?.floors else { continue }
                        let axis = (tag & 3) - 2
                        if floors.needsCheck(axis: axis) { negative.append((registry[index].view.view, axis)) }
                    }
                    for index in registry.slots.indices {
                        registry.slots[index]?.view.withView { view in
                            if hasVariableInSolver(view) { view.engineFrameDidChange(recording: recorder) }
                        }
                    }
                },
                each: { tag in
                    let index = tag >> 2
                    guard index < registry.slots.count, let view = registry.slots[index]?.view else { return }
                    let variable = tag & 3
                    let isNegative = view.withView { view in
                        view.engineFrameDidChange(recording: recorder)
                        return variable >= 2 && sizeIsNegative(of: view, axis: variable - 2)
                    }
                    if isNegative { negative.append((view.view, variable - 2)) }
                })
            if negative.isEmpty { return }
            conflictLog.beginFloors()
            for (view, axis) in negative { addFloor(to: view, axis: axis) }
            conflictLog.endFloors()
            solverTouched = true
        }
    }

    /// Whether a view's size on `axis` came out negative while it has no floor on that axis yet.
    @inline(__always) private func sizeIsNegative(of view: View, axis: Int) -> Bool {
        guard registry[view.engineIndex].floors.needsCheck(axis: axis), let handle = handle(of: view, at: axis + 2) else { return false }
        return solver.value(ofHandle: handle) < 0
    }

    /// Adds `size >= 0` for a view whose size on `axis` came out negative. When required constraints
    /// force the negative size, the engine breaks the most recent of them, as UIKit (whose floors are
    /// always there) breaks one of the constraints that conflict with its floor.
    private func addFloor(to view: View, axis: Int) {
        var floor = ConstraintBatch()
        floor.append(
            RawTerm(variable: view.engineVariable(axis + 2), coefficient: 1), constant: 0,
            relation: .greaterThanOrEqual, priority: .required)
        let owner = Owner.floor(ViewReference(view: view), axis)
        var attempts = 0
        while attempts < 64 {
            attempts += 1
            do {
                owner.assign(try solver.add(floor, at: 0), in: self)
                return
            } catch {
                guard case .unsatisfiable(_, let conflicts) = error else { return }
                // The floor itself broken (and added, broken) ends it; an older member broken makes
                // room for the floor, which is tried again.
                if resolveConflict(failing: floor, 0, owner: owner, conflicts: conflicts) { return }
            }
        }
    }
}
