import Foundation

/// The keyboard a host shows, in its window's coordinates.
public struct Keyboard: Hashable, Sendable {
    /// The keyboard's rectangle in the window's coordinates.
    public var frame: CGRect
    /// Whether the keyboard is docked at the bottom of the window (rather than undocked or floating).
    public var isDocked: Bool

    /// A keyboard with a frame; docked unless told otherwise.
    public init(frame: CGRect, isDocked: Bool = true) {
        self.frame = frame
        self.isDocked = isDocked
    }

    /// A docked keyboard of a height across the bottom of a window of `windowSize`.
    public static func docked(height: CGFloat, in windowSize: CGSize) -> Keyboard {
        Keyboard(
            frame: CGRect(x: 0, y: windowSize.height - height, width: windowSize.width, height: height), isDocked: true)
    }
}
