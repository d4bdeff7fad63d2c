import XCTest
import Cassowary

final class StrengthTests: XCTestCase {
    func testNamedValues() {
        XCTAssertEqual(Strength.required.rawValue, 1000)
        XCTAssertEqual(Strength.strong.rawValue, 750)
        XCTAssertEqual(Strength.medium.rawValue, 500)
        XCTAssertEqual(Strength.weak.rawValue, 250)
    }

    func testValidityAndOrder() {
        XCTAssertTrue(Strength(0.5).isValid)
        XCTAssertTrue(Strength(1000).isValid)
        XCTAssertFalse(Strength(0).isValid)
        XCTAssertFalse(Strength(1000.01).isValid)
        XCTAssertFalse(Strength(.nan).isValid)
        XCTAssertTrue(Strength(999.5) > Strength(999))
        XCTAssertTrue(Strength.required.isRequired)
        XCTAssertFalse(Strength(999.5).isRequired)
    }

    func testLiteralsAndDescription() {
        let a: Strength = 750
        let b: Strength = 999.5
        XCTAssertEqual(a, .strong)
        XCTAssertEqual(a.description, "750")
        XCTAssertEqual(b.description, "999.5")
    }
}
