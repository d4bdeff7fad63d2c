import Foundation

/// UIKit's `UIColor`: components in the sRGB space, kept so that code setting colours compiles and
/// reads them back; nothing is drawn. An NSObject, as UIKit's, equal to any colour with the same
/// components (`label.textColor == .yellow`).
@preconcurrency @MainActor
open class UIColor: NSObject {
    /// Red, 0...1.
    public let red: CGFloat
    /// Green, 0...1.
    public let green: CGFloat
    /// Blue, 0...1.
    public let blue: CGFloat
    /// Opacity, 0...1.
    public let alpha: CGFloat

    /// A colour from its components.
    public nonisolated init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey (`white` 0 is black, 1 white).
    public nonisolated convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
    public nonisolated override var description: String {
        "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }

    /// Whether `object` is a colour with the same components, as UIKit compares colours.
    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the components, so that equal colours hash alike.
    public nonisolated override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Grey (one half).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Light grey (two thirds).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Dark grey (one third).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// The system background (white in the light appearance).
    public static var systemBackground: UIColor { .white }
    /// The primary label colour (black in the light appearance).
    public static var label: UIColor { .black }
}
