import AutoLayout
import Foundation
import XCTest

/// A window of a size and host safe area whose root controller's view fills it.
func makeWindow(width: CGFloat, height: CGFloat, safeArea: HostSafeArea = .none) -> (Window, View) {
    let (window, controller) = makeWindowAndController(width: width, height: height, safeArea: safeArea)
    return (window, controller.view)
}

/// A window and its root controller, whose view fills it.
func makeWindowAndController(width: CGFloat, height: CGFloat, safeArea: HostSafeArea = .none)
    -> (Window, ViewController)
{
    let window = Window(size: CGSize(width: width, height: height))
    window.safeArea = safeArea
    window.diagnosticHandler = { XCTFail("unexpected diagnostic: \($0.message)") }
    let controller = ViewController()
    window.rootViewController = controller
    return (window, controller)
}

/// Seed 000's guides: the bottom bar, the keyboard guide, scroll views, a custom guide, readable
/// content and margins changed at run time.
final class Seed000AcceptanceTests: XCTestCase {
    /// The bottom bar: flush with the host's bottom, its text field 5 pt below the bar's top and 5 pt
    /// above the safe area's bottom (or the keyboard), inside the bar's margins.
    private func makeBottomBar(in view: View, toKeyboard: Bool) -> (bar: View, field: FixedSizeView) {
        let bar = makeSubview(of: view, name: "bottomView")
        let field = FixedSizeView(width: 100, height: 30)
        bar.addSubview(field)
        let bottom = toKeyboard ? view.keyboardLayoutGuide.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
        activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 5),
            field.bottomAnchor.constraint(equalTo: bottom, constant: -5),
            field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
        ])
        return (bar, field)
    }

    func testBottomBarOnNotchedAndClassicHostsInBothOrientations() {
        // (host, size) → bar frame, field frame. The bar reaches into the unsafe bottom (and, in
        // landscape, the unsafe sides), so its margins grow by the part of the safe area it covers.
        let cases: [(HostSafeArea, CGSize, CGRect, CGRect)] = [
            (.notchedPhone, CGSize(width: 390, height: 844), CGRect(x: 0, y: 770, width: 390, height: 74),
             CGRect(x: 8, y: 775, width: 374, height: 30)),
            (.notchedPhone, CGSize(width: 844, height: 390), CGRect(x: 0, y: 329, width: 844, height: 61),
             CGRect(x: 55, y: 334, width: 734, height: 30)),
            (.classicPhone, CGSize(width: 375, height: 667), CGRect(x: 0, y: 627, width: 375, height: 40),
             CGRect(x: 8, y: 632, width: 359, height: 30)),
            (.classicPhone, CGSize(width: 667, height: 375), CGRect(x: 0, y: 335, width: 667, height: 40),
             CGRect(x: 8, y: 340, width: 651, height: 30)),
        ]
        for (host, size, barFrame, fieldFrame) in cases {
            let (window, view) = makeWindow(width: size.width, height: size.height, safeArea: host)
            let (bar, field) = makeBottomBar(in: view, toKeyboard: false)
            window.layoutIfNeeded()
            assertRect(bar.frame, barFrame)
            // The field's frame is in the bar's coordinates; the seed's numbers are the window's.
            assertRect(field.convert(field.bounds, to: nil), fieldFrame)
            XCTAssertEqual(field.frame.minY, 5)
        }
    }

    func testBottomBarFollowsRotation() {
        let (window, view) = makeWindow(width: 390, height: 844, safeArea: .notchedPhone)
        let (bar, field) = makeBottomBar(in: view, toKeyboard: false)
        window.layoutIfNeeded()
        window.size = CGSize(width: 844, height: 390)
        window.layoutIfNeeded()
        assertFrame(bar, 0, 329, 844, 61)
        assertFrame(field, 55, 5, 734, 30)
        window.size = CGSize(width: 390, height: 844)
        window.layoutIfNeeded()
        assertFrame(bar, 0, 770, 390, 74)
        assertFrame(field, 8, 5, 374, 30)
    }

    func testTextFieldSitsAboveTheKeyboardAndReturnsWhenItHides() {
        let (window, view) = makeWindow(width: 390, height: 844, safeArea: .notchedPhone)
        let (bar, field) = makeBottomBar(in: view, toKeyboard: true)
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the safe area's bottom.
        assertFrame(field, 8, 5, 374, 30)
        assertFrame(bar, 0, 770, 390, 74)
        assertRect(view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        window.keyboard = .docked(height: 336, in: window.size)
        window.layoutIfNeeded()
        assertFrame(field, 8, 5, 374, 30)
        assertFrame(bar, 0, 468, 390, 376)
        assertRect(view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 508, width: 390, height: 336))
        window.keyboard = nil
        window.layoutIfNeeded()
        assertFrame(field, 8, 5, 374, 30)
        assertFrame(bar, 0, 770, 390, 74)
    }

    /// The scroll view filling its superview through its frame guide.
    private func makeScrollView(in view: View) -> ScrollView {
        let scrollView = ScrollView(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        activate([
            scrollView.frameLayoutGuide.widthAnchor.constraint(equalTo: view.widthAnchor),
            scrollView.frameLayoutGuide.heightAnchor.constraint(equalTo: view.heightAnchor),
            scrollView.frameLayoutGuide.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            scrollView.frameLayoutGuide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        return scrollView
    }

    func testButtonThousandPointsInsideEveryContentEdgeSizesTheContent() {
        let (root, log) = makeRoot(width: 390, height: 844)
        let scrollView = makeScrollView(in: root)
        let button = FixedSizeView(width: 100, height: 44)
        scrollView.addSubview(button)
        let content = scrollView.contentLayoutGuide
        activate([
            button.topAnchor.constraint(equalTo: content.topAnchor, constant: 1000),
            button.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -1000),
            button.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 1000),
            button.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -1000),
        ])
        root.layoutIfNeeded()
        assertFrame(scrollView, 0, 0, 390, 844)
        assertFrame(button, 1000, 1000, 100, 44)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 2100, height: 2044))
        assertRect(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
        // Scrolling moves the bounds, not the frames the layout assigned.
        scrollView.contentOffset = CGPoint(x: 900, y: 950)
        root.layoutIfNeeded()
        assertFrame(button, 1000, 1000, 100, 44)
        XCTAssertEqual(button.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 50))
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testTwoPageVerticalScrollView() {
        let (root, log) = makeRoot(width: 390, height: 844)
        let scrollView = makeScrollView(in: root)
        let button = FixedSizeView(width: 100, height: 44)
        scrollView.addSubview(button)
        activate([
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            scrollView.contentLayoutGuide.heightAnchor.constraint(
                equalTo: scrollView.frameLayoutGuide.heightAnchor, multiplier: 2),
            button.centerXAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 390, height: 1688))
        assertFrame(button, 145, 822, 100, 44)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testSubviewEdgesToTheScrollViewMeanTheContentAreaAndSizesMeanTheFrame() {
        // TN2154: edges from a subview to its scroll view attach to the content; widths to the frame.
        let (root, log) = makeRoot(width: 320, height: 480)
        let scrollView = makeScrollView(in: root)
        let content = makeSubview(of: scrollView, name: "content")
        activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        root.layoutIfNeeded()
        assertFrame(scrollView, 0, 0, 320, 480)
        assertFrame(content, 0, 0, 320, 1500)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1500))
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testCustomGuideOneThirdOfTheHeightWithAButtonCentredBelowIt() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let button = FixedSizeView(width: 100, height: 44)
        root.addSubview(button)
        activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 3),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor),
            button.topAnchor.constraint(equalTo: guide.bottomAnchor),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])
        root.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 667.0 / 3))
        assertFrame(button, 137.5, 667.0 / 3, 100, 44)
        XCTAssertTrue(root.subviews.count == 1 && root.subviews[0] === button)
    }

    /// A label (a fixed-size stand-in) pinned to the readable content guide of a controller's view.
    private func readableFrame(width: CGFloat, height: CGFloat, safeArea: HostSafeArea) -> CGRect {
        let (window, view) = makeWindow(width: width, height: height, safeArea: safeArea)
        let label = FixedSizeView(width: 2000, height: 20)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        view.addSubview(label)
        let readable = view.readableContentGuide
        activate([
            label.topAnchor.constraint(equalTo: readable.topAnchor),
            label.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return label.frame
    }

    func testReadableContentGuideOnAPhoneAndAnIPad() {
        // 390×844 notched phone: the controller's view has 16-pt minimum side margins and the safe
        // area on top and bottom; the margins are narrower than 672, so the guide is the margins.
        assertRect(
            readableFrame(width: 390, height: 844, safeArea: .notchedPhone),
            CGRect(x: 16, y: 47, width: 358, height: 763))
        // 1180×820 iPad: regular width, 20-pt margins, the guide 672 wide and centred.
        assertRect(
            readableFrame(width: 1180, height: 820, safeArea: .none), CGRect(x: 254, y: 0, width: 672, height: 820))
    }

    func testReadableWidthFollowsTheHostTextSize() {
        let (window, view) = makeWindow(width: 1180, height: 820)
        let readable = view.readableContentGuide
        window.layoutIfNeeded()
        XCTAssertEqual(readable.layoutFrame.width, 672)
        window.contentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        XCTAssertEqual(readable.layoutFrame.width, ContentSizeCategory.extraSmall.readableWidth)
        XCTAssertEqual(ContentSizeCategory.extraSmall.readableWidth, 553)
        XCTAssertEqual(readable.layoutFrame.minX, 20 + (1140 - 553) / 2)
    }

    func testMarginsChangedAtRunTimeMoveMarginRelativeViews() {
        let (root, log) = makeRoot(width: 320, height: 480)
        let container = makeSubview(of: root, name: "container")
        let child = makeSubview(of: container, name: "child")
        activate([
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(child, 8, 8, 184, 84)
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        assertFrame(child, 20, 10, 140, 60)
        assertRect(container.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 10, width: 140, height: 60))
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        assertFrame(child, 2, 1, 194, 96)
        XCTAssertEqual(container.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertTrue(log.entries.isEmpty)
    }
}
