import XCTest
import Cassowary

final class ConstraintTests: XCTestCase {
    private let x = Variable("x"), y = Variable("y")

    func testRelationsMoveEverythingToTheLeft() {
        let c = x + 2 * y == 10
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.expression.constant, -10)
        XCTAssertTrue(c.isRequired)
        XCTAssertEqual((x >= y + 8).relation, .greaterThanOrEqual)
        XCTAssertEqual((x >= y + 8).expression.constant, -8)
        XCTAssertEqual((0.5 * x - 6 <= y).relation, .lessThanOrEqual)
    }

    func testEachRelationKeepsItsTermsConstantAndPriority() {
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            let expression = LinearExpression([Term(x, coefficient: 2), Term(y, coefficient: -0.25)], constant: 3.5)
            let c = Constraint(expression, relation, priority: 250)
            XCTAssertEqual(c.relation, relation)
            XCTAssertEqual(c.expression.terms.map(\.coefficient), [2, -0.25])
            XCTAssertTrue(c.expression.terms[0].variable === x && c.expression.terms[1].variable === y)
            XCTAssertEqual(c.expression.constant, 3.5)
            XCTAssertEqual(c.priority, 250)
            XCTAssertEqual(c.withPriority(.required).relation, relation)
        }
        let empty = Constraint(LinearExpression(7), .lessThanOrEqual)
        XCTAssertTrue(empty.expression.terms.isEmpty)
        XCTAssertEqual(empty.description, "0 <= -7")
    }

    func testWithPriorityMakesANewConstraint() {
        let c = x == 1
        let weak = c.withPriority(.weak)
        XCTAssertFalse(c === weak)
        XCTAssertEqual(weak.priority, .weak)
        XCTAssertFalse(weak.isRequired)
        XCTAssertEqual(c.priority, .required)
    }

    func testDescription() {
        XCTAssertEqual((x + 2 * y == 10).description, "x + 2 * y == 10")
        XCTAssertEqual((x >= y + 8).withPriority(750).description, "x - y >= 8 @750")
        XCTAssertEqual((x <= 0).withPriority(999.5).description, "x <= 0 @999.5")
    }
}
