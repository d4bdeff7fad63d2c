import XCTest
import Cassowary

/// Constraints added by their parts (`ConstraintBatch`) and held by tag: the layout engine's path.
final class ConstraintBatchTests: XCTestCase {
    private func makeSolver() -> SolverCore {
        let solver = SolverCore()
        solver.checksInvariants = true
        return solver
    }

    private func term(_ id: Int, _ coefficient: Double = 1) -> RawTerm {
        RawTerm(variable: id, coefficient: coefficient)
    }

    func testABatchSolvesAsTheSameConstraintsAddedAsObjects() throws {
        let (x, y, w) = (0, 1, 2)
        var batch = ConstraintBatch()
        // x == 10; y == x + w + 8; w >= 30; w == 50 @250; x + y >= 100 @500.
        batch.append(term(x), constant: -10, relation: .equal, priority: .required)
        batch.append([term(y), term(x, -1), term(w, -1)], constant: -8, relation: .equal, priority: .required)
        batch.append(term(w), constant: -30, relation: .greaterThanOrEqual, priority: .required)
        batch.append(term(w), constant: -50, relation: .equal, priority: .weak)
        batch.append([term(x), term(y)], constant: -100, relation: .greaterThanOrEqual, priority: .medium)
        XCTAssertEqual(batch.count, 5)
        let solver = makeSolver()
        var tags: [Int32] = []
        try solver.add(batch, newVariables: 3, tags: &tags)
        XCTAssertEqual(tags.count, 5)
        XCTAssertEqual(Set(tags).count, 5)
        XCTAssertEqual(solver.constraintCount, 5)

        let objects = Solver()
        let (vx, vy, vw) = (Variable("x"), Variable("y"), Variable("w"))
        try objects.add([
            vx == 10, vy == vx + vw + 8, vw >= 30, (vw == 50).withPriority(.weak), (vx + vy >= 100).withPriority(.medium),
        ])
        for (id, variable) in [(x, vx), (y, vy), (w, vw)] {
            XCTAssertEqual(solver.value(ofID: id), objects.value(of: variable), accuracy: 1e-9)
        }
        // The medium sum wins over the weak width: x + y >= 100 means w >= 72, not 50.
        XCTAssertEqual(solver.value(ofID: w), 72, accuracy: 1e-9)
        XCTAssertEqual(solver.recordedTermCount(ofTag: tags[1]), 3)
    }

    func testRemovalsThatDeferTheirReoptimisationShareOneAndEndWhereImmediateOnesDo() throws {
        // A row of ten widths: x0 == 0, x(i+1) == x(i) + w(i), w(i) == 50 @weak, w(i) == 30 @strong. Its
        // optimum is unique before and after the removals, so both ways must end at the same point.
        // (Where it is not, they may end at different optimal points; the layout is then ambiguous.)
        let n = 10
        func makeRow() throws -> (SolverCore, [Int32], origin: Int32) {
            var batch = ConstraintBatch()
            batch.append(term(0), constant: 0, relation: .equal, priority: .required)
            for i in 0..<n {
                let (x, next, w) = (2 * i, 2 * i + 2, 2 * i + 1)
                batch.append([term(next), term(x, -1), term(w, -1)], constant: 0, relation: .equal, priority: .required)
                batch.append(term(w), constant: -50, relation: .equal, priority: .weak)
                batch.append(term(w), constant: -30, relation: .equal, priority: .strong)
            }
            let solver = makeSolver()
            var tags: [Int32] = []
            try solver.add(batch, newVariables: 2 * n + 1, tags: &tags)
            XCTAssertEqual(solver.value(ofID: 2 * n), 30 * Double(n), accuracy: 1e-9)
            return (solver, (0..<n).map { tags[3 + 3 * $0] }, tags[0])
        }
        let (immediate, immediateTags, _) = try makeRow()
        var runs = immediate.optimizationRuns
        for tag in immediateTags { try immediate.remove(tag: tag) }
        XCTAssertEqual(immediate.optimizationRuns, runs + n)

        let (deferred, deferredTags, _) = try makeRow()
        runs = deferred.optimizationRuns
        for tag in deferredTags { try deferred.remove(tag: tag, deferringOptimization: true) }
        XCTAssertEqual(deferred.optimizationRuns, runs)
        // Feasible meanwhile: the required sums hold whatever the widths.
        for i in 0..<n {
            XCTAssertEqual(
                deferred.value(ofID: 2 * i + 2), deferred.value(ofID: 2 * i) + deferred.value(ofID: 2 * i + 1),
                accuracy: 1e-9)
        }
        try deferred.finishDeferredWork()
        XCTAssertEqual(deferred.optimizationRuns, runs + 1)
        try deferred.finishDeferredWork()
        XCTAssertEqual(deferred.optimizationRuns, runs + 1, "nothing left to finish")
        for id in 0...(2 * n) {
            XCTAssertEqual(deferred.value(ofID: id), immediate.value(ofID: id), accuracy: 1e-9)
        }
        XCTAssertEqual(deferred.value(ofID: 2 * n), 50 * Double(n), accuracy: 1e-9)

        // Any later operation finishes it first: a constant change here.
        let (changed, changedTags, origin) = try makeRow()
        for tag in changedTags { try changed.remove(tag: tag, deferringOptimization: true) }
        try changed.updateConstant(ofTag: origin, to: -7)
        XCTAssertEqual(changed.value(ofID: 0), 7, accuracy: 1e-9)
        XCTAssertEqual(changed.value(ofID: 2 * n), 7 + 50 * Double(n), accuracy: 1e-9)
    }

