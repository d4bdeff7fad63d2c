import CassowaryTestSupport
import XCTest

/// Hand-checked tiny systems for the brute-force oracle, so that the randomized solver tests rest on a
/// reference that is itself tested.
final class OracleTests: XCTestCase {
    private func constraint(
        _ coefficients: [Double], _ constant: Double, _ relation: OracleRelation, _ priority: Float = 1000
    ) -> OracleConstraint {
        OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    private func solve(_ n: Int, _ constraints: [OracleConstraint]) -> OracleSolution {
        LexicographicOracle.solve(OracleSystem(variableCount: n, constraints: constraints))
    }

    private func assertValues(
        _ solution: OracleSolution, _ expected: [Double?], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(solution.isFeasible, "infeasible", file: file, line: line)
        XCTAssertTrue(solution.isClearCut, "delicate", file: file, line: line)
        XCTAssertEqual(solution.values.count, expected.count, file: file, line: line)
        for (j, (actual, wanted)) in zip(solution.values, expected).enumerated() {
            switch (actual, wanted) {
            case (nil, nil): break
            case let (a?, w?): XCTAssertEqual(a, w, accuracy: 1e-9, "x\(j)", file: file, line: line)
            default: XCTFail("x\(j): \(String(describing: actual)) != \(String(describing: wanted))", file: file, line: line)
            }
        }
    }

    func testRequiredBoundBeatsWeakPreference() {
        // x >= 10; x == 0 @250 → the preference gives way entirely.
        let s = solve(1, [constraint([1], -10, .greaterThanOrEqual), constraint([1], 0, .equal, 250)])
        assertValues(s, [10])
        XCTAssertEqual(s.objective, [10])
    }

    func testPrioritiesAreStrictNotWeighted() {
        // One x == 0 @750 against 1001 copies of x == 10 @250: with weights 250·1001 > 750 would win; strictly,
        // the higher level wins outright.
        var constraints = [constraint([1], 0, .equal, 750)]
        constraints += Array(repeating: constraint([1], -10, .equal, 250), count: 1001)
        let s = solve(1, constraints)
        assertValues(s, [0])
        XCTAssertEqual(s.levels, [750, 250])
        XCTAssertEqual(s.objective[0], 0, accuracy: 1e-9)
        XCTAssertEqual(s.objective[1], 10010, accuracy: 1e-6)
    }

    func testUnmentionedVariableIsFree() {
        let s = solve(2, [constraint([0, 1], -3, .equal)])
        assertValues(s, [nil, 3])
    }

    func testRequiredInequalityAloneLeavesARay() {
        let s = solve(1, [constraint([1], 0, .greaterThanOrEqual)])
        assertValues(s, [nil])
        XCTAssertEqual(s.rayCount, 1)
    }

    func testEqualPriorityTieLeavesASegment() {
        // |x| + |x - 10| is 10 everywhere on [0, 10].
        let s = solve(1, [constraint([1], 0, .equal, 500), constraint([1], -10, .equal, 500)])
        assertValues(s, [nil])
        XCTAssertEqual(s.objective, [10])
        XCTAssertEqual(s.optimalVertexCount, 2)
    }

    func testBoundedButNotUniqueSegment() {
        // x + y == 10, x >= 0, y >= 0: a bounded segment, so no rays, yet neither variable is determined.
        let s = solve(2, [
            constraint([1, 1], -10, .equal), constraint([1, 0], 0, .greaterThanOrEqual),
            constraint([0, 1], 0, .greaterThanOrEqual),
        ])
        assertValues(s, [nil, nil])
        XCTAssertEqual(s.rayCount, 0)
    }

    func testLevelsAreResolvedInOrder() {
        // x + y == 10; x == 2 @750; y == 3 @250; x == 7 @250 → x is pinned at 2 by the higher level, y = 8.
        let s = solve(2, [
            constraint([1, 1], -10, .equal), constraint([1, 0], -2, .equal, 750),
            constraint([0, 1], -3, .equal, 250), constraint([1, 0], -7, .equal, 250),
        ])
        assertValues(s, [2, 8])
        XCTAssertEqual(s.objective[0], 0, accuracy: 1e-9)
        XCTAssertEqual(s.objective[1], 10, accuracy: 1e-9)
    }

    func testLinealityDirectionLeavesSumOnlyDetermined() {
        // x + y == 4 alone: the line moves both; adding x - y == 0 @500 pins both at 2.
        assertValues(solve(2, [constraint([1, 1], -4, .equal)]), [nil, nil])
        assertValues(solve(2, [constraint([1, 1], -4, .equal), constraint([1, -1], 0, .equal, 500)]), [2, 2])
    }

    func testOptionalInequalitiesCostNothingInside() {
        // 3 <= x <= 7 @500 and x == 10 @250 → x = 7.
        let s = solve(1, [
            constraint([1], -3, .greaterThanOrEqual, 500), constraint([1], -7, .lessThanOrEqual, 500),
            constraint([1], -10, .equal, 250),
        ])
        assertValues(s, [7])
        XCTAssertEqual(s.objective[0], 0, accuracy: 1e-9)
        XCTAssertEqual(s.objective[1], 3, accuracy: 1e-9)
    }

    func testRayAlongOtherVariableKeepsThisOneDetermined() {
        let s = solve(2, [constraint([1, 0], -1, .equal), constraint([0, 1], 0, .greaterThanOrEqual)])
        assertValues(s, [1, nil])
    }

    func testErrorsAreMeasuredInTheConstraintsOwnScale() {
        // |2x - 10| + |x| is minimised at x = 5 (value 5), not at the midpoint a unit-scaled sum would give.
        let s = solve(1, [constraint([2], -10, .equal, 500), constraint([1], 0, .equal, 500)])
        assertValues(s, [5])
        XCTAssertEqual(s.objective[0], 5, accuracy: 1e-9)
    }

    func testInfeasibleRequiredSet() {
        let low = constraint([1], -10, .greaterThanOrEqual)
        let high = constraint([1], -5, .lessThanOrEqual)
        XCTAssertFalse(solve(1, [low, high, constraint([1], 0, .equal, 250)]).isFeasible)
        XCTAssertFalse(LexicographicOracle.isFeasible(variableCount: 1, constraints: [low, high]))
        XCTAssertTrue(LexicographicOracle.isFeasible(variableCount: 1, constraints: [low]))
        XCTAssertTrue(LexicographicOracle.isFeasible(variableCount: 1, constraints: [high]))
        // isFeasible treats optional constraints as hard too.
        XCTAssertFalse(LexicographicOracle.isFeasible(variableCount: 1, constraints: [low, constraint([1], -5, .lessThanOrEqual, 250)]))
    }

    func testConstantOnlyConstraints() {
        XCTAssertFalse(solve(1, [constraint([0], 5, .equal)]).isFeasible)
        assertValues(solve(1, [constraint([0], 1, .greaterThanOrEqual)]), [nil])
        let s = solve(1, [constraint([0], 5, .lessThanOrEqual, 250), constraint([1], -2, .equal, 250)])
        assertValues(s, [2])
        XCTAssertEqual(s.objective, [5])
    }

    func testThreeVariableVertex() {
        // x + y + z == 6, z >= 2, x - y == 1 @750, y - z == 1 @750. With p, q the two errors, the sum gives
        // p + 2q = 3 - 3z <= -3, so the cheapest is q = -1.5, p = 0: objective 1.5, x = 2.5, y = 1.5, z = 2.
        let s = solve(3, [
            constraint([1, 1, 1], -6, .equal), constraint([1, -1, 0], -1, .equal, 750),
            constraint([0, 1, -1], -1, .equal, 750), constraint([0, 0, 1], -2, .greaterThanOrEqual),
        ])
        assertValues(s, [2.5, 1.5, 2])
        XCTAssertEqual(s.objective[0], 1.5, accuracy: 1e-9)
    }

    func testNonFiniteInputGetsNoVerdict() {
        let s = solve(2, [constraint([1, .nan], 0, .equal), constraint([1, 0], -.infinity, .equal, 500)])
        XCTAssertFalse(s.isClearCut)
        XCTAssertEqual(s.values.count, 2)
        XCTAssertFalse(LexicographicOracle.isFeasible(variableCount: 1, constraints: [constraint([.nan], 0, .equal)]))
    }

    func testSplitMix64MatchesReferenceOutput() {
        // First outputs of the reference C implementation seeded with 0.
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(rng.next(), 0x06C4_5D18_8009_454F)
    }

    func testGeneratorIsDeterministicAndWithinBounds() {
        let generator = RandomSystemGenerator()
        for seed in 0..<200 as Range<UInt64> {
            var a = SplitMix64(seed: seed)
            var b = SplitMix64(seed: seed)
            let first = generator.makeSystem(using: &a)
            XCTAssertEqual(first, generator.makeSystem(using: &b))
            XCTAssertTrue((1...8).contains(first.variableCount))
            XCTAssertLessThanOrEqual(first.constraints.count, 12)
            for c in first.constraints {
                XCTAssertEqual(c.coefficients.count, first.variableCount)
                XCTAssertTrue(c.coefficients.allSatisfy { abs($0) <= 6 && $0 == $0.rounded() })
                XCTAssertTrue(c.priority > 0 && c.priority <= 1000)
            }
        }
    }
}
