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
}