    func testTagsChangeConstantsAndPrioritiesAndRemove() throws {
        let (x, y) = (0, 1)
        var batch = ConstraintBatch()
        batch.append(term(x), constant: -10, relation: .equal, priority: .required)
        batch.append(term(y), constant: -20, relation: .equal, priority: .weak)
        batch.append(term(y), constant: -40, relation: .equal, priority: .medium)
        let solver = makeSolver()
        var tags: [Int32] = []
        try solver.add(batch, newVariables: 2, tags: &tags)
        XCTAssertEqual(solver.value(ofID: y), 40, accuracy: 1e-9)

        try solver.updateConstant(ofTag: tags[0], to: -25)
        XCTAssertEqual(solver.value(ofID: x), 25, accuracy: 1e-9)
        try solver.updatePriority(ofTag: tags[1], to: .strong)
        XCTAssertEqual(solver.value(ofID: y), 20, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.updatePriority(ofTag: tags[0], to: .strong)) { error in
            guard case .requiredPriorityChange(let constraint, to: .strong)? = error as? SolverError else {
                return XCTFail("\(error)")
            }
            // Materialized from the record, with the constant now in force.
            XCTAssertEqual(constraint.description, "v0 == 25")
        }

        try solver.remove(tag: tags[1])
        XCTAssertEqual(solver.value(ofID: y), 40, accuracy: 1e-9)
        XCTAssertNil(solver.recordedTermCount(ofTag: tags[1]))
        try solver.remove(tag: tags[2])
        // No constraint mentions y any more: the solver forgot it.
        XCTAssertNil(solver.handle(ofID: y))
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertThrowsError(try solver.remove(tag: tags[2])) { error in
            XCTAssertEqual(error as? SolverError, .misuse(.unknownTag(tags[2])))
        }
    }

