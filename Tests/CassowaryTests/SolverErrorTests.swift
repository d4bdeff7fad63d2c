import XCTest
import Cassowary

final class SolverErrorTests: XCTestCase {
    private let x = Variable("x"), y = Variable("y")

    func testEqualityComparesCaseAndIdentity() {
        let c = x == 1
        XCTAssertEqual(SolverError.duplicateConstraint(c), .duplicateConstraint(c))
        XCTAssertNotEqual(SolverError.duplicateConstraint(c), .duplicateConstraint(x == 1))
        XCTAssertNotEqual(SolverError.duplicateConstraint(c), .unknownConstraint(c))
        XCTAssertEqual(SolverError.nonFiniteValue(x, .nan), .nonFiniteValue(x, .nan))
        XCTAssertEqual(SolverError.unsatisfiableConstant(c, constant: 2, conflicts: [c]), .unsatisfiableConstant(c, constant: 2, conflicts: [c]))
        XCTAssertNotEqual(SolverError.unsatisfiableConstant(c, constant: 2, conflicts: []), .unsatisfiableConstant(c, constant: 3, conflicts: []))
        XCTAssertNotEqual(SolverError.unsatisfiableConstant(c, constant: 2, conflicts: []), .unsatisfiable(c, conflicts: []))
    }

    func testMessagesNameTheOffendingObject() {
        let sum = x + y <= 5
        let a = x >= 10, b = y >= 0
        XCTAssertEqual(
            SolverError.unsatisfiable(sum, conflicts: [a, b]).description,
            "The constraint x + y <= 5 cannot hold together with: x >= 10; y >= 0.")
        // x + y <= 5 is x + y - 5 <= 0: the constant 3 makes it x + y <= -3.
        XCTAssertEqual(
            SolverError.unsatisfiableConstant(sum, constant: 3, conflicts: [a, b]).description,
            "The constraint x + y <= 5 cannot take the constant 3 (x + y <= -3): it could not hold together with: x >= 10; y >= 0.")
        XCTAssertEqual(SolverError.duplicateConstraint(a).description, "The constraint x >= 10 is already in the solver.")
        XCTAssertEqual(SolverError.unknownConstraint(a).description, "The constraint x >= 10 is not in the solver.")
        XCTAssertEqual(SolverError.duplicateEditVariable(x).description, "x is already an edit variable.")
        XCTAssertEqual(SolverError.unknownEditVariable(x).description, "x is not an edit variable.")
        XCTAssertEqual(SolverError.requiredEditVariable(x).description, "x cannot be an edit variable with required priority (1000).")
        XCTAssertEqual(SolverError.nonFiniteValue(x, .infinity).description, "The value inf for x is NaN or infinite.")
        XCTAssertEqual(
            SolverError.invalidPriority((x == 1).withPriority(0)).description,
            "The constraint x == 1 @0 has priority 0, outside (0, 1000].")
        XCTAssertEqual(SolverError.invalidEditPriority(x, 0).description, "The edit variable x has priority 0, outside (0, 1000).")
        XCTAssertEqual(
            SolverError.requiredPriorityChange(a, to: .strong).description,
            "The priority of x >= 10 cannot change from 1000 to 750: a change to or from required (1000) needs a remove and an add.")
    }
}
