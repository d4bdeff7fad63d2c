import Foundation

/// The window role of a view (``Window``, or the UIKit module's `UIWindow`): the root of a tree and
/// what its host gives it, the safe area, interface direction, text size, keyboard and size class, plus
/// its root view controller and animation clock.
///
/// The engine reads these from the tree's root through ``View/role``, whatever the root's class.
package final class HostWindow: ViewRole {
    /// Gives `view` the window role.
    @discardableResult
    package static func install(on view: View) -> HostWindow {
        let host = HostWindow(view: view)
        view.role = host
        return host
    }

    private override init(view: View) {
        super.init(view: view)
    }

    /// The clock that drives the animations started in the window.
    package let animationClock = AnimationClock()

    deinit {
        // The running animations hold their clock; without this they would keep each other alive.
        animationClock.ownerDidGo()
    }

    /// Where the window's own safe-area insets come from when it is a root: by default the host's
    /// (``safeArea`` at the window's size); a class that lets its subclasses override the window's
    /// insets reads them here instead.
    package var safeAreaInsetsSource: ((View) -> EdgeInsets)?

    /// The safe area of the host device.
    package var safeArea: HostSafeArea = .none {
        didSet { if safeArea != oldValue { view.updateSafeAreaInsets() } }
    }

    /// The host's safe-area insets at the window's current size.
    package var hostSafeAreaInsets: EdgeInsets { safeArea.insets(for: view.storedFrame.size) }

    /// Reads the window's insets again, after ``safeAreaInsetsSource`` may give new ones.
    package func safeAreaInsetsSourceDidChange() {
        view.updateSafeAreaInsets()
    }

    /// The insets the window has as the root of its tree.
    var rootSafeAreaInsets: EdgeInsets { safeAreaInsetsSource?(view) ?? hostSafeAreaInsets }

    /// The host's interface direction, which views with an unspecified semantic attribute follow.
    package var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            view.forEachInSubtree { $0.layoutDirectionDidChange(rebuild: false) }
            view.engineIfCreated?.rebuild()
            view.setNeedsLayout()
        }
    }

    /// The host's text size, which sets the readable content guides' width.
    package var contentSizeCategory: ContentSizeCategory = .large {
        didSet {
            guard contentSizeCategory != oldValue else { return }
            view.forEachInSubtree { $0.updateReadableWidth() }
        }
    }

    /// The keyboard the host shows; keyboard layout guides follow it.
    package var keyboard: Keyboard? {
        didSet {
            guard keyboard != oldValue else { return }
            view.forEachInSubtree { $0.updateKeyboardGuide() }
        }
    }

    /// The horizontal size class set by the host; `nil` derives it from the width.
    package var horizontalSizeClassOverride: UserInterfaceSizeClass? {
        didSet { view.forEachInSubtree { if $0.viewController != nil { $0.updateEffectiveMargins() } } }
    }

    /// Regular from 768 points (an iPad), compact below, unless the host set it.
    package var horizontalSizeClass: UserInterfaceSizeClass {
        horizontalSizeClassOverride ?? (view.storedFrame.width >= 768 ? .regular : .compact)
    }

    /// The controller whose view fills the window.
    package var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.view, old.superview === view { old.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let root: View = controller.view
            root.frame = view.bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(root)
        }
    }
}
