// Seed snippets covered here: seed 000's keyboardLayoutGuide lines, unchanged (the commented-out safe-area
// line and `textfield.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -5)`)
// in its bottom bar.
import Testing
import UIKit

/// Seed 000's bottom bar above the keyboard, in UIKit's spellings: a text field 5 points above
/// `view.keyboardLayoutGuide.topAnchor`, in a bar flush with the bottom of a notched phone.
@MainActor
struct UIKeyboardLayoutGuideTests {
    @Test func textFieldSitsAboveTheKeyboardAndReturnsWhenItHides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeArea = .notchedPhone
        let controller = UIViewController()
        window.rootViewController = controller
        let view: UIView = controller.view
        let bottomView = UIView()
        bottomView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bottomView)
        let textfield = UIView()
        textfield.translatesAutoresizingMaskIntoConstraints = false
        bottomView.addSubview(textfield)
        let guide: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            bottomView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            textfield.heightAnchor.constraint(equalToConstant: 30),
            textfield.topAnchor.constraint(equalTo: bottomView.topAnchor, constant: 5),
            // textfield.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -5),
            textfield.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -5),
            textfield.leadingAnchor.constraint(equalTo: bottomView.layoutMarginsGuide.leadingAnchor),
            textfield.trailingAnchor.constraint(equalTo: bottomView.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the safe area's bottom (844 - 34).
        expectFrame(bottomView, 0, 770, 390, 74)
        expectFrame(textfield, 8, 5, 374, 30)
        expectRect(guide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        window.keyboard = .docked(height: 336, in: window.frame.size)
        window.layoutIfNeeded()
        expectFrame(bottomView, 0, 468, 390, 376)
        expectFrame(textfield, 8, 5, 374, 30)
        expectRect(guide.layoutFrame, CGRect(x: 0, y: 508, width: 390, height: 336))
        window.keyboard = nil
        window.layoutIfNeeded()
        expectFrame(bottomView, 0, 770, 390, 74)
        #expect(window.layoutDiagnostics.isEmpty)
    }
}
