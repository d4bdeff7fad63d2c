import XCTest
@testable import Cassowary

final class LargeBlocksTests: XCTestCase {
    func testSlotsGivenBackAreReused() {
        var blocks = LargeBlocks()
        let first = blocks.allocate(capacity: 4096)
        let second = blocks.allocate(capacity: 8192)
        XCTAssertEqual([first, second], [0, 1])
        blocks[second][8191] = RowTerm(symbol: 7, entry: 3, coefficient: 2.5)
        XCTAssertEqual(blocks[second][8191].coefficient, 2.5)
        blocks.free(first)
        XCTAssertFalse(blocks.isLive(first))
        XCTAssertEqual(blocks.liveSlots, [second])
        XCTAssertEqual(blocks.allocate(capacity: 16384), first)
        XCTAssertEqual(blocks.liveSlots, [first, second])
        blocks.removeAll()
        XCTAssertEqual(blocks.liveSlots, [])
        XCTAssertFalse(blocks.isLive(0))
    }

    /// A reset keeps a test's threshold, as it keeps invariant checks: a randomized run that resets
    /// went on without large blocks.
    func testResetKeepsTheThreshold() throws {
        let row = try BoxRow(20, largeBlockSize: 4)
        row.solver.reset()
        XCTAssertEqual(row.solver.core.tableau.largeBlockSize, 4)
        XCTAssertTrue(row.solver.core.tableau.checksInvariants)
    }

    /// A row whose large block was freed under it is reported before any check reads its terms (which
    /// would trap).
    func testARowOnAFreedBlockIsReportedNotRead() throws {
        let row = try BoxRow(20, largeBlockSize: 4)
        let r = try XCTUnwrap(row.solver.core.tableau.rows.elements.firstIndex { $0.kind != .dead && $0.isInLargeBlock })
        let slot = row.solver.core.tableau.rows[r].largeBlockSlot
        row.solver.core.tableau.largeBlocks.free(slot)
        XCTAssertEqual(row.solver.invariantViolations(), ["row \(r): large block \(slot) is not live"])
    }

    /// 2,100 boxes whose preferred widths share one priority: that level's row, two errors a box, grows
    /// by doubling past 4,096 terms into a block of its own, and the pool keeps what the batch
    /// reserved, where a tableau without large blocks grows its pool for the row's last doublings.
    func testALongRowGrowsInABlockOfItsOwnAndThePoolNotForIt() throws {
        let pooled = try BoxRow(2100, levels: 1, largeBlockSize: 1 << 40)
        let large = try BoxRow(2100, levels: 1, largeBlockSize: Tableau.largeBlockSize)
        XCTAssertEqual(large.solver.core.tableau.largeBlockSlots, 8192)
        XCTAssertEqual(pooled.solver.core.tableau.largeBlockSlots, 0)
        XCTAssertLessThan(large.solver.core.tableau.pool.capacity + 8192, pooled.solver.core.tableau.pool.capacity)
        XCTAssertEqual(large.solver.invariantViolations(), [])
        XCTAssertEqual(large.values, pooled.values)
        // At the natural width every box is 100 wide, 8 after the one before.
        XCTAssertEqual(large.solver.value(of: large.xs[2099]), 8 + 2099 * 108, accuracy: 1e-9)
        XCTAssertEqual(large.solver.value(of: large.container), 8 + 2100 * 108, accuracy: 1e-9)
        // Compaction brings the long row into the pool, cut like the rest.
        large.solver.compact()
        XCTAssertEqual(large.solver.core.tableau.largeBlockSlots, 0)
        XCTAssertEqual(large.solver.core.termStorage.slots, large.solver.core.termStorage.terms)
        XCTAssertEqual(large.solver.invariantViolations(), [])
        XCTAssertEqual(large.values, pooled.values)
    }

    /// A jump from the narrowest width to the natural one: its pivots make hundreds of rows dense for
    /// a while and then cancel most of their terms. A row in a large block moves back to a block of
    /// twice its terms (below 64 terms, the pool's), where one in the pool keeps its grown block: the
    /// same answers, and storage within twice the terms, where the pool alone ends with 150 times.
    func testARowThatShrinksGivesItsLargeBlockBack() throws {
        let pooled = try BoxRow(300, largeBlockSize: 1 << 40), large = try BoxRow(300, largeBlockSize: 64)
        for row in [pooled, large] { try row.solver.addEditVariable(row.container, priority: 750) }
        // 100 points above the narrowest row (300 × 28 + 8), then the natural width (300 × 108 + 8).
        let widths: [Double] = [8508, 32408]
        for width in widths {
            for row in [pooled, large] { try row.solver.suggestValue(width, for: row.container) }
            XCTAssertEqual(large.values, pooled.values, "at \(width)")
            XCTAssertEqual(large.solver.invariantViolations(), [], "at \(width)")
        }
        XCTAssertEqual(large.solver.value(of: large.widths[299]), 100, accuracy: 1e-9)
        let storage = large.solver.core.termStorage
        XCTAssertGreaterThan(large.solver.core.tableau.largeBlockSlots, 0)
        XCTAssertLessThan(storage.slots, 2 * storage.terms)
        XCTAssertGreaterThan(pooled.solver.core.termStorage.slots, 100 * storage.terms)
    }

    /// Every row of more than two terms in a large block, against a tableau with none: the same
    /// answers to the last bit after each step (adds, a refused add that rolls back, removals, edits,
    /// constant changes and compactions), and clean invariants after each.
    func testAnswersAreTheSameWhereverTheRowsLive() throws {
        let pooled = try BoxRow(60, largeBlockSize: 1 << 40), large = try BoxRow(60, largeBlockSize: 4)
        XCTAssertEqual(pooled.solver.core.tableau.largeBlockSlots, 0)
        XCTAssertGreaterThan(large.solver.core.tableau.largeBlockSlots, 0)
        XCTAssertEqual(large.values, pooled.values)
        let steps: [(BoxRow) throws -> Void] = [
            { try $0.solver.addEditVariable($0.container, priority: 500) },
            { try $0.solver.suggestValue(3000, for: $0.container) },
            { try $0.solver.updateConstant(of: $0.gaps[30], to: -3) },
            { try $0.solver.add(($0.widths[10] == $0.widths[50] + 4).withPriority(900)) },
            {
                // Contradicts the gaps and minimum widths: refused, and the journal restores every row.
                XCTAssertThrowsError(try $0.solver.add($0.xs[59] <= 100))
            },
            { try $0.solver.add($0.container <= 5000) },
            { $0.solver.compact() },
            { try $0.solver.remove($0.gaps[59]) },
            { try $0.solver.suggestValue(7000, for: $0.container) },
            { try $0.solver.add($0.xs[59] == $0.xs[58] + $0.widths[58]) },
            { try $0.solver.suggestValue(2500, for: $0.container) },
            { $0.solver.compact() },
            { try $0.solver.suggestValue(6500, for: $0.container) },
        ]
        try BoxRow.assertSameAnswers(pooled, large, after: steps)
        XCTAssertEqual(large.solver.value(of: large.container), 5000, accuracy: 1e-9)
    }
}
