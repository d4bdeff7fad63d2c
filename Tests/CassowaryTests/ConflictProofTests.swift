import XCTest
@testable import Cassowary

/// The proof a failing required row carries (``ConflictProof``), and the solver's check of it against
/// the constraints' own terms.
final class ConflictProofTests: XCTestCase {
    /// `x + y == 10` and `x >= 8`, then `y >= 5` (raw terms `y`, constant -5) added to the tableau
    /// directly: its failure, with the symbol of `y` and the two constraints.
    private func failingAdd() throws -> (solver: Solver, failure: TableauFailure, y: Int32, sum: Constraint, atLeast8: Constraint) {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        let atLeast8 = x >= 8
        try solver.add(sum)
        try solver.add(atLeast8)
        let symbol = try XCTUnwrap(solver.existingSymbol(for: y))
        var terms = TermList()
        terms.append((symbol, 1))
        let result = solver.core.tableau.add(rawTerms: &terms, constant: -5, relation: .greaterThanOrEqual, priority: 1000)
        guard case .failure(let failure) = result else {
            XCTFail("y >= 5 was added")
            throw CancellationError()
        }
        return (solver, failure, symbol, sum, atLeast8)
    }

    /// Whether `solver` certifies `proof` for `y >= 5`.
    private func certifies(_ solver: Solver, _ proof: ConflictProof, y: Int32) -> Bool {
        var terms = TermList()
        terms.append((y, 1))
        return solver.core.certifies(proof, failing: terms, count: 1, constant: -5)
    }

    func testTheFailingRowWeighsEachConstraintByItsMarker() throws {
        let (solver, failure, _, sum, atLeast8) = try failingAdd()
        guard case .unsatisfiable(let support, let proof?) = failure else { return XCTFail("\(failure)") }
        XCTAssertEqual(support.map { solver.constraint(forTag: $0).map(ObjectIdentifier.init) }, [ObjectIdentifier(sum), ObjectIdentifier(atLeast8)])
        // −(y − 5 − s) + (x + y − 10 + d) − (x − 8 − s′) = 3 + s + d + s′.
        XCTAssertEqual(proof.constant, 3, accuracy: 1e-12)
        XCTAssertEqual(proof.failingMultiplier, -1, accuracy: 1e-12)
        let multipliers = Dictionary(uniqueKeysWithValues: proof.multipliers.map { (ObjectIdentifier(solver.constraint(forTag: $0.tag)!), $0.multiplier) })
        XCTAssertEqual(multipliers, [ObjectIdentifier(sum): 1, ObjectIdentifier(atLeast8): -1])
    }

    func testTheSolverCertifiesAProofWhoseTermsCancel() throws {
        let (solver, failure, y, _, _) = try failingAdd()
        guard case .unsatisfiable(_, let proof?) = failure else { return XCTFail("\(failure)") }
        XCTAssertTrue(certifies(solver, proof, y: y))
    }

    func testTheSolverRefusesAProofWhoseTermsDoNotCancel() throws {
        let (solver, failure, y, _, _) = try failingAdd()
        guard case .unsatisfiable(_, let proof?) = failure else { return XCTFail("\(failure)") }
        // One multiplier off by a thousandth: `x` no longer cancels.
        let skewed = ConflictProof(
            constant: proof.constant, failingMultiplier: proof.failingMultiplier,
            multipliers: proof.multipliers.enumerated().map { $0.offset == 0 ? ($0.element.tag, $0.element.multiplier * 1.001) : $0.element })
        XCTAssertFalse(certifies(solver, skewed, y: y))
        // A constraint left out of the proof: `x` and `y` no longer cancel.
        let partial = ConflictProof(
            constant: proof.constant, failingMultiplier: proof.failingMultiplier, multipliers: Array(proof.multipliers.dropLast()))
        XCTAssertFalse(certifies(solver, partial, y: y))
        // The right multipliers, the wrong constant.
        let offConstant = ConflictProof(constant: 2, failingMultiplier: proof.failingMultiplier, multipliers: proof.multipliers)
        XCTAssertFalse(certifies(solver, offConstant, y: y))
    }

    func testAConflictThroughTheSolverNamesTheSameConstraints() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        let atLeast8 = x >= 8
        let atLeast5 = y >= 5
        try solver.add(sum)
        try solver.add(atLeast8)
        XCTAssertThrowsError(try solver.add(atLeast5)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(atLeast5, conflicts: [sum, atLeast8]))
        }
        XCTAssertEqual(solver.value(of: x), 8, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 2, accuracy: 1e-9)
    }
}
