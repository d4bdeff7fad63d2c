import Foundation

/// UIKit's `UIAppearanceContainer`: the protocol of objects an appearance can be scoped to (every
/// `UIView` and `UIViewController`); it has no requirements, in UIKit as here.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}
