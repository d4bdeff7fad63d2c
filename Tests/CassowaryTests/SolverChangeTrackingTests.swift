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

    /// `term + constant == 0` over ids, for the batch API the engine's form below uses.
    private func equal(_ terms: [(Int, Double)], _ constant: Double) -> ConstraintBatch {
        var batch = ConstraintBatch()
        batch.append(
            terms.map { RawTerm(variable: $0.0, coefficient: $0.1) }, constant: constant, relation: .equal,
            priority: .required)
        return batch
    }

    /// `ids[i] == ids[i - 1] + 1` for every i after the first, and `ids[0] == value`; returns the pin's tag.
    private func addChain(_ ids: [Int], from value: Double, to solver: SolverCore) throws -> Int32 {
        let pin = try solver.add(equal([(ids[0], 1)], -value), at: 0)
        var links = ConstraintBatch()
        for i in 1..<ids.count {
            links.append(
                [RawTerm(variable: ids[i], coefficient: 1), RawTerm(variable: ids[i - 1], coefficient: -1)], constant: -1,
                relation: .equal, priority: .required)
        }
        var tags: [Int32] = []
        try solver.add(links, newVariables: ids.count, tags: &tags)
        return pin
    }

    /// The engine's form: after an add every value may have moved, which is one call to `all` (with the
    /// values evaluated) instead of a call per id; a constant change names its dependents' ids.
    func testChangedTagsReportEverythingAsOneCallAfterAnAdd() throws {
        let solver = SolverCore()
        let (x, y, z) = (4, 5, 9)
        let pin = try solver.add(equal([(x, 1)], -1), at: 0)
        _ = try solver.add(equal([(y, 1), (x, -1)], -1), at: 0)
        _ = try solver.add(equal([(z, 1)], -7), at: 0)
        var alls = 0
        var tags: [Int] = []
        solver.takeChangedTags(all: { _ in alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 1)
        XCTAssertEqual(tags, [])
        try solver.updateConstant(ofTag: pin, to: -3)
        solver.takeChangedTags(all: { _ in alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 1)
        XCTAssertEqual(tags.sorted(), [4, 5])
        XCTAssertEqual(solver.value(ofID: y), 4)
        // A later add reports everything again, as one call.
        _ = try solver.add(equal([(11, 1)], -2), at: 0)
        tags = []
        solver.takeChangedTags(all: { _ in alls += 1 }, each: { tags.append($0) })
        XCTAssertEqual(alls, 2)
        XCTAssertEqual(tags, [])
    }

    /// When everything changed and the call evaluated every value in one pass, `all` gets the ids of
    /// the negative values; a small solver, which reads its values one by one, gets `nil`.
    func testAFullPassNamesTheNegativeValues() throws {
        let solver = SolverCore()
        let pin = try addChain(Array(0..<70), from: -10, to: solver)
        var reports: [[Int]?] = []
        solver.takeChangedTags(all: { reports.append($0) }, each: { XCTFail("id \($0)") })
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.last??.sorted(), Array(0..<10))
        // A wide constant change: everything again, with the values that are negative now.
        try solver.updateConstant(ofTag: pin, to: 4)  // x0 == -4
        solver.takeChangedTags(all: { reports.append($0) }, each: { XCTFail("id \($0)") })
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.last??.sorted(), Array(0..<4))
        try solver.updateConstant(ofTag: pin, to: -1)  // x0 == 1
        solver.takeChangedTags(all: { reports.append($0) }, each: { XCTFail("id \($0)") })
        XCTAssertEqual(reports.last??.count, 0)
        XCTAssertEqual(solver.value(ofID: 69), 70)

        let small = SolverCore()
        _ = try addChain([0, 1], from: -3, to: small)
        var smallReports: [[Int]?] = []
        small.takeChangedTags(all: { smallReports.append($0) }, each: { _ in })
        XCTAssertEqual(smallReports.count, 1)
        XCTAssertNil(smallReports[0] as Any?)
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

    /// A change whose dependents pass a thirty-second of the definitions reports everything instead of
    /// walking them. The same change again gives up without walking (the definitions it would walk have
    /// not changed); after a definition changes, it walks again. Every value stays exact throughout.
    func testARepeatedWideChangeReportsEverythingAndKeepsEveryValueExact() throws {
        let solver = SolverCore()
        solver.checksInvariants = true
        let pin = try solver.add(equal([(0, 1)], 0), at: 0)
        var linkBatch = ConstraintBatch()
        for i in 1..<300 {
            linkBatch.append(
                [RawTerm(variable: i, coefficient: 1), RawTerm(variable: i - 1, coefficient: -1)], constant: -1,
                relation: .equal, priority: .required)
        }
        var links: [Int32] = []
        try solver.add(linkBatch, newVariables: 300, tags: &links)
        let other = 300
        _ = (0..<300).map(solver.value(ofID:))
        func take() -> [String] {
            var seen: [String] = []
            solver.takeChangedTags(all: { _ in seen.append("all") }, each: { seen.append("\($0)") })
            return seen
        }
        XCTAssertEqual(take(), ["all"])
        for (step, origin) in [40.0, -12.5, 40.0, 3.0, 7.0].enumerated() {
            try solver.updateConstant(ofTag: pin, to: -origin)
            XCTAssertEqual(take(), ["all"], "step \(step)")
            for i in 0..<300 {
                XCTAssertEqual(solver.value(ofID: i), origin + Double(i), "step \(step): x\(i)")
            }
            if step == 2 {
                // A new definition: the next change walks again, and still reaches the new dependent.
                _ = try solver.add(equal([(other, 1), (299, -2)], 0), at: 0)
                _ = take()
            }
        }
        XCTAssertEqual(solver.value(ofID: other), 2 * (7 + 299))
        // A narrow change still names its dependents one by one.
        try solver.updateConstant(ofTag: links[298], to: -5)
        XCTAssertEqual(take().sorted(), ["299", "300"])
        XCTAssertEqual(solver.value(ofID: 299), 7 + 298 + 5)
        XCTAssertEqual(solver.value(ofID: other), 2 * (7 + 298 + 5))
        XCTAssertEqual(solver.value(ofID: 298), 7 + 298)
    }

    /// Reading every value in one pass reads the rows of restricted symbols that a definition mentions.
    /// When an edit pivots one of them into the basis (an inequality that starts to bind) without
    /// changing any definition, the pass must read it there, not where it was at the previous pass.
    func testAFullPassReadsRestrictedSymbolsWhereTheLatestPivotsLeftThem() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let base = Variable("base")
        let floor = base >= 0
        let pull = (base == 0).withPriority(.strong)
        try solver.add(floor)
        try solver.add(pull)
        let views = (0..<200).map { Variable("v\($0)") }
        for (i, view) in views.enumerated() { try solver.add(view == base + Double(i)) }
        // (minimum, target): base is max(minimum, target); every view is base + i.
        let steps: [(Double, Double)] = [(10, 30), (50, 30), (50, 70), (5, 2), (5, 90), (120, 90), (0, 0), (33, 33)]
        for (minimum, target) in steps {
            try solver.updateConstant(of: floor, to: -minimum)
            try solver.updateConstant(of: pull, to: -target)
            let expected = max(minimum, target)
            // 200 values at once take the one-pass path; reading them one by one takes the other.
            let all = solver.values(of: views)
            for (i, view) in views.enumerated() {
                XCTAssertEqual(all[i], expected + Double(i), "minimum \(minimum), target \(target): v\(i) in one pass")
                XCTAssertEqual(solver.value(of: view), expected + Double(i), "minimum \(minimum), target \(target): v\(i)")
            }
        }
    }

    /// One pass reads a copy of the definitions' constants, updated row by row after a few changes
    /// and copied again in full after many; both must give every new value.
    func testAFullPassSeesEveryConstantChangeFewOrMany() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let anchors = (0..<200).map { Variable("a\($0)") }
        let followers = anchors.map { Variable("f" + $0.name) }
        let pins = anchors.map { $0 == 0 }
        try solver.add(pins)
        for (anchor, follower) in zip(anchors, followers) { try solver.add(follower == anchor + 1) }
        var expected = [Double](repeating: 0, count: anchors.count)
        // 3 changes fit the list; 150 overflow it; then a few again.
        for (round, changed) in [Array(0..<3), Array(20..<170), [5, 199]].enumerated() {
            for i in changed {
                expected[i] = Double(round * 1000 + i)
                try solver.updateConstant(of: pins[i], to: -expected[i])
            }
            let values = solver.values(of: anchors + followers)
            for i in anchors.indices {
                XCTAssertEqual(values[i], expected[i], "round \(round): a\(i)")
                XCTAssertEqual(values[anchors.count + i], expected[i] + 1, "round \(round): fa\(i)")
            }
        }
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
