import AutoLayout
import Foundation
import XCTest

/// Scroll views: content size set by hand, offsets, inset adjustment.
final class ScrollViewTests: XCTestCase {
    func testContentSizeAndOffsetWithoutConstraints() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 100, height: 1000))
        let child = View(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 250))
        XCTAssertEqual(child.frame.minY, 300)
        XCTAssertEqual(child.convert(CGPoint.zero, to: scrollView.superview), CGPoint(x: 0, y: 50))
    }

    func testAdjustedContentInsetAddsTheSafeArea() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let scrollView = ScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 390, height: 500)
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    }

    func testMarginsOfAScrollViewFromInsideInsetTheContentArea() {
        let (root, log) = makeRoot(width: 300, height: 400)
        let scrollView = ScrollView(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = makeSubview(of: scrollView)
        activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.widthAnchor.constraint(equalTo: root.widthAnchor),
            scrollView.heightAnchor.constraint(equalTo: root.heightAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 900),
            try! LayoutConstraint(
                item: scrollView, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom,
                multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        assertFrame(content, 8, 0, 100, 900)
        XCTAssertTrue(log.entries.isEmpty)
        // The bottom margin is measured from the content's bottom: 900 + 8.
        XCTAssertEqual(scrollView.contentSize.height, 908)
    }
}
