@testable import AutoLayout
import Foundation
import XCTest

/// The engine's record of each constraint it holds (``ConstraintTable``): made when a constraint joins,
/// gone when it leaves, and found only through the constraint it names.
final class ConstraintTableTests: XCTestCase {
    private func makeRow() -> (root: View, views: [View], constraints: [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<3 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(100 * index)))
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 50))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
            views.append(view)
        }
        try? LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views, constraints)
    }

    /// `view.bottom == root.bottom` at a low priority, activated (queued until the next layout).
    private func activatedLowBottom(of view: View, in root: View) -> LayoutConstraint {
        let constraint = view.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        constraint.priority = .defaultLow
        constraint.isActive = true
        return constraint
    }

    func testEveryConstraintTheSolverHoldsHasARecordAndOnlyThose() {
        let (root, views, constraints) = makeRow()
        // The twelve constraints and the two the root's frame translates into (its size).
        XCTAssertEqual(root.engine.constraintRecordCount, 14)
        for constraint in constraints { XCTAssertGreaterThanOrEqual(root.engine.tag(of: constraint), 0) }
        LayoutConstraint.deactivate(Array(constraints.prefix(4)))
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.constraintRecordCount, 10)
        for constraint in constraints.prefix(4) { XCTAssertEqual(root.engine.tag(of: constraint), -1) }
        views[2].removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.constraintRecordCount, 6)
        XCTAssertEqual(root.engine.invariantViolations(), [])
    }

    func testAQueuedConstraintIsPendingUntilTheFlush() {
        let (root, views, _) = makeRow()
        let extra = activatedLowBottom(of: views[0], in: root)
        XCTAssertTrue(root.engine.isPending(extra))
        XCTAssertEqual(root.engine.tag(of: extra), -1)
        root.layoutIfNeeded()
        XCTAssertFalse(root.engine.isPending(extra))
        XCTAssertGreaterThanOrEqual(root.engine.tag(of: extra), 0)
        // Deactivated while queued, it leaves no record.
        let queued = activatedLowBottom(of: views[1], in: root)
        queued.isActive = false
        root.layoutIfNeeded()
        XCTAssertFalse(root.engine.isPending(queued))
        XCTAssertEqual(root.engine.constraintRecordCount, 15)
    }

    func testABrokenConstraintIsMarkedInItsRecordAndTheMarkGoesWithIt() {
        let (root, views, _) = makeRow()
        root.diagnosticHandler = { _ in }
        let tooWide = views[0].widthAnchor.constraint(equalToConstant: 80)
        tooWide.isActive = true
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine.isBroken(tooWide))
        XCTAssertEqual(views[0].frame.width, 50, accuracy: 1e-6)
        tooWide.isActive = false
        root.layoutIfNeeded()
        XCTAssertFalse(root.engine.isBroken(tooWide))
        XCTAssertEqual(root.engine.constraintRecordCount, 14)
    }

    func testASlotFromAnEngineTheTreeDroppedFindsNothing() {
        let (root, _, constraints) = makeRow()
        let old = root.engine
        let slot = constraints[0].engineSlot
        XCTAssertGreaterThanOrEqual(slot, 0)
        old.rebuild()
        let fresh = root.engine
        XCTAssertFalse(fresh === old)
        // Before the new engine's first flush its table is empty: the kept slot names no record.
        XCTAssertEqual(fresh.tag(of: constraints[0]), -1)
        XCTAssertFalse(fresh.isPending(constraints[0]))
        root.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(fresh.tag(of: constraints[0]), 0)
        XCTAssertEqual(fresh.constraintRecordCount, 14)
    }

    func testARecordIsFoundOnlyThroughTheConstraintItNames() {
        var table = ConstraintTable()
        let root = View()
        let a = root.widthAnchor.constraint(equalToConstant: 10)
        let b = root.heightAnchor.constraint(equalToConstant: 10)
        let slot = table.slot(making: a)
        XCTAssertEqual(table.slot(of: a), slot)
        XCTAssertEqual(table.slot(of: b), -1)
        // `b` given `a`'s slot number finds nothing: the record names `a`.
        b.engineSlot = slot
        XCTAssertEqual(table.slot(of: b), -1)
        table.remove(at: slot)
        XCTAssertEqual(table.slot(of: a), -1)
        // The freed slot goes to the next constraint.
        XCTAssertEqual(table.slot(making: b), slot)
        XCTAssertEqual(table.invariantViolations(), [])
    }

    func testTheCheckReportsASlotFreedTwice() {
        var table = ConstraintTable()
        let root = View()
        let a = root.widthAnchor.constraint(equalToConstant: 10)
        let slot = table.slot(making: a)
        table.remove(at: slot)
        table.remove(at: slot)
        XCTAssertEqual(table.invariantViolations(), ["a constraint slot is free twice"])
    }
}
