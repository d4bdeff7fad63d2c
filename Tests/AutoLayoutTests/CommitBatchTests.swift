@testable import AutoLayout
import Foundation
import XCTest

/// The layout constraints of one commit on their way into the solver (``CommitBatch``): room made in
/// advance, constraints deactivated mid-commit held until the tags are given, nothing kept after.
final class CommitBatchTests: XCTestCase {
    func testRoomIsMadeForRowsAndOwnersAndGivenBackOnRelease() {
        var batch = CommitBatch()
        XCTAssertEqual(batch.storage, 0)
        batch.reserve(adding: 8, terms: 16)
        XCTAssertGreaterThanOrEqual(batch.rows.constraints.capacity, 8)
        XCTAssertGreaterThanOrEqual(batch.rows.terms.capacity, 16)
        XCTAssertGreaterThanOrEqual(batch.owners.capacity, 8)
        batch.newVariables += 4
        batch.release()
        XCTAssertEqual(batch.storage, 0)
        XCTAssertEqual(batch.newVariables, 0)
        XCTAssertEqual(batch.count, 0)
    }

    func testAConstraintRemovedMidCommitIsHeldUntilRelease() {
        weak var removed: LayoutConstraint?
        weak var ignored: LayoutConstraint?
        var batch = CommitBatch()
        do {
            let view = View()
            let before = view.widthAnchor.constraint(equalToConstant: 10)
            let during = view.heightAnchor.constraint(equalToConstant: 20)
            // Not building yet: nothing names a constraint unretained, so nothing is held.
            batch.noteRemoval(of: before)
            batch.append(.assigned)
            batch.noteRemoval(of: during)
            ignored = before
            removed = during
        }
        XCTAssertNil(ignored)
        XCTAssertNotNil(removed, "held while the batch may name it")
        batch.release()
        XCTAssertNil(removed)
    }
}
