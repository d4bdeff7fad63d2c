import AutoLayout
import AutoLayoutDSL
import XCTest

/// SnapKit's priority names.
final class LayoutPriorityDSLTests: XCTestCase {
    func testSnapKitPriorityNames() {
        XCTAssertEqual(LayoutPriority.high.rawValue, 750)
        XCTAssertEqual(LayoutPriority.medium.rawValue, 500)
        XCTAssertEqual(LayoutPriority.low.rawValue, 250)
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
    }
}
