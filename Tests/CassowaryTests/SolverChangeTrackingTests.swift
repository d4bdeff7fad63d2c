import Cassowary
import CassowaryTestSupport
import XCTest

/// `Solver.takeChangedVariables()`: every variable that moved is reported, and a local change reports
/// only what depends on it.
final class SolverChangeTrackingTests: XCTestCase {
    func testEverythingIsReportedAfterTheBuild() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == 1)
        try solver.add(b == a + 1)
        XCTAssertEqual(Set(solver.takeChangedVariables()), [a, b])
        XCTAssertEqual(solver.takeChangedVariables(), [])
    }

    func testAConstantChangeReportsOnlyItsDependents() throws {
        let solver = Solver()
        solver.checksInvariants = true
        // Two independent rows of three views each: x0 pinned, x[i] = x[i-1] + 10.
        let rows = (0..<2).map { r in (0..<3).map { Variable("r\(r)x\($0)") } }
        var pins: [Constraint] = []
        for row in rows {
            let pin = row[0] == 0
            pins.append(pin)
            try solver.add(pin)
            for i in 1..<row.count { try solver.add(row[i] == row[i - 1] + 10) }
        }
        _ = solver.values(of: rows.flatMap { $0 })
        _ = solver.takeChangedVariables()
        try solver.updateConstant(of: pins[1], to: -5)  // r1x0 == 5
        XCTAssertEqual(Set(solver.takeChangedVariables()), Set(rows[1]))
        XCTAssertEqual(solver.values(of: rows[1]), [5, 15, 25])
        XCTAssertEqual(solver.values(of: rows[0]), [0, 10, 20])
        XCTAssertEqual(solver.takeChangedVariables(), [])
    }

    /// The engine's form: after an add every value may have moved, which is one call to `all` (with the
    /// values evaluated) instead of a call per tag; a constant change names its dependents' tags.
    func testChangedTagsReportEverythingAsOneCallAfterAnAdd() throws {
        let solver = Solver()
        let x = Variable("x", tag: 4), y = Variable("y", tag: 5), z = Variable("z", tag: 9)
        let pin = x == 1
        try solver.add(pin)
        try solver.add(y == x + 1)
        try solver.add(z == 7)
        var alls = 0
        var tags: [Int] = []
        solver.takeChangedTags(all: { alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 1)
        XCTAssertEqual(tags, [])
        try solver.updateConstant(of: pin, to: -3)
        solver.takeChangedTags(all: { alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 1)
        XCTAssertEqual(tags.sorted(), [4, 5])
        XCTAssertEqual(solver.value(of: y), 4)
        // A later add reports everything again, as one call.
        try solver.add(Variable("w", tag: 11) == 2)
        tags = []
        solver.takeChangedTags(all: { alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 2)
        XCTAssertEqual(tags, [])
    }

    func testChangesAreReportedEvenForValuesNeverRead() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 1
        try solver.add(pin)
        try solver.add(y == 2 * x)
        _ = solver.takeChangedVariables()
        try solver.updateConstant(of: pin, to: -3)
        try solver.updateConstant(of: pin, to: -4)
        XCTAssertEqual(Set(solver.takeChangedVariables()), [x, y])
        XCTAssertEqual(solver.value(of: y), 8)
    }

    /// Random systems and random constant changes: after every change, each variable whose value moved
    /// is among the reported ones. (That the values themselves are right is the oracle tests' job.)
    func testReportedChangesCoverEveryMoveOnRandomSystems() throws {
        var random = SplitMix64(seed: 0xC0FFEE)
        for round in 0..<150 {
            let count = 2 + Int(random.next() % 5)
            let variables = (0..<count).map { Variable("x\($0)") }
            let solver = Solver()
            solver.checksInvariants = true
            var constraints: [Constraint] = []
            for i in 0..<count {
                // A forest of offsets plus optional pulls keeps every system feasible and the edits live.
                if i > 0, random.next() % 3 != 0 {
                    let parent = variables[Int(random.next() % UInt64(i))]
                    constraints.append(variables[i] == parent + Double(random.next() % 20))
                } else {
                    constraints.append((variables[i] == Double(random.next() % 50)).withPriority(Strength(Float(100 + random.next() % 800))))
                }
                if random.next() % 2 == 0 {
                    constraints.append(variables[i] >= Double(random.next() % 30))
                }
            }
            try solver.add(constraints)
            var previous = solver.values(of: variables)
            _ = solver.takeChangedVariables()
            for step in 0..<8 {
                let target = constraints[Int(random.next() % UInt64(constraints.count))]
                try solver.updateConstant(of: target, to: -Double(random.next() % 60))
                let reported = Set(solver.takeChangedVariables())
                let now = solver.values(of: variables)
                for (index, variable) in variables.enumerated() where abs(now[index] - previous[index]) > 1e-9 {
                    XCTAssertTrue(reported.contains(variable), "round \(round) step \(step): \(variable) moved \(previous[index]) → \(now[index]) unreported")
                }
                previous = now
            }
        }
    }
}
