import AutoLayout

/// UIKit's `UIScreen`: the display a phone app runs on. Only ``main`` exists, a portrait phone
/// (390 × 844 points at scale 3, the size of an iPhone 14).
@preconcurrency @MainActor
open class UIScreen {
    /// The screen's rectangle in points, origin zero.
    nonisolated public let bounds: CGRect
    /// Pixels per point.
    nonisolated public let scale: CGFloat

    nonisolated init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The device's screen. A new value each time (the module keeps no global state), always the
    /// same phone-sized rectangle.
    nonisolated public static var main: UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    }

    /// The screen's rectangle in pixels.
    nonisolated public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's scale.
    nonisolated public var nativeScale: CGFloat { scale }
}
