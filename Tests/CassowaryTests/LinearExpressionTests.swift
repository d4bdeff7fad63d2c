import XCTest
import Cassowary

final class LinearExpressionTests: XCTestCase {
    private let x = Variable("x"), y = Variable("y")

    private func flat(_ e: LinearExpression) -> [String] {
        e.terms.map { "\($0.coefficient)\($0.variable.name)" } + ["\(e.constant)"]
    }

    func testOperatorsBuildTermsAndConstants() {
        XCTAssertEqual(flat(x + 2 * y - 10), ["1.0x", "2.0y", "-10.0"])
        XCTAssertEqual(flat(0.5 * x - 6), ["0.5x", "-6.0"])
        XCTAssertEqual(flat(-(x - y)), ["-1.0x", "1.0y", "-0.0"])
        XCTAssertEqual(flat((x + 4) * 3), ["3.0x", "12.0"])
        XCTAssertEqual(flat((x + 4) / 2), ["0.5x", "2.0"])
        XCTAssertEqual(flat(x / 4 + y), ["0.25x", "1.0y", "0.0"])
        XCTAssertEqual(flat(10 - x), ["-1.0x", "10.0"])
    }

    func testDescriptionReadsAsWritten() {
        XCTAssertEqual((x + 2 * y - 10).description, "x + 2 * y - 10")
        XCTAssertEqual((-x + 0.5 * y).description, "-x + 0.5 * y")
        XCTAssertEqual(LinearExpression(3).description, "3")
        XCTAssertEqual(Term(x, coefficient: 2).description, "2 * x")
    }

    func testFiniteness() {
        XCTAssertTrue((x + 1).isFinite)
        XCTAssertFalse(LinearExpression(Double.nan * x).isFinite)
        XCTAssertFalse((x + .infinity).isFinite)
    }
}
