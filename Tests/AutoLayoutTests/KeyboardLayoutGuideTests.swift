import AutoLayout
import Foundation
import XCTest

/// The keyboard guide with docked, undocked and no keyboards.
final class KeyboardLayoutGuideTests: XCTestCase {
    func testUndockedKeyboardIsFollowedOnlyWhenAskedTo() {
        let (window, view) = makeWindow(width: 1024, height: 768)
        let guide = view.keyboardLayoutGuide
        window.keyboard = Keyboard(frame: CGRect(x: 300, y: 400, width: 320, height: 250), isDocked: false)
        window.layoutIfNeeded()
        XCTAssertFalse(guide.followsUndockedKeyboard)
        assertRect(guide.layoutFrame, CGRect(x: 0, y: 768, width: 1024, height: 0))
        guide.followsUndockedKeyboard = true
        window.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 300, y: 400, width: 320, height: 250))
        window.keyboard = .docked(height: 300, in: window.size)
        window.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 0, y: 468, width: 1024, height: 300))
    }

    func testWithoutAKeyboardTheGuideStartsAtTheSafeAreaOrTheViewsBottom() {
        let (window, view) = makeWindow(width: 390, height: 844, safeArea: .notchedPhone)
        let guide = view.keyboardLayoutGuide
        window.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0))
        guide.keyboardDismissPadding = -4
        XCTAssertEqual(guide.keyboardDismissPadding, 0)
        guide.keyboardDismissPadding = 12
        XCTAssertEqual(guide.keyboardDismissPadding, 12)
        XCTAssertTrue(view.keyboardLayoutGuide === guide)
    }

    /// The example of the "Guides, safe areas, keyboards and scroll views" article, line for line.
    func testTheGuidesArticleExample() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let controller = ViewController()
        window.rootViewController = controller
        let view: View = controller.view
        let field = View()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        try LayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -5),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 34),
        ])
        window.layoutIfNeeded()
        assertFrame(field, 16, 771, 358, 34)
        window.keyboard = .docked(height: 336, in: window.size)
        window.layoutIfNeeded()
        assertFrame(field, 16, 469, 358, 34)
    }
}
