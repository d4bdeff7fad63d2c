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
