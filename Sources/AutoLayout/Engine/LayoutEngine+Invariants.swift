import Foundation
internal import Cassowary

// The engine's self-check, under the solver's invariant flag: after every flush, the tableau, the slot
// table and the tree's unretained references are checked, and a violation is reported as an internal
// error. Costs O(tree + tableau) a flush: for tests.
extension LayoutEngine {
    /// Whether every flush checks the engine's invariants (the solver's flag: its tableau is checked
    /// after every operation too).
    var checksInvariants: Bool {
        get { solver.checksInvariants }
        set { solver.checksInvariants = newValue }
    }

    /// Every broken invariant of the engine, described; empty when all hold.
    func invariantViolations() -> [String] {
        var violations = solver.invariantViolations().map { "solver: \($0)" }
        if ownConstraints.count != slots.count {
            violations.append("\(slots.count) slots but \(ownConstraints.count) own-constraint records")
        }
        let free = Set(freeSlots)
        for index in slots.indices {
            guard let registration = slots[index] else {
                if !free.contains(index) { violations.append("slot \(index) is empty but not free") }
                if index < ownConstraints.count, !ownConstraints[index].isEmpty {
                    violations.append("empty slot \(index) keeps own constraints")
                }
                continue
            }
            if free.contains(index) { violations.append("slot \(index) is in use and free") }
            let view = registration.view.view
            if view.engineIndex != index { violations.append("slot \(index) holds a view at slot \(view.engineIndex)") }
            if view.registeringEngine !== self { violations.append("slot \(index) holds a view of another engine") }
            if registration.references <= 0 { violations.append("slot \(index) is held with no use") }
        }
        violations.append(contentsOf: root.unretainedReferenceViolations())
        return violations
    }

    /// Reports the engine's broken invariants when `checksInvariants` is set.
    func checkInvariants() {
        guard checksInvariants else { return }
        let violations = invariantViolations()
        guard !violations.isEmpty else { return }
        root.report(LayoutDiagnostic(
            kind: .internalError, message: "Layout engine: invariant violated: \(violations.joined(separator: "; "))"))
    }
}

extension LayoutEngine.OwnConstraints {
    /// Whether the record holds no constraint.
    var isEmpty: Bool { translated.isEmpty && contentSize[0] == nil && contentSize[1] == nil }
}

extension View {
    /// Whether the tree's engine checks its invariants after every flush, reporting a violation as an
    /// internal-error diagnostic (see ``LayoutDiagnostic``); set on any view of the tree, for tests.
    /// Kept when the engine starts over.
    package var checksEngineInvariants: Bool {
        get { engine.checksInvariants }
        set { engine.checksInvariants = newValue }
    }
}
