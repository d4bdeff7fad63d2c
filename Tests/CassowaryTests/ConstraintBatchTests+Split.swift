import XCTest
import Cassowary

/// Split equalities (`ConstraintBatch.appendSplit`): one row whose two errors weigh at two priorities,
/// the layout engine's hugging and compression resistance of one view on one axis.
extension ConstraintBatchTests {
    private func split(
        _ id: Int, _ value: Double, below: Strength = .strong, above: Strength = .weak
    ) -> ConstraintBatch {
        var batch = ConstraintBatch()
        batch.appendSplit(RawTerm(variable: id, coefficient: 1), constant: -value, below: below, above: above)
        return batch
    }

    private func pin(_ id: Int, _ value: Double, _ priority: Strength) -> ConstraintBatch {
        var batch = ConstraintBatch()
        batch.append(RawTerm(variable: id, coefficient: 1), constant: -value, relation: .equal, priority: priority)
        return batch
    }

    func testEachSideOfASplitEqualityWeighsAtItsOwnPriority() throws {
        let x = 0
        let solver = SolverCore()
        solver.checksInvariants = true
        // x - 100 = plus - minus: plus (x above 100) at 250, minus (x below 100) at 750.
        let sides = try solver.add(split(x, 100), at: 0)
        XCTAssertEqual(solver.value(ofID: x), 100, accuracy: 1e-9)
        let pull = try solver.add(pin(x, 200, .medium), at: 0)
        // The medium pull beats the weak side above 100 ...
        XCTAssertEqual(solver.value(ofID: x), 200, accuracy: 1e-9)
        try solver.updateConstant(ofTag: pull, to: -50)
        // ... and loses to the strong side below it.
        XCTAssertEqual(solver.value(ofID: x), 100, accuracy: 1e-9)

        // Each priority moves alone: the side below drops under the pull, the side above stays weak.
        try solver.updatePriority(ofTag: sides, to: Strength(400))
        XCTAssertEqual(solver.value(ofID: x), 50, accuracy: 1e-9)
        try solver.updateConstant(ofTag: pull, to: -200)
        XCTAssertEqual(solver.value(ofID: x), 200, accuracy: 1e-9)
        try solver.updatePriority(ofTag: sides, to: Strength(600), above: true)
        XCTAssertEqual(solver.value(ofID: x), 100, accuracy: 1e-9)
        XCTAssertTrue(solver.dump().contains("\n  ties: "), solver.dump())

        // Removed, it leaves no level behind: only the pull's is left, and no tie level.
        try solver.remove(tag: sides)
        XCTAssertEqual(solver.value(ofID: x), 200, accuracy: 1e-9)
        XCTAssertEqual(
            solver.dump(),
            "Objective\n  @500 violation 0: + e3 + e4\nRows\n  v0 := 200 + e3 - e4\nEdit variables\n  (none)\n")
    }

    func testTiedSplitsSqueezeTheLastAddedAndStretchTheFirstWhateverTheHistory() throws {
        // a + b == total, each wanting 80 at the same priorities: every split of a shortfall or a
        // surplus costs the same, and the order the splits were added decides.
        let (a, b) = (0, 1)
        func layout(total: Double, firstAdded: Int) throws -> (solver: SolverCore, sum: Int32) {
            let solver = SolverCore()
            solver.checksInvariants = true
            var sum = ConstraintBatch()
            sum.append(
                [RawTerm(variable: a, coefficient: 1), RawTerm(variable: b, coefficient: 1)], constant: -total,
                relation: .equal, priority: .required)
            let tag = try solver.add(sum, at: 0)
            _ = try solver.add(split(firstAdded, 80), at: 0)
            _ = try solver.add(split(1 - firstAdded, 80), at: 0)
            return (solver, tag)
        }
        func widths(_ solver: SolverCore) -> [Double] { [solver.value(ofID: a), solver.value(ofID: b)] }
        let squeezed = try layout(total: 100, firstAdded: a)
        XCTAssertEqual(widths(squeezed.solver), [80, 20])
        XCTAssertEqual(widths(try layout(total: 100, firstAdded: b).solver), [20, 80])
        XCTAssertEqual(widths(try layout(total: 200, firstAdded: a).solver), [120, 80])
        XCTAssertEqual(widths(try layout(total: 200, firstAdded: b).solver), [80, 120])

        // A surplus that follows a shortfall (and the reverse) ends where a fresh solve starts.
        try squeezed.solver.updateConstant(ofTag: squeezed.sum, to: -200)
        XCTAssertEqual(widths(squeezed.solver), [120, 80])
        try squeezed.solver.updateConstant(ofTag: squeezed.sum, to: -100)
        XCTAssertEqual(widths(squeezed.solver), [80, 20])
        let roomy = try layout(total: 200, firstAdded: b)
        try roomy.solver.updateConstant(ofTag: roomy.sum, to: -100)
        XCTAssertEqual(widths(roomy.solver), [20, 80])
    }

    func testASplitEqualityTakesOnlyOptionalPriorities() throws {
        let x = 0
        let solver = SolverCore()
        solver.checksInvariants = true
        XCTAssertThrowsError(try solver.add(split(x, 10, below: .required), at: 0)) { error in
            guard case .refused(0, .invalidPriority(let constraint))? = error as? RawAddFailure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(constraint.description, "v0 == 10")
        }
        XCTAssertThrowsError(try solver.add(split(x, 10, above: Strength(1001)), at: 0))
        XCTAssertEqual(solver.constraintCount, 0)

        let sides = try solver.add(split(x, 10), at: 0)
        XCTAssertThrowsError(try solver.updatePriority(ofTag: sides, to: .required, above: true)) { error in
            guard case .requiredPriorityChange(_, to: .required)? = error as? SolverError else {
                return XCTFail("\(error)")
            }
        }
        let plain = try solver.add(pin(x, 20, .weak), at: 0)
        XCTAssertThrowsError(try solver.updatePriority(ofTag: plain, to: .medium, above: true)) { error in
            XCTAssertEqual(error as? SolverError, .misuse(.notSplitEquality(plain)))
        }
        XCTAssertEqual(solver.value(ofID: x), 10, accuracy: 1e-9)
    }
}
