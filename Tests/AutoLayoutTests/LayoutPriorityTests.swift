import AutoLayout
import XCTest

final class LayoutPriorityTests: XCTestCase {
    func testValuesMatchUIKit() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(LayoutPriority.sceneSizeStayPut.rawValue, 500)
        XCTAssertEqual(LayoutPriority.dragThatCannotResizeScene.rawValue, 490)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
    }

    func testArithmeticOrderAndValidity() {
        XCTAssertEqual(LayoutPriority.defaultLow + 1, 251)
        XCTAssertEqual(LayoutPriority.required - 1, 999)
        XCTAssertLessThan(LayoutPriority(998), LayoutPriority(rawValue: 999))
        XCTAssertTrue(LayoutPriority(999.5).isValid)
        XCTAssertFalse(LayoutPriority(0).isValid)
        XCTAssertFalse(LayoutPriority(1000.5).isValid)
        XCTAssertTrue(LayoutPriority.required.isRequired)
        XCTAssertFalse(LayoutPriority(999.9).isRequired)
        XCTAssertEqual(LayoutPriority(750).description, "750")
        XCTAssertEqual(LayoutPriority(999.5).description, "999.5")
    }
}
