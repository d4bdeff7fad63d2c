@testable import Cassowary
import CassowaryTestSupport
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

    func testACostDroppedAsRoundingWasRealAndTheObjectiveLostIt() throws {
        // 20 variables, 1-4 terms of ±1..3: a slack limited only by a rounding-sized coefficient had its
        // cost of -3.92 dropped as rounding, judged next to a restricted coefficient of millions; the
        // objective then no longer summed its errors (the invariant recomputes it from them).
        let outcome = try SolverReplay.run(try log("dropped-real-cost.txt"), checksObjectiveLevels: true, checksRequired: false)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.operations, 35)
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

    func testOperationsCutShortLeaveASoundSolverThatTheNextOperationRepairs() throws {
        // Random systems of 8-25 variables; before a third of the operations a cap of 0-2 pivots per
        // simplex run, lifted afterwards. Every operation cut short must leave the tableau sound (an
        // add taken back out, a batch held, a removal done, a required constant restored), and the
        // first operation that finishes must leave every held required constraint met.
        var cutShort = 0
        var roundingSeeds = 0
        for seed in UInt64(0)..<120 {
            var rng = SplitMix64(seed: SplitMix64.mix(seed &+ 0xCA9))
            let n = rng.int(in: 8...25)
            var log = "n \(n)\n"
            var next = 0
            var held: [Int] = []
            var edits: [Int] = []
            func define() -> Int {
                next += 1
                log += "def \(next) " + SolverLargeSystemTests.randomConstraint(&rng, variables: n) + "\n"
                return next
            }
            for _ in 0..<rng.int(in: 10...25) {
                let key = define()
                log += "add \(key)\n"
                held.append(key)
            }
            for _ in 0..<40 {
                let capped = rng.chance(0.35)
                if capped { log += "cap \(rng.int(in: 0...2))\n" }
                switch rng.int(in: 0...6) {
                case 0:
                    if let key = rng.element(of: held) {
                        log += "remove \(key)\n"
                        held.removeAll { $0 == key }
                    }
                case 1:
                    let key = define()
                    log += "add \(key)\n"
                    held.append(key)
                case 2:
                    if let key = rng.element(of: held) { log += "update \(key) \(rng.int(in: -200...200))\n" }
                case 3:
                    let v = rng.int(in: 0...(n - 1))
                    if !edits.contains(v) {
                        edits.append(v)
                        log += "edit \(v)\n"
                    }
                case 4, 5:
                    if let v = rng.element(of: edits) { log += "suggest \(v) \(rng.int(in: -300...300))\n" }
                default:
                    var keys: [Int] = []
                    for _ in 0..<rng.int(in: 2...5) { keys.append(define()) }
                    let list = keys.map(String.init).joined(separator: " ")
                    log += "batch \(list)\n"
                    held += keys
                }
                if capped { log += "cap -\n" }
            }
            // Dense random systems can miss by rounding alone (the large-system soak's limit): a seed whose
            // log fails without its caps tests nothing about them.
            let uncapped = log.split(separator: "\n").filter { !$0.hasPrefix("cap") }.joined(separator: "\n")
            if try SolverReplay.run(uncapped, requiredTolerance: 1e-4).failure != nil {
                roundingSeeds += 1
                continue
            }
            let outcome = try SolverReplay.run(log, requiredTolerance: 1e-4, skipsOrphans: true)
            if let failure = outcome.failure {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("cassowary-capped-\(seed).txt")
                try log.write(to: url, atomically: true, encoding: .utf8)
                XCTFail("seed \(seed): \(failure) (log: \(url.path))")
            }
            cutShort += outcome.cutShort
        }
        print("cut-short runs: \(cutShort) operations cut short over 120 seeds, \(roundingSeeds) seeds skipped")
        // The caps bit: without cut-short operations this test would show nothing.
        XCTAssertGreaterThan(cutShort, 100)
        XCTAssertLessThan(roundingSeeds, 12)
    }
}
