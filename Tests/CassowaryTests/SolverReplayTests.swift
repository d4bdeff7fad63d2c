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

    func testASimplexThatGoesRoundForEverIsReportedNotHung() throws {
        // Rounding that pivots on 1e-8 coefficients had made ties Bland's rule relies on: the primal
        // simplex went round seven pivots for ever. The run is now cut short with an error.
        let outcome = try SolverReplay.run(try log("primal-simplex-goes-round.txt"), checksInvariants: false, checksRequired: false)
        XCTAssertEqual(outcome.failure?.hasSuffix("Internal solver inconsistency: the simplex did not finish in 5488 pivots."), true, outcome.failure ?? "no failure")
    }
}
