import AutoLayout

/// UIKit's `UIWindow`: a ``UIView`` with the engine's window role (the root of a tree, which owns
/// the safe area, layout direction and text size of its host).
///
/// ``safeAreaInsets`` is open, as in UIKit: a subclass that overrides it gives its tree that safe
/// area (read when the window is made, resized or laid out). Without an override the window's safe
/// area is ``safeArea`` at its size.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The engine's host safe areas (named presets or insets of your own), which ``safeArea`` takes.
    public typealias HostSafeArea = AutoLayout.HostSafeArea
    /// The engine's description of the host's keyboard, which ``keyboard`` takes.
    public typealias Keyboard = AutoLayout.Keyboard

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// The role the engine recognises the view by.
    nonisolated private var host: HostWindow {
        // Installed by every initializer; a view's role never changes.
        hostWindow ?? HostWindow.install(on: self)
    }

    /// Creates a window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installHost()
    }

    /// Creates a window the size of the main screen (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(frame: UIScreen.main.bounds)
        installHost()
    }

    /// Creates a window the size of the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    nonisolated private func installHost() {
        let host = HostWindow.install(on: self)
        // The tree's safe area is what the window reports, so that a subclass's override is followed.
        host.safeAreaInsetsSource = { view in (view as? UIWindow)?.safeAreaInsets ?? .zero }
        host.safeAreaInsetsSourceDidChange()
    }

    /// The window's safe-area insets: the host's (``safeArea``) unless a subclass overrides them.
    open override var safeAreaInsets: UIEdgeInsets { host.hostSafeAreaInsets }

    /// The safe area of the host device (default none), which the window's insets follow.
    public var safeArea: HostSafeArea {
        get { host.safeArea }
        set { host.safeArea = newValue }
    }

    /// The host's interface direction (default left to right).
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { host.layoutDirection }
        set { host.layoutDirection = newValue }
    }

    /// The host's text size, which sets the readable content guides' width (default large).
    public var contentSizeCategory: UIContentSizeCategory {
        get { host.contentSizeCategory }
        set { host.contentSizeCategory = newValue }
    }

    /// The keyboard the host shows (`nil`: none); keyboard layout guides follow it.
    public var keyboard: Keyboard? {
        get { host.keyboard }
        set { host.keyboard = newValue }
    }

    /// The clock that drives the engine's animations started in this window.
    public var animationClock: AnimationClock { host.animationClock }

    /// The controller whose view fills the window: setting it installs the controller's view at the
    /// window's bounds, stretching with the window.
    open var rootViewController: UIViewController? {
        get { host.rootViewController as? UIViewController }
        set { host.rootViewController = newValue }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }

    /// Reads the safe area again (a subclass's override may give new insets), then lays out.
    open override func layoutSubviews() {
        host.safeAreaInsetsSourceDidChange()
        super.layoutSubviews()
    }
}
