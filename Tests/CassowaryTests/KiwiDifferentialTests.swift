import Cassowary
import CassowaryTestSupport
import Foundation
import XCTest

/// Compares ``Solver`` with kiwisolver on the systems `Tools/kiwi-diff/kiwi_diff.py` writes.
///
/// Skipped unless `KIWI_DIFF_CASES` names the JSON file; the script sets it and runs this test. The systems
/// have required constraints and one optional level, where kiwi's weighted objective and our strict
/// priorities agree. Only variables the brute-force oracle finds uniquely determined are compared, since
/// kiwi and we may legitimately pick different points of a non-unique optimum; acceptance of every
/// constraint must agree too.
final class KiwiDifferentialTests: XCTestCase {
    private struct CaseFile: Decodable {
        var seed: Int
        var kiwisolverVersion: String
        var cases: [KiwiCase]
    }

    private struct KiwiCase: Decodable {
        var id: Int
        var variableCount: Int
        var constraints: [KiwiConstraint]
        var kiwiValues: [Double]
    }

    private struct KiwiConstraint: Decodable {
        var coefficients: [Double]
        var constant: Double
        var relation: String
        var priority: Float
        var kiwiAccepted: Bool
    }

    private static let tolerance = 1e-6

    func testSolverAgreesWithKiwi() throws {
        guard let path = ProcessInfo.processInfo.environment["KIWI_DIFF_CASES"] else {
            throw XCTSkip("set KIWI_DIFF_CASES to a file written by Tools/kiwi-diff/kiwi_diff.py (the script does this)")
        }
        let file = try JSONDecoder().decode(CaseFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var mismatches: [String] = []
        var failingIDs: [Int] = []
        var comparedValues = 0
        var comparedDecisions = 0
        for kiwiCase in file.cases {
            let (problems, values, decisions) = try check(kiwiCase)
            comparedValues += values
            comparedDecisions += decisions
            if !problems.isEmpty {
                failingIDs.append(kiwiCase.id)
                mismatches.append("case \(kiwiCase.id) (seed \(file.seed)): " + problems.joined(separator: "; ")
                    + "\n" + describe(kiwiCase))
            }
        }
        // kiwi_diff.py looks for this line to know the test really ran.
        print("kiwi-diff summary: \(file.cases.count) cases from seed \(file.seed) (kiwisolver "
            + "\(file.kiwisolverVersion)), \(comparedDecisions) add decisions and \(comparedValues) determined "
            + "values compared, \(mismatches.count) mismatching cases")
        XCTAssert(mismatches.isEmpty, "\(mismatches.count) cases differ from kiwi (ids \(failingIDs.map(String.init).joined(separator: ", "))), "
            + "the first five:\n\n" + mismatches.prefix(5).joined(separator: "\n\n"))
    }

    /// Feeds one case to a fresh solver; returns the disagreements and how many values and decisions it compared.
    private func check(_ kiwiCase: KiwiCase) throws -> (problems: [String], values: Int, decisions: Int) {
        let n = kiwiCase.variableCount
        guard n >= 0, kiwiCase.kiwiValues.count == n else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "case \(kiwiCase.id) has \(kiwiCase.kiwiValues.count) kiwi values for \(n) variables"))
        }
        let variables = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        var accepted: [OracleConstraint] = []
        var problems: [String] = []
        for (i, raw) in kiwiCase.constraints.enumerated() {
            guard let relation = OracleRelation(rawValue: raw.relation), raw.coefficients.count == n else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad constraint c\(i) in case \(kiwiCase.id)"))
            }
            let plain = OracleConstraint(
                coefficients: raw.coefficients, constant: raw.constant, relation: relation, priority: raw.priority)
            var weAccept = true
            do {
                try solver.add(plain.constraint(over: variables))
            } catch {
                guard case .unsatisfiable = error else {
                    problems.append("add c\(i) threw \(error)")
                    return (problems, 0, i)
                }
                weAccept = false
            }
            if weAccept != raw.kiwiAccepted {
                let feasible = LexicographicOracle.isFeasible(
                    variableCount: n, constraints: accepted.filter(\.isRequired) + [plain])
                problems.append("c\(i): we \(weAccept ? "accept" : "reject"), kiwi \(raw.kiwiAccepted ? "accepts" : "rejects"), "
                    + "oracle says \(feasible ? "satisfiable" : "unsatisfiable")")
                return (problems, 0, i + 1)
            }
            if weAccept { accepted.append(plain) }
        }
        let solution = LexicographicOracle.solve(variableCount: n, constraints: accepted)
        guard solution.isFeasible, solution.isClearCut else {
            if !solution.isFeasible { problems.append("the oracle finds the accepted required constraints infeasible") }
            return (problems, 0, kiwiCase.constraints.count)
        }
        let ours = solver.values(of: variables)
        var compared = 0
        for (j, expected) in solution.values.enumerated() {
            guard let expected else { continue }
            compared += 1
            let kiwi = kiwiCase.kiwiValues[j]
            let scale = max(1, abs(kiwi))
            if !(abs(ours[j] - kiwi) <= Self.tolerance * scale) {
                // Naming the side the oracle backs saves a round of manual arithmetic per report.
                let oursRight = abs(ours[j] - expected) <= Self.tolerance * max(1, abs(expected))
                let kiwiRight = abs(kiwi - expected) <= Self.tolerance * max(1, abs(expected))
                let verdict = oursRight == kiwiRight ? "" : oursRight ? " (kiwi is off)" : " (we are off)"
                problems.append("x\(j): ours \(ours[j]), kiwi \(kiwi), oracle \(expected)\(verdict)")
            }
        }
        return (problems, compared, kiwiCase.constraints.count)
    }

    private func describe(_ kiwiCase: KiwiCase) -> String {
        var lines = ["\(kiwiCase.variableCount) variable(s):"]
        for (i, raw) in kiwiCase.constraints.enumerated() {
            let relation = OracleRelation(rawValue: raw.relation) ?? .equal
            let plain = OracleConstraint(
                coefficients: raw.coefficients, constant: raw.constant, relation: relation, priority: raw.priority)
            lines.append("  c\(i): \(plain)" + (raw.kiwiAccepted ? "" : "   (kiwi: unsatisfiable)"))
        }
        lines.append("  kiwi: " + kiwiCase.kiwiValues.enumerated().map { "x\($0.offset) = \($0.element)" }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
