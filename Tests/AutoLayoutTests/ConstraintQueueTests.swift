@testable import AutoLayout
import Foundation
import XCTest

/// What waits for the engine's next flush (``ConstraintQueue``): constraints in the order they came,
/// the tree's adoption and deferred removals, each taken once.
final class ConstraintQueueTests: XCTestCase {
    func testQueuedConstraintsAreTakenInOrderAndOnlyOnce() {
        let view = View()
        let first = view.widthAnchor.constraint(equalToConstant: 10)
        let second = view.heightAnchor.constraint(equalToConstant: 20)
        var queue = ConstraintQueue()
        XCTAssertFalse(queue.hasConstraints)
        queue.append(first)
        queue.append(second)
        XCTAssertTrue(queue.hasConstraints)
        let taken = queue.takeQueued()
        XCTAssertEqual(taken.count, 2)
        XCTAssertTrue(taken[0] === first)
        XCTAssertTrue(taken[1] === second)
        XCTAssertFalse(queue.hasConstraints)
        XCTAssertTrue(queue.takeQueued().isEmpty)
    }

    func testAdoptionAndDeferredRemovalsAreTakenOnce() {
        var queue = ConstraintQueue()
        XCTAssertFalse(queue.takeAdoption())
        queue.awaitAdoption()
        XCTAssertTrue(queue.hasConstraints, "a tree to adopt is constraints to build")
        XCTAssertTrue(queue.takeAdoption())
        XCTAssertFalse(queue.takeAdoption())
        XCTAssertFalse(queue.hasConstraints)

        XCTAssertFalse(queue.takeDeferredRemovals())
        queue.noteDeferredRemoval()
        queue.noteDeferredRemoval()
        XCTAssertFalse(queue.hasConstraints, "a removal builds nothing")
        XCTAssertTrue(queue.takeDeferredRemovals())
        XCTAssertFalse(queue.takeDeferredRemovals())
    }

    func testAnEngineAdoptsTheTreeAtItsFirstFlush() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        try? LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 5, width: 50, height: 20))
        XCTAssertFalse(root.engine.queue.hasConstraints)
        XCTAssertFalse(root.engine.queue.removalsDeferred)
    }
}
