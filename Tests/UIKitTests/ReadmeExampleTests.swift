// Seed snippets covered here: none; the README's own example.
import Testing
import UIKit

/// The README's UIKit example compiles unchanged and lays out where its constraints say.
@MainActor
struct ReadmeExampleTests {
    @Test func theReadmeExampleLaysOut() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let card = UIStackView(arrangedSubviews: [UILabel(), UISwitch()])
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        // 390 wide, the root view's minimum margins 16 (compact width), no safe area on the host by
        // default: the stack spans 16...374 at the top, as tall as the switch (31).
        #expect(card.frame == CGRect(x: 16, y: 0, width: 358, height: 31))
    }
}
