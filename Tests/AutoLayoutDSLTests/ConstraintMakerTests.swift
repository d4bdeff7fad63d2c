import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// The maker's attributes and aggregates, with exact frames in both layout directions.
final class ConstraintMakerTests: XCTestCase {
    private let directions: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
    /// Keeps each test's windows alive until the test ends.
    private var windows: [Window] = []

    private func frame(
        _ direction: UserInterfaceLayoutDirection, configure: (View) -> Void = { _ in },
        _ closure: (ConstraintMaker) -> Void
    ) -> (View, ReportLog) {
        let (window, root, log) = makeWindowRoot(direction: direction)
        windows.append(window)
        configure(root)
        let box = makeChild(of: root, "box")
        box.layout(log).makeConstraints(closure)
        window.layoutIfNeeded()
        XCTAssertTrue(log.errors.isEmpty, "\(log.texts)")
        XCTAssertTrue(log.diagnostics.isEmpty, "\(log.diagnostics)")
        return (box, log)
    }

    func testEdgesAreLeftTopRightBottomInBothDirections() {
        for direction in directions {
            let (box, _) = frame(direction) { $0.edges.equalToSuperview().inset(10) }
            assertFrame(box, 10, 10, 355, 647)
            XCTAssertEqual(box.superview?.constraints.map(\.firstAttribute), [.left, .top, .right, .bottom])
        }
    }

    func testHorizontalAndVerticalEdges() {
        for direction in directions {
            let (box, _) = frame(direction) { make in
                make.horizontalEdges.equalToSuperview().inset(EdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
                make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
            }
            assertFrame(box, 5, 20, 355, 607)
        }
    }

    func testDirectionalEdgesFollowTheViewsDirection() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        let (ltr, _) = frame(.leftToRight) { $0.directionalEdges.equalToSuperview().inset(insets) }
        assertFrame(ltr, 10, 1, 335, 664)
        let (rtl, _) = frame(.rightToLeft) { $0.directionalEdges.equalToSuperview().inset(insets) }
        assertFrame(rtl, 30, 1, 335, 664)
        XCTAssertEqual(rtl.superview?.constraints.map(\.firstAttribute), [.top, .bottom, .leading, .trailing])
    }

