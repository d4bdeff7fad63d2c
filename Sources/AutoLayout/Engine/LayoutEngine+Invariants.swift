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
        violations.append(contentsOf: registry.invariantViolations(engine: self))
        violations.append(contentsOf: constraintTable.invariantViolations())
        violations.append(contentsOf: constraintRecordViolations())
        violations.append(contentsOf: root.unretainedReferenceViolations())
        return violations
    }

    /// Whether every constraint record belongs to a constraint the tree holds: after a flush no record
    /// is left by a constraint that went (which would hold its views' uses for the engine's life).
    private func constraintRecordViolations() -> [String] {
        var held = 0
        root.forEachEngineNode { view in
            for constraint in view.installedConstraints + view.translatedConstraints
                + view.contentSizeConstraints.compactMap({ $0 }) where constraintTable.slot(of: constraint) >= 0
            {
                held += 1
            }
        }
        let records = constraintRecordCount
        return records == held + queue.queued.count ? [] : ["\(records) constraint records for \(held) constraints the tree holds"]
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

extension View {
    /// Whether the tree's engine checks its invariants after every flush, reporting a violation as an
    /// internal-error diagnostic (see ``LayoutDiagnostic``); set on any view of the tree, for tests.
    /// Kept when the engine starts over.
    package var checksEngineInvariants: Bool {
        get { engine.checksInvariants }
        set { engine.checksInvariants = newValue }
    }
}
