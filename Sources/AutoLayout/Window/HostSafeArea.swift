import Foundation

/// The safe area a host device gives its window: named presets, or insets of your own.
public enum HostSafeArea: Hashable, Sendable {
    /// No unsafe area.
    case none
    /// A phone with a notch or island: top 47 and bottom 34 in portrait; left and right 47 and bottom
    /// 21 in landscape.
    case notchedPhone
    /// A phone with a home button: the 20-point status bar in portrait, nothing in landscape.
    case classicPhone
    /// The same insets at every size.
    case custom(EdgeInsets)

    /// The insets in a window of `size` (landscape when wider than tall).
    public func insets(for size: CGSize) -> EdgeInsets {
        let landscape = size.width > size.height
        switch self {
        case .none: return .zero
        case .notchedPhone:
            return landscape
                ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47) : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case .classicPhone:
            return landscape ? .zero : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        case .custom(let insets):
            return insets
        }
    }
}
