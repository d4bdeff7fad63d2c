import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Masonry's two distribution helpers on arrays of sibling views, with Masonry's frames.
final class DistributionTests: XCTestCase {
    func testFixedSpacingMakesEqualWidths() throws {
        let (root, log) = makeRoot()
        let views = (0..<3).map { _ in makeChild(of: root) }
        let made = try views.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
        // first: left; second: width, left; last: width, left, right.
        XCTAssertEqual(made.count, 6)
        for view in views { view.layout(log).makeConstraints { make in make.top.height.equalTo(10) } }
        root.layoutIfNeeded()
        let width: CGFloat = (375 - 20 - 30 - 20) / 3
        for (index, view) in views.enumerated() {
            assertFrame(view, 20 + CGFloat(index) * (width + 10), 10, width, 10)
        }
        XCTAssertEqual(root.constraints.filter { $0.firstAttribute == .width }.count, 2)
        XCTAssertTrue(log.diagnostics.isEmpty)
    }

    func testFixedSpacingVertically() throws {
        let (root, log) = makeRoot()
        let views = (0..<4).map { _ in makeChild(of: root) }
        try views.distributeViews(along: .vertical, fixedSpacing: 5, leadSpacing: 7, tailSpacing: 0)
        for view in views { view.layout(log).makeConstraints { make in make.left.width.equalTo(10) } }
        root.layoutIfNeeded()
        let height: CGFloat = (667 - 7 - 15) / 4
        for (index, view) in views.enumerated() {
            assertFrame(view, 10, 7 + CGFloat(index) * (height + 5), 10, height)
        }
    }

    func testFixedSpacingWithoutEqualSizesKeepsIntrinsicSizes() throws {
        let (root, _) = makeRoot(width: 300, height: 100)
        let views = [FixedSizeView(width: 50, height: 10), FixedSizeView(width: 80, height: 10), FixedSizeView(width: 100, height: 10)]
        for view in views { root.addSubview(view) }
        let made = try views.distributeViews(
            along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30, equalSizes: false)
        XCTAssertEqual(made.count, 4)
        for view in views { view.layout.makeConstraints { make in make.top.equalToSuperview() } }
        root.layoutIfNeeded()
        assertFrame(views[0], 20, 0, 50, 10)
        assertFrame(views[1], 80, 0, 80, 10)
        assertFrame(views[2], 170, 0, 100, 10)
        // Masonry's default forces the widths equal whatever the content.
        views[0].layout.remakeConstraints { make in make.top.equalToSuperview() }
        views[1].layout.remakeConstraints { make in make.top.equalToSuperview() }
        views[2].layout.remakeConstraints { make in make.top.equalToSuperview() }
        try views.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.width).map { ($0 * 1e6).rounded() / 1e6 }, Array(repeating: ((230.0 / 3) * 1e6).rounded() / 1e6, count: 3))
    }

    func testFixedItemLengthSpreadsTheGapsEvenly() throws {
        for width: CGFloat in [375, 500] {
            let (root, log) = makeRoot(width: width, height: 200)
            let views = (0..<4).map { _ in makeChild(of: root) }
            let made = try views.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
            XCTAssertEqual(made.count, 8)
            for view in views { view.layout(log).makeConstraints { make in make.top.height.equalTo(10) } }
            root.layoutIfNeeded()
            let gap = (width - 10 - 20 - 4 * 50) / 3
            for (index, view) in views.enumerated() {
                assertFrame(view, 10 + CGFloat(index) * (50 + gap), 10, 50, 10)
            }
            // The middle views hang on a multiplier of the superview's right, as in Masonry.
            let middle = root.constraints.filter { $0.firstItem === views[1] && $0.firstAttribute == .right }
            XCTAssertEqual(middle.map(\.multiplier), [1.0 / 3])
            XCTAssertEqual(middle.first?.constant ?? 0, (2.0 / 3) * 60 - 20.0 / 3, accuracy: 1e-9)
            XCTAssertTrue(log.diagnostics.isEmpty)
        }
    }

    func testFixedItemLengthVertically() throws {
        let (root, _) = makeRoot(width: 100, height: 400)
        let views = (0..<3).map { _ in makeChild(of: root) }
        try views.distributeViews(along: .vertical, fixedItemLength: 40, leadSpacing: 0, tailSpacing: 0)
        for view in views { view.layout.makeConstraints { make in make.left.width.equalTo(10) } }
        root.layoutIfNeeded()
        assertFrame(views[0], 10, 0, 10, 40)
        assertFrame(views[1], 10, 180, 10, 40)
        assertFrame(views[2], 10, 360, 10, 40)
    }
}