    func testAConflictNamesTheFailingIndexAndAMinimalSetOfTags() throws {
        let (x, y, z) = (0, 1, 2)
        var batch = ConstraintBatch()
        batch.append(term(x), constant: -10, relation: .greaterThanOrEqual, priority: .required)  // x >= 10
        batch.append(term(z), constant: -3, relation: .equal, priority: .required)  // z == 3, unrelated
        batch.append(term(y), constant: 0, relation: .greaterThanOrEqual, priority: .required)  // y >= 0
        batch.append([term(x), term(y)], constant: -5, relation: .equal, priority: .required)  // x + y == 5
        batch.append(term(z), constant: -9, relation: .lessThanOrEqual, priority: .required)  // z <= 9
        let solver = makeSolver()
        var tags: [Int32] = []
        XCTAssertThrowsError(try solver.add(batch, newVariables: 3, tags: &tags)) { error in
            guard case .unsatisfiable(let index, let conflicts)? = error as? RawAddFailure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(index, 3)
            XCTAssertEqual(conflicts, [tags[0], tags[2]])
        }
        // The three before the failing one are in, solved; the failing one and the one after are not.
        XCTAssertEqual(tags.count, 3)
        XCTAssertEqual(solver.constraintCount, 3)
        XCTAssertEqual(solver.value(ofID: z), 3, accuracy: 1e-9)

        // Broken below required, the failing constraint joins and loses to the required ones.
        let broken = try solver.add(batch, at: 3, priority: .strong)
        XCTAssertEqual(solver.value(ofID: x) + solver.value(ofID: y), 10, accuracy: 1e-9)
        // The rest of the batch goes on from after it.
        try solver.add(batch, from: 4, newVariables: 0, tags: &tags)
        XCTAssertEqual(tags.count, 4)
        XCTAssertEqual(solver.constraintCount, 5)
        XCTAssertNotNil(solver.recordedTermCount(ofTag: broken))
    }

