import Foundation

/// A guide for the space the keyboard takes, as UIKit's `UIKeyboardLayoutGuide`: its top is the
/// keyboard's top while a docked keyboard shows, and the safe area's bottom (or the view's bottom, see
/// ``usesBottomSafeArea``) when none does. It spans the view's width and ends at the view's bottom.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide also follows an undocked or floating keyboard (default `false`: only a
    /// docked one).
    public var followsUndockedKeyboard = false {
        didSet { owningView?.updateKeyboardGuide() }
    }

    /// Whether, with no keyboard, the guide's top is the safe area's bottom (default `true`) rather
    /// than the view's bottom.
    public var usesBottomSafeArea = true {
        didSet { owningView?.updateKeyboardGuide() }
    }

    /// Extra room above the keyboard for dismissing it interactively; negative values count as 0. It
    /// changes how a drag dismisses the keyboard in UIKit, not the guide's frame.
    public var keyboardDismissPadding: CGFloat {
        get { storedDismissPadding }
        set { storedDismissPadding = max(0, newValue) }
    }
    private var storedDismissPadding: CGFloat = 0

    init(keyboardGuideFor _: View) {
        super.init(systemIdentifier: "UIViewKeyboardLayoutGuide")
    }
}
