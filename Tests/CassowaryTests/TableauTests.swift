import XCTest
@testable import Cassowary

/// The tableau's row arithmetic where rows are long: `addRow` reads a long source in place and finds
/// the target's terms through a map from symbol to position (`Tableau.addLongRow`).
final class TableauTests: XCTestCase {
    /// A row of 300 boxes resized from its natural width down to near its narrowest and back, with a
    /// gap changed, a box's link removed and the storage compacted between resizes. Its first resize
    /// pivots on the container's row (900 terms) into a row of two terms and into an objective row.
    /// Every source read as long (1), the default (32), or none (2^40): the same answers to the last
    /// bit after each step, and clean invariants.
    func testLongSourcesGiveTheSameAnswersAsShortOnes() throws {
        let natural = 300.0 * 108 + 8
        let steps: [(BoxRow) throws -> Void] = [
            { try $0.solver.addEditVariable($0.container, priority: 750) },
            { try $0.solver.suggestValue(natural, for: $0.container) },
            { try $0.solver.suggestValue(natural - 50, for: $0.container) },
            { try $0.solver.suggestValue(20_000, for: $0.container) },
            { try $0.solver.updateConstant(of: $0.gaps[150], to: -3) },
            { try $0.solver.suggestValue(300 * 28 + 108, for: $0.container) },
            { $0.solver.compact() },
            { try $0.solver.suggestValue(natural, for: $0.container) },
            { try $0.solver.remove($0.gaps[299]) },
            { try $0.solver.suggestValue(15_000, for: $0.container) },
            { try $0.solver.add($0.xs[299] == $0.xs[298] + $0.widths[298] + 4) },
            { try $0.solver.suggestValue(natural - 10, for: $0.container) },
        ]
        for threshold in [1, Tableau.longSourceTerms] {
            let short = try BoxRow(300, longSourceTerms: 1 << 40)
            let long = try BoxRow(300, longSourceTerms: threshold)
            XCTAssertEqual(long.solver.core.tableau.longSourceTerms, threshold)
            try BoxRow.assertSameAnswers(short, long, after: steps)
            XCTAssertEqual(long.solver.value(of: long.container), natural - 10, accuracy: 1e-9)
        }
    }

    /// The dense row's pivot copies no row: with long sources read in place, the buffer that short
    /// sources are copied into never grows past a short row, where copying every source grows it to
    /// the 900-term row that the first resize substitutes.
    func testALongSourceIsReadInPlace() throws {
        let copied = try BoxRow(300, longSourceTerms: 1 << 40)
        let inPlace = try BoxRow(300)
        for row in [copied, inPlace] {
            try row.solver.addEditVariable(row.container, priority: 750)
            try row.solver.suggestValue(300 * 108 + 8 - 50, for: row.container)
        }
        XCTAssertEqual(inPlace.values, copied.values)
        XCTAssertGreaterThanOrEqual(copied.solver.core.tableau.rowScratch.capacity, 900)
        XCTAssertLessThanOrEqual(inPlace.solver.core.tableau.rowScratch.capacity, Tableau.scratchRoom)
    }
}
