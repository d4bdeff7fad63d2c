import XCTest
@testable import Cassowary

/// A row of `n` boxes 8 apart, each at least 20 wide and preferably 100 (at priorities 250, 251, …, one
/// of `levels` by turns), in a container at least as wide, added in one batch with invariant checks on:
/// the batch grows rows a term at a time, as a layout engine's chain does. For the solver's storage tests.
struct BoxRow {
    let solver = Solver()
    let xs: [Variable], widths: [Variable], container = Variable("container")
    let gaps: [Constraint]

    /// Builds the row; `largeBlockSize` sets where rows leave the pool (see `Tableau.largeBlockSize`),
    /// `longSourceTerms` from what length a row added into another is read in place (see `Tableau.addRow`).
    init(
        _ n: Int, levels: Int = 3, largeBlockSize: Int = Tableau.largeBlockSize,
        longSourceTerms: Int = Tableau.longSourceTerms
    ) throws {
        solver.core.tableau.largeBlockSize = largeBlockSize
        solver.core.tableau.longSourceTerms = longSourceTerms
        solver.checksInvariants = true
        xs = (0..<n).map { Variable("x\($0)") }
        widths = (0..<n).map { Variable("w\($0)") }
        var gaps: [Constraint] = [xs[0] == 8]
        var cns = gaps
        for i in 0..<n {
            if i > 0 {
                gaps.append(xs[i] == xs[i - 1] + widths[i - 1] + 8)
                cns.append(gaps[i])
            }
            cns.append(widths[i] >= 20)
            cns.append((widths[i] == 100).withPriority(Strength(250 + Float(i % levels))))
        }
        cns.append(container >= xs[n - 1] + widths[n - 1] + 8)
        self.gaps = gaps
        try solver.add(cns)
    }

    /// Every box's position and width, then the container's.
    var values: [Double] { solver.values(of: xs + widths + [container]) }

    /// Runs each step on `reference` and on `other` and asserts, after each, the same values to the
    /// last bit and clean invariants in `other`; `check` asserts more of `other` after each step.
    static func assertSameAnswers(
        _ reference: BoxRow, _ other: BoxRow, after steps: [(BoxRow) throws -> Void],
        check: (BoxRow, String) -> Void = { _, _ in }, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for (index, step) in steps.enumerated() {
            try step(reference)
            try step(other)
            XCTAssertEqual(other.values, reference.values, "after step \(index)", file: file, line: line)
            XCTAssertEqual(other.solver.invariantViolations(), [], "after step \(index)", file: file, line: line)
            check(other, "after step \(index)")
        }
    }
}
