import AutoLayout
import UIKitBridge

// UIKit's types for the members of view controllers (see View+UIKitSpellings.swift).
extension ViewController {
    /// The controller's view, loaded on first read, as a `UIView` (`nil` only when a view that is not
    /// a UIKit view was assigned through the engine's API).
    public var view: UIView! {
        get { coreView as? UIView }
        set { coreView = newValue }
    }

    /// The deprecated band at the top of the view as tall as the safe area's top inset.
    public var topLayoutGuide: any UILayoutSupport { coreTopLayoutGuide }
    /// The deprecated band at the bottom of the view as tall as the safe area's bottom inset.
    public var bottomLayoutGuide: any UILayoutSupport { coreBottomLayoutGuide }
}
