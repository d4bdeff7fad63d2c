import AutoLayout
import Foundation
import XCTest

/// Layout margins: defaults, the system minimum, the safe area, preserved superview margins, direction.
final class ViewMarginsTests: XCTestCase {
    func testPreservedSuperviewMarginsTakeTheSmallestAdjustment() {
        let (root, _) = makeRoot(width: 320, height: 480)
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let container = makeSubview(of: root)
        container.layoutMargins = .zero
        container.preservesSuperviewLayoutMargins = true
        let child = makeSubview(of: container)
        activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 310),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Left 20 - 5, right 20 - 5, top 20 - 0; the bottom edge is far from the superview's margin.
        XCTAssertEqual(container.layoutMargins, EdgeInsets(top: 20, left: 15, bottom: 0, right: 15))
        assertFrame(child, 15, 20, 280, 80)
        container.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        assertFrame(child, 0, 0, 310, 100)
    }

    func testMarginsAreMeasuredFromTheSafeArea() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let view = View(frame: window.bounds)
        window.addSubview(view)
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testAControllersViewHasTheSystemMinimumMargins() {
        let (window, controller) = makeWindowAndController(width: 390, height: 844)
        let view: View = controller.view
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        view.layoutMargins = EdgeInsets(top: 5, left: 30, bottom: 5, right: 5)
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 5, left: 30, bottom: 5, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 5, left: 30, bottom: 5, right: 5))
        controller.viewRespectsSystemMinimumLayoutMargins = true
        window.size = CGSize(width: 1180, height: 820)
        window.layoutIfNeeded()
        XCTAssertEqual(window.horizontalSizeClass, .regular)
        XCTAssertEqual(controller.systemMinimumLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 5, left: 30, bottom: 5, right: 20))
    }

    func testDirectionalMarginsFollowTheViewsDirection() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // Margins given in left/right terms stay on their sides.
        view.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        view.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
    }

    func testMarginAttributesResolveThroughTheMarginsGuide() throws {
        let (root, _) = makeRoot(width: 200, height: 100)
        let child = makeSubview(of: root)
        activate([
            try LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            try LayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            try LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins,
                multiplier: 1, constant: 0),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutMargins = EdgeInsets(top: 10, left: 30, bottom: 30, right: 10)
        root.layoutIfNeeded()
        assertFrame(child, 30, 35, 160, 10)
    }
}
