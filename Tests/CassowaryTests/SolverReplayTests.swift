@testable import Cassowary
import Foundation
import XCTest

/// Operation logs of large dense systems that once broke the solver (found by `SolverLargeSystemTests`'
/// kind of run), replayed with invariant checks on (see ``SolverReplay`` for the format).
///
/// `CASSOWARY_REPLAY=path swift test --filter SolverReplayTests` also replays the log at `path` (one that
/// `SolverLargeSystemTests` wrote, say) and prints what it did.
final class SolverReplayTests: XCTestCase {
    func testReplayingTheLogNamedInTheEnvironment() throws {
        guard let path = ProcessInfo.processInfo.environment["CASSOWARY_REPLAY"] else {
            throw XCTSkip("set CASSOWARY_REPLAY=path to replay a log")
        }
        let outcome = try SolverReplay.run(try String(contentsOfFile: path, encoding: .utf8))
        print("replayed \(outcome.operations) operations, \(outcome.refusals) refused: \(outcome.failure ?? "no failure")")
        XCTAssertNil(outcome.failure)
    }

    private func log(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Replays").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testADegenerateDualSimplexTurnsToBlandsRuleAndEnds() throws {
        // 69 variables, 100 rows: a suggested value sent the dual simplex round the same seven slacks,
        // each entering at no cost, for ever.
        let outcome = try SolverReplay.run(try log("dual-simplex-does-not-end.txt"))
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.operations, 101)
        XCTAssertEqual(outcome.refusals, 0)
    }

    func testAReducedCostThatOnlyRoundingMadeNegativeIsNotAnUnboundedObjective() throws {
        // 52 variables with dense sums: after about 200 operations a batch add found a slack whose
        // reduced cost was -1e-8 at one level and that no row limited, and threw "the objective is
        // unbounded". Rounding this deep also moves required constraints by about 1e-6 relative,
        // which the large-system soak tracks; here only the errors are checked.
        let outcome = try SolverReplay.run(try log("unbounded-objective.txt"), checksRequired: false)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.operations, 113)
        XCTAssertEqual(outcome.refusals, 0)
    }

    func testASimplexThatWentRoundForEverOnRoundedTiesNowEnds() throws {
        // Rounding that pivots on 1e-8 coefficients had made ties Bland's rule relies on: the primal
        // simplex went round seven pivots for ever (cut short since the thirty-eighth session, reported
        // as an internal inconsistency). With rounded costs no longer entering over rounded limits,
        // the run ends; the cut itself is tested with a pivot cap in SolverTests.
        let outcome = try SolverReplay.run(try log("primal-simplex-goes-round.txt"), checksInvariants: false, checksRequired: false)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.operations, 88)
    }

    func testARoundedCostLimitedOnlyByARoundedCoefficientDoesNotEnter() throws {
        // 73 variables, dense sums: a slack whose reduced cost was -1.1e-8, limited only by a row where
        // its coefficient was -1.3e-8, entered; the step of 4.5e8 left coefficients in the tens of
        // millions, and by the batch on the last line a required constraint missed by 1e9, its whole
        // size. What is left is the rounding that dense systems build up, about 1e-6 relative.
        let outcome = try SolverReplay.run(try log("rounded-cost-meets-rounded-limit.txt"), requiredTolerance: 1e-5)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.operations, 77)
        XCTAssertEqual(outcome.refusals, 0)
    }
}