    func testReplacingATagBreaksAnOlderMemberInstead() throws {
        let (x, y) = (0, 1)
        var batch = ConstraintBatch()
        batch.append([term(x), term(y, -1)], constant: -20, relation: .equal, priority: .required)  // x == y + 20
        batch.append(term(y), constant: -5, relation: .equal, priority: .required)  // y == 5
        batch.append(term(x), constant: -10, relation: .equal, priority: .required)  // x == 10
        let solver = makeSolver()
        var tags: [Int32] = []
        XCTAssertThrowsError(try solver.add(batch, newVariables: 2, tags: &tags))
        XCTAssertEqual(tags.count, 2)
        // The first one is lowered; the failing one then fits.
        let lowered = try solver.replace(tag: tags[0], priority: .strong)
        XCTAssertEqual(solver.recordedTermCount(ofTag: lowered), 2)
        try solver.add(batch, from: 2, newVariables: 0, tags: &tags)
        XCTAssertEqual(solver.value(ofID: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(ofID: y), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 3)
    }

    func testARefusedConstraintIsDescribedAsAnObject() {
        let x = 0
        var batch = ConstraintBatch()
        batch.append(term(x), constant: -1, relation: .equal, priority: .required)
        batch.append(term(x, 2), constant: .infinity, relation: .lessThanOrEqual, priority: .required)
        batch.append(term(x), constant: 0, relation: .equal, priority: Strength(0))
        let solver = makeSolver()
        var tags: [Int32] = []
        XCTAssertThrowsError(try solver.add(batch, newVariables: 1, tags: &tags)) { error in
            guard case .refused(1, .nonFiniteConstraint(let constraint))? = error as? RawAddFailure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(constraint.description, "2 * v0 <= -inf")
        }
        XCTAssertThrowsError(try solver.add(batch, at: 2)) { error in
            guard case .refused(2, .invalidPriority(let constraint))? = error as? RawAddFailure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(constraint.priority, Strength(0))
        }
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertEqual(solver.value(ofID: x), 1, accuracy: 1e-9)
    }

    func testRecordsStayRightAfterChurnClosesTheirHoles() throws {
        // 200 pins, then a chain v0 = 0, v1 = v0 + 1, ... whose records sit after theirs. Removing the
        // pins makes the store rewrite itself, moving the chain's records to the front; a conflict's
        // explanation then replays the chain from where its records moved.
        let pins = Array(0..<200)
        let chain = Array(200..<204)
        var batch = ConstraintBatch()
        for (i, pin) in pins.enumerated() {
            batch.append([term(pin)], constant: -Double(i), relation: .equal, priority: .required)
        }
        batch.append(term(chain[0]), constant: 0, relation: .equal, priority: .required)
        for i in 1..<4 {
            batch.append([term(chain[i]), term(chain[i - 1], -1)], constant: -1, relation: .equal, priority: .required)
        }
        let solver = makeSolver()
        var tags: [Int32] = []
        try solver.add(batch, newVariables: 204, tags: &tags)
        XCTAssertEqual(solver.value(ofID: chain[3]), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.value(ofID: pins[199]), 199, accuracy: 1e-9)
        for i in 0..<200 { try solver.remove(tag: tags[i]) }
        XCTAssertEqual(solver.constraintCount, 4)
        XCTAssertEqual(solver.recordedTermCount(ofTag: tags[203]), 2)
        solver.compact()

        var extra = ConstraintBatch()
        extra.append(term(chain[3]), constant: -7, relation: .equal, priority: .required)
        XCTAssertThrowsError(try solver.add(extra, at: 0)) { error in
            guard case .unsatisfiable(0, let conflicts)? = error as? RawAddFailure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(conflicts, Array(tags[200...203]))
        }
        // Described as an object, a member reads its terms from where its record moved.
        XCTAssertThrowsError(try solver.updatePriority(ofTag: tags[203], to: .strong)) { error in
            guard case .requiredPriorityChange(let constraint, to: .strong)? = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(constraint.description, "v203 - v202 == 1")
        }
        // Removing the chain's records, read from where they moved, releases its variables.
        for t in tags[200...203] { try solver.remove(tag: t) }
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertNil(solver.handle(ofID: chain[1]))
    }

    func testIdsAreEditedAndRetiredWithoutObjects() throws {
        // w (id 5) >= 10 and w <= 100; an edit moves it inside that range.
        var batch = ConstraintBatch()
        batch.append(term(5), constant: -10, relation: .greaterThanOrEqual, priority: .required)
        batch.append(term(5), constant: -100, relation: .lessThanOrEqual, priority: .required)
        let solver = makeSolver()
        var tags: [Int32] = []
        try solver.add(batch, newVariables: 1, tags: &tags)
        XCTAssertNotNil(solver.handle(ofID: 5))
        XCTAssertNil(solver.handle(ofID: 4))
        XCTAssertEqual(solver.value(ofID: 4), 0)

        XCTAssertFalse(solver.containsEditVariable(id: 5))
        try solver.addEditVariable(id: 5, priority: .strong)
        XCTAssertTrue(solver.containsEditVariable(id: 5))
        XCTAssertThrowsError(try solver.addEditVariable(id: 5, priority: .strong))
        try solver.suggestValue(60, forID: 5)
        XCTAssertEqual(solver.value(ofID: 5), 60, accuracy: 1e-9)
        solver.takeChangedTags(all: { _ in }, each: { _ in })
        try solver.suggestValue(70, forID: 5)
        // An edit that pivots nothing reports what it moved, under the ids.
        var reported: [Int] = []
        solver.takeChangedTags(all: { _ in XCTFail("an edit inside the range changes only w") }, each: { reported.append($0) })
        XCTAssertEqual(reported, [5])
        XCTAssertEqual(solver.value(ofID: 5), 70, accuracy: 1e-9)
        try solver.suggestValue(500, forID: 5)
        XCTAssertEqual(solver.value(ofID: 5), 100, accuracy: 1e-9)
        // The dump names the variable by its id, as conflict explanations do, and lists its edit.
        let dump = solver.dump()
        XCTAssertTrue(dump.contains("\n  v5 := 10 + s"), dump)
        XCTAssertTrue(dump.hasSuffix("Edit variables\n  v5 @750 = 100\n"), dump)

        // Retired with its constraints gone, the id names a new variable: no edit, no old value.
        for t in tags { try solver.remove(tag: t) }
        solver.retire(id: 5)
        XCTAssertFalse(solver.containsEditVariable(id: 5))
        XCTAssertNil(solver.handle(ofID: 5))
        XCTAssertEqual(solver.constraintCount, 0)
        var again = ConstraintBatch()
        again.append(term(5), constant: -7, relation: .equal, priority: .required)
        _ = try solver.add(again, at: 0)
        XCTAssertEqual(solver.value(ofID: 5), 7, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(1, forID: 5))
    }
}
