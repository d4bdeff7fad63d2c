import AutoLayout
import Foundation

/// The host a layout file is laid out in: `host size=375x667 safe-area=notch keyboard=291 direction=rtl
/// text-size=large`.
struct HostSettings {
    /// The window's size.
    var size = CGSize(width: 375, height: 667)
    var safeArea: HostSafeArea = .none
    /// A docked keyboard's height (0: none).
    var keyboardHeight: CGFloat = 0
    var direction: UserInterfaceLayoutDirection = .leftToRight
    var textSize: ContentSizeCategory = .large
}
