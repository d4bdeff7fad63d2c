@testable import Cassowary
import CassowaryTestSupport
import Foundation
import XCTest

/// Random systems far larger and denser than the randomized oracle tests' (20–120 variables, sums over
/// up to all of them, batches, edits, removals and constant changes), replayed through ``SolverReplay``:
/// no error but a refused contradiction, and every held required constraint met after every operation.
///
/// Opt-in, as a soak: `CASSOWARY_LARGE_SYSTEMS=N swift test --filter SolverLargeSystemTests` runs N seeds
/// (from `CASSOWARY_LARGE_FIRST`, default 0) and writes each failing seed's log into the temporary
/// directory (`CASSOWARY_REPLAY=path` replays one; see `SolverReplayTests`), and with
/// `CASSOWARY_LARGE_VERBOSE=1` prints every failure. Without `CASSOWARY_LARGE_SYSTEMS`, the test is skipped.
final class SolverLargeSystemTests: XCTestCase {
    func testLargeDenseSystems() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let count = environment["CASSOWARY_LARGE_SYSTEMS"].flatMap({ Int($0) }) else {
            throw XCTSkip("set CASSOWARY_LARGE_SYSTEMS=N to run N large random systems")
        }
        let first = environment["CASSOWARY_LARGE_FIRST"].flatMap { UInt64($0) } ?? 0
        var failures: [String: Int] = [:]
        var examples: [String] = []
        for seed in first..<(first + UInt64(count)) {
            guard let failure = try Self.runSeed(seed) else { continue }
            let kind = failure.message.contains("misses by") ? Self.missBin(failure.message) : failure.message
                .components(separatedBy: ": ").last ?? failure.message
            failures[kind.prefix(60).description, default: 0] += 1
            if environment["CASSOWARY_LARGE_VERBOSE"] != nil { print("seed \(seed): \(failure.message)") }
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("cassowary-large-\(seed).txt")
            try failure.log.write(to: url, atomically: true, encoding: .utf8)
            if examples.count < 5 { examples.append("seed \(seed): \(failure.message) (log: \(url.path))") }
        }
        print("large systems: \(count) seeds, failures by kind: \(failures.sorted { $0.key < $1.key })")
        XCTAssert(failures.isEmpty, examples.joined(separator: "\n"))
    }

    /// A required constraint's miss, binned by its size relative to the constraint's largest term.
    private static func missBin(_ message: String) -> String {
        let relative = message.components(separatedBy: ", ").last?.components(separatedBy: " ").first
            .flatMap(Double.init) ?? .infinity
        if relative < 1e-5 { return "required constraint missed by < 1e-5 relative" }
        if relative < 1e-2 { return "required constraint missed by < 1e-2 relative" }
        return "required constraint missed by ≥ 1e-2 relative"
    }

    /// Generates and replays one seed's system; its first failure and the log up to it.
    static func runSeed(_ seed: UInt64) throws -> (message: String, log: String)? {
        var rng = SplitMix64(seed: SplitMix64.mix(seed &+ 0x1A26_E5E5))
        let n = rng.int(in: 20...120)
        var replay = SolverReplay(checksInvariants: seed % 8 == 0)
        var outcome = SolverReplay.Outcome(solver: replay.solver)
        var log = ""
        var next = 0
        var edits: [Int] = []
        var lineNumber = 0
        func run(_ line: String) throws -> String? {
            log += line + "\n"
            lineNumber += 1
            return try replay.step(line, number: lineNumber, outcome: &outcome)
        }
        func define() throws -> Int {
            next += 1
            _ = try run("def \(next) " + Self.randomConstraint(&rng, variables: n))
            return next
        }
        _ = try run("n \(n)")
        for _ in 0..<rng.int(in: 20...80) {
            if let failure = try run("add \(try define())") { return (failure, log) }
        }
        for _ in 0..<60 {
            var line: String?
            switch rng.int(in: 0...7) {
            case 0: line = rng.element(of: replay.heldKeys).map { "remove \($0)" }
            case 1: line = "add \(try define())"
            case 2: line = rng.element(of: replay.heldKeys).map { "update \($0) \(rng.int(in: -300...300))" }
            case 3:
                let v = rng.int(in: 0...(n - 1))
                if !edits.contains(v) {
                    edits.append(v)
                    line = "edit \(v)"
                }
            case 4, 5: line = rng.element(of: edits).map { "suggest \($0) \(rng.int(in: -400...400))" }
            case 6:
                if let v = rng.element(of: edits) {
                    edits.removeAll { $0 == v }
                    line = "unedit \(v)"
                }
            default:
                var keys: [Int] = []
                for _ in 0..<rng.int(in: 2...10) { keys.append(try define()) }
                line = "batch " + keys.map(String.init).joined(separator: " ")
            }
            if let line, let failure = try run(line) { return (failure, log) }
        }
        return nil
    }

    /// One constraint in the log's `def` format after its number: mostly a layout's two-variable
    /// relations, with a fifth of dense sums of ±1 terms.
    /// A random constraint in the replay's `def` format (without `def K`): pairs, dense sums and
    /// single-variable bounds at mixed priorities.
    static func randomConstraint(_ rng: inout SplitMix64, variables n: Int) -> String {
        let priority = rng.element(of: ["1000", "1000", "750", "500", "250"])!
        switch rng.int(in: 0...9) {
        case 0...3:
            let i = rng.int(in: 0...(n - 2))
            let j = rng.int(in: (i + 1)...(n - 1))
            return "ge \(priority) \(-rng.int(in: 0...10)) \(j):1 \(i):-1"
        case 4, 5:
            let i = rng.int(in: 0...(n - 1))
            let j = rng.int(in: 0...(n - 1))
            let level = rng.chance(0.5) ? "250" : priority
            // The same variable twice sums to one term (or none): a constraint on one variable, or none.
            return "eq \(level) \(rng.int(in: -20...20)) \(i):1 \(j):\(-rng.int(in: 1...2))"
        case 6, 7:
            let k = rng.int(in: 5...n)
            let terms = rng.shuffled(Array(0..<n)).prefix(k).map { "\($0):\(rng.chance(0.8) ? 1 : -1)" }
            let relation = rng.element(of: ["le", "ge", "eq"])!
            return "\(relation) \(rng.chance(0.5) ? "500" : priority) \(-rng.int(in: 0...500)) " + terms.joined(separator: " ")
        default:
            let relation = rng.element(of: ["le", "ge", "eq"])!
            return "\(relation) \(rng.chance(0.7) ? "250" : priority) \(-rng.int(in: 0...300)) \(rng.int(in: 0...(n - 1))):1"
        }
    }
}
