@testable import AutoLayout
import Foundation
import XCTest

/// The engine's record of the conflicts of one flush (``ConflictLog``): kept in order until reported,
/// and, while a pass's size floors go in, the owners of the solver's tags found once.
final class ConflictLogTests: XCTestCase {
    private let view = View()

    private func conflict(broken constraint: LayoutConstraint) -> LayoutEngine.PendingConflict {
        LayoutEngine.PendingConflict(broken: constraint, members: [constraint], floor: nil)
    }

    func testConflictsAreTakenInTheOrderTheyWereRecordedAndOnlyOnce() {
        let first = view.widthAnchor.constraint(equalToConstant: 10)
        let second = view.widthAnchor.constraint(equalToConstant: 20)
        var log = ConflictLog()
        XCTAssertTrue(log.isEmpty)
        log.record(conflict(broken: first))
        log.record(conflict(broken: second))
        XCTAssertFalse(log.isEmpty)
        let taken = log.takePending()
        XCTAssertEqual(taken.count, 2)
        XCTAssertTrue(taken[0].broken === first)
        XCTAssertTrue(taken[1].broken === second)
        XCTAssertTrue(log.isEmpty)
        XCTAssertTrue(log.takePending().isEmpty)
    }

    func testOwnersAreFoundOnceWhileFloorsGoInAndFollowARetaggedConstraint() {
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        var log = ConflictLog()
        var searches = 0
        let find: () -> [Int32: LayoutConstraint] = {
            searches += 1
            return [3: width, 7: height]
        }
        XCTAssertNil(log.ownersWhileAddingFloors(of: [3], finding: find), "outside a pass's floors the caller looks")
        XCTAssertEqual(searches, 0)

        log.beginFloors()
        XCTAssertTrue(log.isAddingFloors)
        let owners = log.ownersWhileAddingFloors(of: [7, 3, 5], finding: find)
        XCTAssertEqual(owners?.count, 3)
        XCTAssertTrue(owners?[0] === height)
        XCTAssertTrue(owners?[1] === width)
        XCTAssertNil(owners?[2] ?? nil, "a floor's tag has no layout constraint")
        log.noteRetagged(width, from: 3, to: 9)
        let after = log.ownersWhileAddingFloors(of: [3, 9], finding: find)
        XCTAssertNil(after?[0] ?? nil)
        XCTAssertTrue(after?[1] === width)
        XCTAssertEqual(searches, 1, "one search for the whole pass")

        log.endFloors()
        XCTAssertFalse(log.isAddingFloors)
        XCTAssertNil(log.ownersWhileAddingFloors(of: [9], finding: find))
        log.beginFloors()
        _ = log.ownersWhileAddingFloors(of: [3], finding: find)
        XCTAssertEqual(searches, 2, "the next pass searches again: tags changed in between")
    }
}
