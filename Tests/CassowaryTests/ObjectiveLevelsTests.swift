import XCTest
import Cassowary

final class ObjectiveLevelsTests: XCTestCase {
    /// Levels inserted in any order come out highest priority first, each found by its priority.
    func testKeepsLevelsFromTheHighestPriorityDown() {
        var levels = ObjectiveLevels()
        for (priority, row) in [(250, 4), (999, 1), (1, 9), (750, 2), (500.5, 3)] as [(Float, Int32)] {
            levels.insert(priority, row: row)
        }
        XCTAssertEqual(levels.entries.map(\.priority), [999, 750, 500.5, 250, 1])
        XCTAssertEqual(levels.rowsByPriority, [1, 2, 3, 4, 9])
        XCTAssertEqual(levels.row(for: 500.5), 3)
        XCTAssertEqual(levels.row(for: 1), 9)
        XCTAssertNil(levels.row(for: 500))
        XCTAssertNil(levels.row(for: 1000))
        XCTAssertNil(levels.row(for: 0.5))
    }

    /// A level goes when its last user is released, and only then hands back its row.
    func testReleasesARowWithItsLastUser() {
        var levels = ObjectiveLevels()
        levels.insert(250, row: 7, users: 1)
        levels.insert(750, row: 8)
        XCTAssertEqual(levels.retainRow(for: 250), 7)
        XCTAssertEqual(levels.retainRow(for: 750), 8)
        XCTAssertEqual(levels.entries.map(\.users), [1, 2])
        XCTAssertNil(levels.release(250))
        XCTAssertEqual(levels.entries.map(\.users), [1, 1])
        XCTAssertEqual(levels.release(250), 7)
        XCTAssertNil(levels.row(for: 250))
        XCTAssertEqual(levels.rowsByPriority, [8])
        // An unknown priority changes nothing.
        XCTAssertNil(levels.retainRow(for: 100))
        XCTAssertNil(levels.release(100))
        XCTAssertEqual(levels.release(750), 8)
        XCTAssertTrue(levels.entries.isEmpty)
    }
}
