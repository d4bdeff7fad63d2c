import XCTest
import Cassowary

final class VariableTests: XCTestCase {
    func testIdentityDefinesEquality() {
        let a = Variable("x"), b = Variable("x")
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }

    func testDescriptionUsesTheName() {
        XCTAssertEqual(Variable("width").description, "width")
        XCTAssertEqual(Variable("width").debugDescription, "Variable(width)")
        XCTAssertTrue(Variable().description.hasPrefix("v"))
    }

    /// A variable is found by its identity, also after others leave the solver and a new variable with
    /// the same name comes in.
    func testVariablesAreFoundByIdentityAsOthersComeAndGo() throws {
        let solver = Solver()
        let first = Variable("x"), second = Variable("x")
        try solver.add(first == 10)
        let secondPin = second == 20
        try solver.add(secondPin)
        XCTAssertEqual(solver.value(of: first), 10)
        XCTAssertEqual(solver.value(of: second), 20)
        let temporary = Variable("temporary") == 3
        try solver.add(temporary)
        try solver.remove(temporary)
        XCTAssertEqual(solver.value(of: first), 10)
        try solver.remove(secondPin)
        let third = Variable("x")
        try solver.add(third == first + 1)
        XCTAssertEqual(solver.value(of: third), 11)
        XCTAssertEqual(solver.value(of: first), 10)
        XCTAssertEqual(solver.value(of: second), 0)
        XCTAssertEqual(solver.value(of: Variable("x")), 0)
        XCTAssertEqual(solver.constraintCount, 2)
        XCTAssertEqual(Set(solver.takeChangedVariables()), [first, third])
    }
}
