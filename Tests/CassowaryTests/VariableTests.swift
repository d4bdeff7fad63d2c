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

    /// Tags find symbols without hashing only while they are distinct: variables that share a tag, or
    /// carry one too large for the table, are found through the hash map, also after other tagged
    /// variables leave the solver and after the holder of their tag is replaced.
    func testSharedAndHugeTagsStillFindTheirVariables() throws {
        let alone = Solver()
        let huge = Variable("huge", tag: 1 << 40)
        try alone.add(huge == 30)
        XCTAssertEqual(alone.value(of: huge), 30)

        let solver = Solver()
        let first = Variable("first", tag: 5), second = Variable("second", tag: 5)
        try solver.add(first == 10)
        let secondPin = second == 20
        try solver.add(secondPin)
        XCTAssertEqual(solver.value(of: first), 10)
        XCTAssertEqual(solver.value(of: second), 20)
        // A tagged variable that leaves was never in the map: `first` must still be found there.
        let temporary = Variable("temporary", tag: 8) == 3
        try solver.add(temporary)
        try solver.remove(temporary)
        XCTAssertEqual(solver.value(of: first), 10)
        // The holder of tag 5 leaves and a new variable takes the tag; `first` is still its own.
        try solver.remove(secondPin)
        let third = Variable("third", tag: 5)
        try solver.add(third == first + 1)
        XCTAssertEqual(solver.value(of: third), 11)
        XCTAssertEqual(solver.value(of: first), 10)
        XCTAssertEqual(solver.value(of: second), 0)
        XCTAssertEqual(solver.value(of: Variable("unseen", tag: 5)), 0)
        XCTAssertEqual(solver.constraintCount, 2)
    }
}
