import AutoLayout
import UIKitBridge

// UIKit's type for a window's root view controller (see View+UIKitSpellings.swift).
extension Window {
    /// The controller whose view fills the window: setting it installs the controller's view at the
    /// window's bounds, stretching with the window.
    public var rootViewController: UIViewController? {
        get { coreRootViewController as? UIViewController }
        set { coreRootViewController = newValue }
    }
}