    func testDirectionalHorizontalAndVerticalEdges() {
        for (direction, x) in [(UserInterfaceLayoutDirection.leftToRight, 12.0), (.rightToLeft, 375 - 12 - 300.0)] {
            let (box, _) = frame(direction) { make in
                make.directionalHorizontalEdges.equalToSuperview().inset(
                    DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 63))
                make.directionalVerticalEdges.equalToSuperview().inset(30)
            }
            assertFrame(box, CGFloat(x), 30, 300, 607)
        }
    }

    func testSingleEdgesAndLeadingTrailing() {
        for (direction, x) in [(UserInterfaceLayoutDirection.leftToRight, 10.0), (.rightToLeft, 315.0)] {
            let (box, _) = frame(direction) { make in
                make.leading.equalToSuperview().offset(10)
                make.top.equalToSuperview().offset(20)
                make.width.equalTo(50)
                make.height.equalTo(60)
            }
            assertFrame(box, CGFloat(x), 20, 50, 60)
        }
        let (pinned, _) = frame(.rightToLeft) { make in
            make.right.bottom.equalToSuperview().offset(-5)
            make.trailing.equalToSuperview().offset(-100)
            make.height.equalTo(10)
        }
        assertFrame(pinned, 100, 652, 270, 10)
    }

    func testSizeAndCenter() {
        for direction in directions {
            let (box, _) = frame(direction) { make in
                make.center.equalToSuperview()
                make.size.equalTo(CGSize(width: 100, height: 50))
            }
            assertFrame(box, 137.5, 308.5, 100, 50)
        }
        // A point is measured from the superview's left and top, as in SnapKit.
        let (point, _) = frame(.leftToRight) { make in
            make.center.equalTo(CGPoint(x: 50, y: 60))
            make.size.equalTo(CGSize(width: 20, height: 10))
        }
        assertFrame(point, 40, 55, 20, 10)
        XCTAssertEqual(point.superview?.constraints.map(\.secondAttribute), [.left, .top])
        let (axes, _) = frame(.leftToRight) { make in
            make.centerX.equalToSuperview().offset(-10)
            make.centerY.equalToSuperview().multipliedBy(0.5)
            make.width.height.equalTo(40)
        }
        assertFrame(axes, 157.5, 146.75, 40, 40)
    }

    func testMarginsAndDirectionalMargins() {
        let margins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        for direction in directions {
            let (window, root, log) = makeWindowRoot(direction: direction)
            root.layoutMargins = margins
            let edges = makeChild(of: root)
            edges.layout(log).makeConstraints { $0.edges.equalTo(root.layout.margins) }
            let directional = makeChild(of: root)
            directional.layout(log).makeConstraints { $0.directionalEdges.equalTo(root.layout.directionalMargins) }
            window.layoutIfNeeded()
            assertFrame(edges, 20, 10, 315, 627)
            assertFrame(directional, 20, 10, 315, 627)
            XCTAssertEqual(
                root.constraints.filter { $0.firstItem === edges }.map(\.secondAttribute),
                [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
            XCTAssertEqual(
                root.constraints.filter { $0.firstItem === directional }.map(\.secondAttribute),
                [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
            XCTAssertTrue(log.errors.isEmpty)
        }
        for direction in directions {
            let (box, _) = frame(direction, configure: { $0.layoutMargins = margins }) { make in
                make.leftMargin.equalToSuperview().offset(0)
                make.topMargin.equalToSuperview()
                make.rightMargin.equalToSuperview()
                make.bottomMargin.equalToSuperview()
            }
            // Its own margins are 8 on every side.
            assertFrame(box, 12, 2, 331, 643)
        }
        let (rtl, _) = frame(.rightToLeft, configure: { $0.layoutMargins = margins }) { make in
            make.leadingMargin.trailingMargin.equalToSuperview()
            make.top.bottom.equalToSuperview()
        }
        assertFrame(rtl, 12, 0, 331, 667)
        let (directional, _) = frame(.rightToLeft, configure: { $0.layoutMargins = margins }) { make in
            make.directionalMargins.equalToSuperview()
        }
        assertFrame(directional, 12, 2, 331, 643)
        let (plain, _) = frame(.leftToRight, configure: { $0.layoutMargins = margins }) { make in
            make.margins.equalToSuperview()
        }
        assertFrame(plain, 12, 2, 331, 643)
    }

    func testCenterWithinMargins() {
        let (box, _) = frame(.leftToRight, configure: { $0.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40) }) {
            make in
            make.centerWithinMargins.equalToSuperview()
            make.size.equalTo(10)
        }
        assertFrame(box, 172.5, 318.5, 10, 10)
        let (axes, _) = frame(.leftToRight, configure: { $0.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40) }) {
            make in
            make.centerXWithinMargins.equalToSuperview()
            make.centerYWithinMargins.equalToSuperview().offset(1)
            make.size.equalTo(10)
        }
        assertFrame(axes, 172.5, 319.5, 10, 10)
    }

    func testBaselinesOfViewsWithoutTextAreTheirEdges() {
        let (box, _) = frame(.leftToRight) { make in
            make.lastBaseline.equalToSuperview().offset(-10)
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        assertFrame(box, 0, 637, 20, 20)
        let (first, _) = frame(.leftToRight) { make in
            make.firstBaseline.equalToSuperview().offset(10)
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        assertFrame(first, 0, 10, 20, 20)
    }

    func testChainOrderDoesNotChangeTheConstraints() {
        let (root, log) = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        a.layout(log).makeConstraints { $0.bottom.width.top.left.equalToSuperview() }
        b.layout(log).makeConstraints { $0.left.top.width.bottom.equalToSuperview() }
        XCTAssertEqual(root.constraints.filter { $0.firstItem === a }.map(\.firstAttribute), [.left, .top, .bottom, .width])
        XCTAssertEqual(root.constraints.filter { $0.firstItem === b }.map(\.firstAttribute), [.left, .top, .bottom, .width])
    }
}
