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

    // MARK: Scrolling and constraints that cross the scroll view

    /// A 300 × 300 scroll view at the root's top left, its content 300 × 1000, and `badge`, 20 × 20, a
    /// subview of the scroll view (of the root when `outside`) placed by `constraints(badge, scroll, root)`.
    private func makeScrollingTree(
        outside: Bool = false, _ constraints: (View, ScrollView, View) -> [LayoutConstraint]
    ) -> (root: View, scroll: ScrollView, badge: View) {
        let (root, _) = makeRoot(width: 300, height: 300)
        let scroll = addSubview(ScrollView(), to: root)
        let content = makeSubview(of: scroll)
        let badge = makeSubview(of: outside ? root : scroll)
        activate([
            scroll.leftAnchor.constraint(equalTo: root.leftAnchor), scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 300), scroll.heightAnchor.constraint(equalToConstant: 300),
            content.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.rightAnchor.constraint(equalTo: scroll.contentLayoutGuide.rightAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 300), content.heightAnchor.constraint(equalToConstant: 1000),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ] + constraints(badge, scroll, root))
        root.layoutIfNeeded()
        return (root, scroll, badge)
    }

    func testAViewPinnedToTheFrameLayoutGuideStaysPutWhileTheContentScrolls() {
        // frameLayoutGuide is "based on the untransformed frame rectangle of the scroll view", not on
        // its content: a badge pinned to it keeps its place on screen whatever the offset.
        let (root, scroll, badge) = makeScrollingTree { badge, scroll, _ in
            [
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            ]
        }
        assertRect(badge.convert(badge.bounds, to: root), CGRect(x: 270, y: 10, width: 20, height: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        assertFrame(badge, 270, 210, 20, 20)
        assertRect(badge.convert(badge.bounds, to: root), CGRect(x: 270, y: 10, width: 20, height: 20))
        assertRect(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 200, width: 300, height: 300))
        scroll.contentOffset = .zero
        root.layoutIfNeeded()
        assertFrame(badge, 270, 10, 20, 20)
    }

    func testAViewInsideAScrollViewPinnedToAViewOutsideStaysPutWhileTheContentScrolls() {
        // Constraint numbers are read in the coordinates of the view that holds the constraint (the
        // root): the badge's place there includes the scroll view's offset, as convert(_:to:) has it.
        let (root, scroll, badge) = makeScrollingTree { badge, _, root in
            [
                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                badge.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            ]
        }
        assertFrame(badge, 20, 40, 20, 20)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        root.layoutIfNeeded()
        assertFrame(badge, 20, 190, 20, 20)
        assertRect(badge.convert(badge.bounds, to: root), CGRect(x: 20, y: 40, width: 20, height: 20))
    }

    func testAViewOutsidePinnedToTheContentGuideMovesWithTheContent() {
        // The other way round: a sibling of the scroll view follows the content's top as it scrolls.
        let (root, scroll, follower) = makeScrollingTree(outside: true) { follower, scroll, root in
            [
                follower.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 50),
                follower.leftAnchor.constraint(equalTo: root.leftAnchor),
            ]
        }
        assertFrame(follower, 0, 50, 20, 20)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        root.layoutIfNeeded()
        assertFrame(follower, 0, 20, 20, 20)
    }
}
