import Foundation

/// UIKit's `UIAppearance`: the protocol every `UIView` conforms to, as an extension point (libraries
/// add methods to it, such as a `style { … }` that returns the view it was called on).
///
/// UIKit's requirements, the class-wide `appearance()` proxies, are absent: see
/// `Docs/UIKitCompatibility.md` (no process-wide settings, and no forwarding proxy without the
/// Objective-C runtime). Code that calls `appearance()` does not compile, rather than compiling and
/// silently doing nothing.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}
