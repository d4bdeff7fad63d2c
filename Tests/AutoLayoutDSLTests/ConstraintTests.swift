import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// The `Constraint` handle: activation, constant, priority and multiplier updates.
final class ConstraintTests: XCTestCase {
    private func setUpBox(_ closure: @escaping (ConstraintMaker) -> Constraint) -> (View, View, Constraint, ReportLog) {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        var handle: Constraint?
        box.layout(log).makeConstraints { make in handle = closure(make) }
        root.layoutIfNeeded()
        return (root, box, handle!, log)
    }

    func testActivateAndDeactivate() throws {
        let (root, box, edges, log) = setUpBox { make in make.edges.equalToSuperview().inset(10).constraint }
        assertFrame(box, 10, 10, 355, 647)
        XCTAssertTrue(edges.isActive)
        edges.deactivate()
        XCTAssertFalse(edges.isActive)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(edges.layoutConstraints.allSatisfy { !$0.isActive })
        try edges.activate()
        XCTAssertEqual(root.constraints.count, 4)
        edges.isActive = false
        XCTAssertTrue(root.constraints.isEmpty)
        edges.isActive = true
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testUpdateOffsetAndInset() {
        let (root, box, edges, _) = setUpBox { make in make.edges.equalToSuperview().constraint }
        edges.update(offset: 5)
        XCTAssertEqual(edges.layoutConstraints.map(\.constant), [5, 5, 5, 5])
        edges.update(inset: 5)
        XCTAssertEqual(edges.layoutConstraints.map(\.constant), [5, 5, -5, -5])
        root.layoutIfNeeded()
        assertFrame(box, 5, 5, 365, 657)
        edges.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        assertFrame(box, 2, 1, 369, 663)
        edges.update(inset: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        root.layoutIfNeeded()
        assertFrame(box, 2, 1, 369, 663)
        edges.update(offset: 2.5).update(inset: 0.5)
        XCTAssertEqual(edges.layoutConstraints.map(\.constant), [0.5, 0.5, -0.5, -0.5])
    }

    func testUpdatePriorityBetweenOptionalValuesWhileActive() throws {
        let (root, box, width, _) = setUpBox { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(50).priority(.medium)
            make.height.equalTo(10)
            return make.width.equalTo(100).priority(.low).constraint
        }
        XCTAssertEqual(box.frame.width, 50)
        try width.update(priority: .high)
        XCTAssertEqual(width.priority, .high)
        XCTAssertEqual(width.layoutConstraints[0].priority, .high)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
    }

    func testPriorityChangeAcrossRequiredIsRejectedWithAClearError() throws {
        let (root, box, width, _) = setUpBox { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            return make.width.equalTo(100).constraint
        }
        XCTAssertThrowsError(try width.update(priority: .high)) { error in
            guard case ConstraintError.requiredPriorityChange(let handle, let from, let to) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(handle === width)
            XCTAssertEqual(from, .required)
            XCTAssertEqual(to, .high)
            XCTAssertEqual(
                "\(error)",
                "\(width.sourceLocation): cannot change the priority of an active constraint from 1000 to 750 "
                    + "(required and optional do not convert); deactivate it first or remake it.")
        }
        XCTAssertEqual(width.layoutConstraints[0].priority, .required)
        XCTAssertEqual(width.priority, .required)
        // Inactive, any valid priority is accepted, as in UIKit.
        width.deactivate()
        try width.update(priority: .high)
        try width.activate()
        XCTAssertEqual(root.constraints.count + box.constraints.count, 4)
        XCTAssertThrowsError(try width.update(priority: 0)) { error in
            guard case ConstraintError.layout(.invalidPriority, _) = error else { return XCTFail("\(error)") }
        }
    }

    func testUpdateMultiplierReplacesTheConstraintsInPlace() throws {
        let (root, box, width, log) = setUpBox { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            return make.width.equalToSuperview().multipliedBy(0.5).offset(10).priority(.high).labeled("w").constraint
        }
        XCTAssertEqual(box.frame.width, 197.5)
        let old = width.layoutConstraints[0]
        try width.update(multiplier: 0.25)
        let new = width.layoutConstraints[0]
        XCTAssertFalse(old === new)
        XCTAssertFalse(old.isActive)
        XCTAssertTrue(new.isActive && width.isActive)
        XCTAssertEqual(new.multiplier, 0.25)
        XCTAssertEqual(new.constant, 10)
        XCTAssertEqual(new.priority, .high)
        XCTAssertEqual(new.identifier, old.identifier)
        XCTAssertEqual(width.multiplier, 0.25)
        XCTAssertEqual(root.constraints.filter { $0.firstAttribute == .width }.count, 1)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 103.75)
        // The handle stays valid: constant updates reach the new constraint.
        width.update(offset: 0)
        try width.update(multiplier: 1)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 375)
        // An inactive handle is rebuilt without activating.
        width.deactivate()
        try width.update(multiplier: 2)
        XCTAssertFalse(width.isActive)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testAnInvalidMultiplierChangesNothing() throws {
        let (root, box, left, _) = setUpBox { make in
            make.top.equalToSuperview()
            make.size.equalTo(10)
            return make.left.equalToSuperview().offset(30).constraint
        }
        let before = left.layoutConstraints[0]
        XCTAssertThrowsError(try left.update(multiplier: 0)) { error in
            guard case ConstraintError.layout(.locationEqualToConstant, _) = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try left.update(multiplier: Double.nan))
        XCTAssertTrue(left.layoutConstraints[0] === before && before.isActive)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 30)
    }

    func testActivatingAConstraintOutsideTheTreeThrowsAndReports() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        let stranger = View()
        let prepared = box.layout(log).prepareConstraints { make in make.left.equalTo(stranger) }
        XCTAssertThrowsError(try prepared[0].activate()) { error in
            guard case ConstraintError.layout(.noCommonAncestor, _) = error else { return XCTFail("\(error)") }
        }
        prepared[0].isActive = true
        XCTAssertFalse(prepared[0].isActive)
        XCTAssertEqual(log.errors.count, 1)
        XCTAssertTrue(log.texts[0].contains("because they have no common ancestor"))
    }

    func testAFailedChainKeepsItsErrorAndActivateRethrowsIt() {
        let orphan = View()
        var handle: Constraint?
        let problems = orphan.layout.reporting { _ in }.makeConstraints { make in
            handle = make.top.equalToSuperview().constraint
        }
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(handle?.layoutConstraints.isEmpty ?? false)
        XCTAssertNotNil(handle?.error)
        XCTAssertThrowsError(try handle?.activate()) { error in
            guard case ConstraintError.missingSuperview(let item, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(item === orphan)
        }
    }
}
