// Seed snippets covered here: seed 000's readableContentGuide `activate` block, unchanged
// (readableContentGuideOnAPhoneAndAnIPad). The other tests cover no snippet: they check UIWindow itself.
import Testing
import UIKit

/// A window whose safe area is given by an override, as apps and layout libraries' tests do.
final class NotchedWindow: UIWindow {
    override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    }
}

/// `UIWindow` is a `UIView` with the engine's window role.
@MainActor
struct UIWindowTests {
    @Test func windowListsTheControllersViewAsAUIView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        let views: [UIView] = window.subviews
        #expect(views.count == 1)
        #expect(views.first === controller.view)
        #expect(controller.view.superview === window)
        #expect(controller.view.window === window)
        #expect(window.rootViewController === controller)
        let asView: UIView = window
        #expect(asView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        window.layoutIfNeeded()
        expectFrame(controller.view, 0, 0, 390, 844)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        expectFrame(controller.view, 0, 0, 844, 390)
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
    }

    /// A subclass that overrides `safeAreaInsets`: the window's safe-area guide and its tree follow it.
    @Test func overriddenSafeAreaInsetsDriveTheLayout() {
        let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectRect(window.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 390, height: 766))
        expectFrame(bar, 0, 44, 390, 766)
        // A controller's view under the window gets the part of the unsafe area it covers.
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // The override wins over the host's preset.
        window.safeArea = .custom(UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        window.layoutIfNeeded()
        expectFrame(bar, 0, 44, 390, 766)
    }

    /// Without an override, the window's insets are its host's at its size.
    @Test func hostSafeAreaWithoutAnOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeArea = .notchedPhone
        // A guide made after a layout pass is laid out by the next one: make it now.
        _ = window.safeAreaLayoutGuide
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.layoutIfNeeded()
        expectRect(window.safeAreaLayoutGuide.layoutFrame, CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    /// Seed 000's readable content guide: a text column pinned to a controller view's readable guide,
    /// on a notched phone (the margins, narrower than the readable width) and on an iPad (672 wide,
    /// centred), and narrower when the host's text size is extra small.
    @Test func readableContentGuideOnAPhoneAndAnIPad() {
        func column(width: CGFloat, height: CGFloat, safeArea: UIWindow.HostSafeArea) -> (UIWindow, UIView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
            window.safeArea = safeArea
            let controller = UIViewController()
            window.rootViewController = controller
            let view: UIView = controller.view
            let label = UILabel()
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
              label.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
              label.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
              label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
              label.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor)
            ])
            window.layoutIfNeeded()
            return (window, label)
        }
        let (_, phoneText) = column(width: 390, height: 844, safeArea: .notchedPhone)
        expectFrame(phoneText, 16, 47, 358, 763)
        let (iPad, iPadText) = column(width: 1180, height: 820, safeArea: .none)
        expectFrame(iPadText, 254, 0, 672, 820)
        iPad.contentSizeCategory = .extraSmall
        iPad.layoutIfNeeded()
        expectFrame(iPadText, 20 + (1140 - 553) / 2, 0, 553, 820)
    }
}
