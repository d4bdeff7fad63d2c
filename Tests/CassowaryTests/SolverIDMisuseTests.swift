import XCTest
import Cassowary

/// Misuse of the id-based API is the caller's mistake, reported as such (``SolverError/misuse(_:)``)
/// with the tag or id, never as an internal inconsistency; the solver is left as it was.
final class SolverIDMisuseTests: XCTestCase {
    private func pin(_ id: Int, _ value: Double, _ priority: Strength = .required) -> ConstraintBatch {
        var batch = ConstraintBatch()
        batch.append(RawTerm(variable: id, coefficient: 1), constant: -value, relation: .equal, priority: priority)
        return batch
    }

    private func assertMisuse(
        _ expected: SolverError.IDMisuse, _ message: String, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? SolverError, .misuse(expected), file: file, line: line)
            XCTAssertEqual((error as? SolverError)?.description, message, file: file, line: line)
        }
    }

    func testUnknownTagsAndConstants() throws {
        let solver = SolverCore()
        solver.checksInvariants = true
        let tag = try solver.add(pin(0, 10), at: 0)
        let gone = try solver.add(pin(1, 5, .weak), at: 0)
        try solver.remove(tag: gone)
        assertMisuse(.unknownTag(gone), "No constraint in the solver has the tag \(gone).") {
            try solver.remove(tag: gone)
        }
        assertMisuse(.unknownTag(gone), "No constraint in the solver has the tag \(gone).") {
            try solver.updateConstant(ofTag: gone, to: 3)
        }
        assertMisuse(.unknownTag(99), "No constraint in the solver has the tag 99.") {
            try solver.updatePriority(ofTag: 99, to: .weak)
        }
        assertMisuse(.unknownTag(99), "No constraint in the solver has the tag 99.") {
            _ = try solver.replace(tag: 99, priority: .weak)
        }
        assertMisuse(
            .constantOutOfRange(tag, constant: -1e20),
            "The constraint tagged \(tag) cannot take the constant -1e+20: it must be finite and at most 1000000000 in magnitude."
        ) { try solver.updateConstant(ofTag: tag, to: -1e20) }
        assertMisuse(
            .constantOutOfRange(tag, constant: .nan),
            "The constraint tagged \(tag) cannot take the constant nan: it must be finite and at most 1000000000 in magnitude."
        ) { try solver.updateConstant(ofTag: tag, to: .nan) }
        XCTAssertEqual(solver.value(ofID: 0), 10)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testEditsByID() throws {
        let solver = SolverCore()
        solver.checksInvariants = true
        _ = try solver.add(pin(0, 10, .weak), at: 0)
        assertMisuse(.unknownEdit(id: 0), "Variable 0 is not editable.") { try solver.suggestValue(4, forID: 0) }
        assertMisuse(.unknownEdit(id: 0), "Variable 0 is not editable.") { try solver.removeEditVariable(id: 0) }
        assertMisuse(
            .invalidEditPriority(id: 0, .required),
            "Variable 0 cannot be edited at priority \(Strength.required): an edit's priority is inside (0, 1000)."
        ) { try solver.addEditVariable(id: 0, priority: .required) }
        try solver.addEditVariable(id: 0, priority: .strong)
        assertMisuse(.duplicateEdit(id: 0), "Variable 0 is already editable.") {
            try solver.addEditVariable(id: 0, priority: .medium)
        }
        assertMisuse(
            .valueOutOfRange(id: 0, .infinity),
            "The value inf for variable 0 must be finite and at most 1000000000 in magnitude."
        ) { try solver.suggestValue(.infinity, forID: 0) }
        try solver.suggestValue(42, forID: 0)
        XCTAssertEqual(solver.value(ofID: 0), 42, accuracy: 1e-9)
        try solver.removeEditVariable(id: 0)
        XCTAssertEqual(solver.value(ofID: 0), 10, accuracy: 1e-9)
    }
}
