// Seed snippets covered here: seed 001's four Masonry scroll-view examples as anchors (the box against
// an unsized content area, way 1 `contentSize` by hand, way 2 a background 200 larger, way 3 a
// background of the screen plus 200) and seed 000's two-page `frameLayoutGuide` / `contentLayoutGuide`
// block unchanged (contentGuideTwiceTheFrameGuideHigh). aScrollViewIsAUIView and
// adjustedContentInsetAddsTheWindowSafeArea cover no snippet.
import Testing
import UIKit

/// `UIScrollView` is a `UIView` with the engine's scrolling role: seed 001's scroll view examples in
/// UIKit's spellings (anchors in place of Masonry), and the content and frame guides.
@MainActor
struct UIScrollViewTests {
    /// The controller's view of seed 001: the main screen's size.
    func makeRoot() -> UIView {
        UIView(frame: UIScreen.main.bounds)
    }

    /// `make.edges.equalTo(self.view)`.
    func pinScrollView(_ scrollView: UIScrollView, to view: UIView) {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leftAnchor.constraint(equalTo: view.leftAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.rightAnchor.constraint(equalTo: view.rightAnchor),
        ])
    }

    @Test func aScrollViewIsAUIView() {
        let root = makeRoot()
        let scrollView = UIScrollView()
        let view: UIView = scrollView
        root.addSubview(view)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.addSubview(child)
        let views: [UIView] = [root, scrollView, child]
        #expect(views.count == 3)
        #expect(root.subviews.count == 1)
        #expect(root.subviews.first === scrollView)
        #expect(child.superview === scrollView)
        #expect(scrollView.subviews.first === child)
        #expect((child.superview as? UIScrollView) != nil)
        #expect(scrollView.isDescendant(of: root))
    }

    /// Seed 001's first example: a box pinned to the right and bottom of a scroll view that nothing
    /// gives a content size. Those edges are the content area's, whose size is zero, so the box sits
    /// outside the top-left corner, as the seed reports.
    @Test func boxAgainstTheContentEdgesOfAnUnsizedContentAreaLandsTopLeft() {
        let root = makeRoot()
        let scrollView = UIScrollView()
        pinScrollView(scrollView, to: root)
        let boxView = UIView()
        boxView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(boxView)
        NSLayoutConstraint.activate([
            boxView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            boxView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            boxView.widthAnchor.constraint(equalToConstant: 100),
            boxView.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(scrollView, 0, 0, 390, 844)
        expectFrame(boxView, -100, -100, 100, 100)
        #expect(scrollView.contentSize == .zero)
    }

    /// Seed 001, way 1: the box is pinned to the controller's view instead, and the content size is set
    /// by hand; the box stays at the screen's corner (it does not scroll with the content).
    @Test func boxPinnedToTheSuperviewWithAContentSizeSetByHand() {
        let root = makeRoot()
        let screenSize = UIScreen.main.bounds.size
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: screenSize.width + 200, height: screenSize.height)
        pinScrollView(scrollView, to: root)
        let boxView = UIView()
        boxView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(boxView)
        NSLayoutConstraint.activate([
            boxView.rightAnchor.constraint(equalTo: root.rightAnchor),
            boxView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            boxView.widthAnchor.constraint(equalToConstant: 100),
            boxView.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(boxView, 290, 744, 100, 100)
        #expect(scrollView.contentSize == CGSize(width: 590, height: 844))
        #expect(scrollView.adjustedContentInset == .zero)
    }

    /// Seed 001, way 2: a background view pinned to the scroll view's edges and 200 points larger than
    /// it gives the content size; the box pinned to the scroll view's right and bottom sits at the
    /// content's corner.
    @Test func backgroundLargerThanTheScrollViewSizesTheContent() {
        let root = makeRoot()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        pinScrollView(scrollView, to: root)
        let bgView = UIView()
        bgView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(bgView)
        let boxView = UIView()
        boxView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(boxView)
        NSLayoutConstraint.activate([
            bgView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            bgView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            bgView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            bgView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            bgView.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: 200),
            bgView.heightAnchor.constraint(equalTo: scrollView.heightAnchor, constant: 200),
            boxView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            boxView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            boxView.widthAnchor.constraint(equalToConstant: 100),
            boxView.heightAnchor.constraint(equalToConstant: 100),
        ])
        // A guide made after a layout pass is laid out by the next one: make it now.
        _ = scrollView.frameLayoutGuide
        root.layoutIfNeeded()
        expectFrame(scrollView, 0, 0, 390, 844)
        expectFrame(bgView, 0, 0, 590, 1044)
        expectFrame(boxView, 490, 944, 100, 100)
        #expect(scrollView.contentSize == CGSize(width: 590, height: 1044))
        expectRect(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 590, height: 1044))
        expectRect(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
        // Scrolling moves the bounds; the frames stay where the layout put them.
        scrollView.contentOffset = CGPoint(x: 200, y: 200)
        root.layoutIfNeeded()
        expectFrame(boxView, 490, 944, 100, 100)
        #expect(boxView.convert(CGPoint.zero, to: root) == CGPoint(x: 290, y: 744))
        #expect(root.layoutDiagnostics.isEmpty)
    }

    /// Seed 001, way 3: the background's size is given in points (the screen plus 200) instead.
    @Test func backgroundOfAFixedSizeSizesTheContent() {
        let root = makeRoot()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        pinScrollView(scrollView, to: root)
        let screenSize = UIScreen.main.bounds.size
        let bgView = UIView()
        bgView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(bgView)
        let boxView = UIView()
        boxView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(boxView)
        NSLayoutConstraint.activate([
            bgView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            bgView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            bgView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            bgView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            bgView.widthAnchor.constraint(equalToConstant: screenSize.width + 200),
            bgView.heightAnchor.constraint(equalToConstant: screenSize.height + 200),
            boxView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            boxView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            boxView.widthAnchor.constraint(equalToConstant: 100),
            boxView.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(bgView, 0, 0, 590, 1044)
        expectFrame(boxView, 490, 944, 100, 100)
        #expect(scrollView.contentSize == CGSize(width: 590, height: 1044))
    }

    /// The guides: a two-page vertical scroll view whose content guide is as wide as its frame guide and
    /// twice as tall, with a button centred in the content.
    @Test func contentGuideTwiceTheFrameGuideHigh() {
        let view = makeRoot()
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(button)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.widthAnchor.constraint(equalTo: view.widthAnchor),
            scrollView.frameLayoutGuide.heightAnchor.constraint(equalTo: view.heightAnchor),
            scrollView.frameLayoutGuide.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            scrollView.frameLayoutGuide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            scrollView.contentLayoutGuide.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor, multiplier: 2),
            button.centerXAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        view.layoutIfNeeded()
        expectFrame(scrollView, 0, 0, 390, 844)
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1688))
        expectFrame(button, 145, 822, 100, 44)
        #expect(scrollView.contentLayoutGuide.owningView === scrollView)
        #expect(view.layoutDiagnostics.isEmpty)
    }

    /// The safe area adds to the content inset on the edges the behaviour adjusts.
    @Test func adjustedContentInsetAddsTheWindowSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeArea = .custom(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }
}
