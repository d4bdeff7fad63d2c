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

    func testTagIsTheClientsAndSurvivesSolving() throws {
        let a = Variable("a", tag: 41), b = Variable("b")
        XCTAssertEqual(a.tag, 41)
        XCTAssertEqual(b.tag, 0)
        let solver = Solver()
        let sum: Constraint = a + b == 10
        try solver.add(sum)
        try solver.add(a == 4)
        XCTAssertEqual(solver.takeChangedVariables().map(\.tag).sorted(), [0, 41])
        XCTAssertEqual(solver.value(of: b), 6)
    }
}
