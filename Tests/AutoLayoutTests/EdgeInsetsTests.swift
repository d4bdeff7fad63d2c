import AutoLayout
import Foundation
import XCTest

final class EdgeInsetsTests: XCTestCase {
    func testInsetAndDescription() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(insets.inset(CGRect(x: 0, y: 0, width: 100, height: 50)), CGRect(x: 2, y: 1, width: 94, height: 46))
        XCTAssertEqual(insets.description, "{1, 2, 3, 4}")
        XCTAssertEqual(EdgeInsets.zero, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    func testDirectionalInsetsResolveByDirection() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.resolved(rightToLeft: false), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(insets.resolved(rightToLeft: true), EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(insets.description, "{1, 2, 3, 4}")
        XCTAssertEqual(DirectionalEdgeInsets.zero.resolved(rightToLeft: true), .zero)
    }
}
