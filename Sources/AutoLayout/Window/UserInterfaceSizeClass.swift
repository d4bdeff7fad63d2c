/// How much room an axis has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not known.
    case unspecified = 0
    /// Little room: an iPhone's width in portrait.
    case compact = 1
    /// Ample room: an iPad's width.
    case regular = 2
}
