import XCTest
@testable import Cassowary

final class FootprintTests: XCTestCase {
    /// A required constraint makes one marker and no objective terms; its block holds its terms and marker.
    func testARequiredConstraintTakesOneMarker() {
        assertFootprint(Footprint(termCount: 2, isRequired: true, expansion: 1), is: (2, 1, 0, 4))
    }

    /// An optional constraint's two error symbols stand in the objective too (level row and tie row).
    func testAnOptionalConstraintCountsItsObjectiveTerms() {
        assertFootprint(Footprint(termCount: 1, isRequired: false, expansion: 4), is: (4, 2, 4, 16))
    }

    func testTotalsAddFieldByField() {
        var total = Footprint()
        total += Footprint(termCount: 2, isRequired: true, expansion: 1)
        total += Footprint(termCount: 1, isRequired: false, expansion: 4)
        assertFootprint(total, is: (6, 3, 4, 20))
    }

    private func assertFootprint(
        _ footprint: Footprint, is expected: (terms: Int, markers: Int, objectiveTerms: Int, blockTerms: Int),
        line: UInt = #line
    ) {
        XCTAssertEqual(footprint.terms, expected.terms, "terms", line: line)
        XCTAssertEqual(footprint.markers, expected.markers, "markers", line: line)
        XCTAssertEqual(footprint.objectiveTerms, expected.objectiveTerms, "objective terms", line: line)
        XCTAssertEqual(footprint.blockTerms, expected.blockTerms, "block terms", line: line)
    }

    /// Three widths, each below a fixed right edge, then each width's split equality added alone (as
    /// a layout engine adds intrinsic sizes after its batch): the column entries the batch reserved
    /// hold the splits' objective terms, so the table is not regrown.
    func testABatchReservesTheColumnEntriesOfTheSplitsAfterIt() throws {
        let solver = SolverCore()
        var batch = ConstraintBatch()
        // Variable 0 is the right edge, at 300; width i (1...3) stays 10·i left of it.
        batch.append(RawTerm(variable: 0, coefficient: 1), constant: -300, relation: .equal, priority: .required)
        for id in 1...3 {
            batch.append(
                [RawTerm(variable: id, coefficient: 1), RawTerm(variable: 0, coefficient: -1)],
                constant: Double(10 * id), relation: .lessThanOrEqual, priority: .required)
        }
        var splits = ConstraintBatch()
        for (id, width) in [(1, 320.0), (2, 100.0), (3, 200.0)] {
            splits.appendSplit(RawTerm(variable: id, coefficient: 1), constant: -width, below: .strong, above: .weak)
        }
        var tags: [Int32] = []
        try solver.add(batch, newVariables: 4, reservingFor: splits, tags: &tags)
        let reserved = solver.tableau.entries.capacity
        for index in splits.constraints.indices { _ = try solver.add(splits, at: index) }
        XCTAssertEqual(solver.tableau.entries.capacity, reserved)
        // Compression resistance gives way only where the edge leaves no room.
        XCTAssertEqual(solver.value(ofID: 1), 290, accuracy: 1e-9)
        XCTAssertEqual(solver.value(ofID: 2), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(ofID: 3), 200, accuracy: 1e-9)
    }
}
