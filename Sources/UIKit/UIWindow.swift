import AutoLayout

/// UIKit's `UIWindow`: the engine's ``Window`` (the root of a tree, which owns the safe area, layout
/// direction and text size of its host), isolated to the main actor.
///
/// Unlike UIKit's, it is not a ``UIView``: the engine's windows are their own class. It has every
/// member of a view, and `view.window` finds it.
@preconcurrency @MainActor
open class UIWindow: Window, SystemLayoutGuideMaking {
    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false
    /// The window's background colour (kept, not drawn).
    open var backgroundColor: UIColor?

    /// Creates a window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window the size of the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Makes the system's guides as ``UILayoutGuide``s.
    package nonisolated func makeSystemLayoutGuide(identifier: String) -> LayoutGuide {
        UILayoutGuide(systemIdentifier: identifier)
    }

    /// Shows the window and makes it the key window.
    public func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }
}
