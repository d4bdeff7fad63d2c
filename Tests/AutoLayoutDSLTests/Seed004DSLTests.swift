import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Seed 004's SnapKit examples.
final class Seed004DSLTests: XCTestCase {
    func testButtonCentredWithFixedSize() {
        let (root, log) = makeRoot()
        let button = makeChild(of: root)
        button.layout.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.height.equalTo(100)
        }
        root.layoutIfNeeded()
        assertFrame(button, 137.5, 283.5, 100, 100)
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(button.constraints.count, 2)
        XCTAssertTrue(log.diagnostics.isEmpty)
    }

    func testWidthAtEightyPercentOfTheSuperview() {
        let (root, _) = makeRoot()
        let button = makeChild(of: root)
        button.layout.makeConstraints { make in
            make.width.equalTo(root).multipliedBy(0.8)
            make.left.top.equalToSuperview()
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        assertFrame(button, 0, 0, 300, 44)
    }
}
