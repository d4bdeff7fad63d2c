import Foundation

/// An sRGB colour for drawing, written `#rrggbb` in SVG.
public struct RenderColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green and blue, 0...255.
    public let red: UInt8, green: UInt8, blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `#rrggbb` or `#rgb`; `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// A few names a layout file can use instead of hex: UIKit's system colours' light-mode values.
    public static func named(_ name: String) -> RenderColor? {
        let table: [String: String] = [
            "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "teal": "#30b0c7",
            "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de", "pink": "#ff2d55", "gray": "#8e8e93",
            "grey": "#8e8e93", "white": "#ffffff", "black": "#000000", "clear": "#ffffff",
        ]
        return table[name].flatMap(RenderColor.init(hex:))
    }

    /// `#rrggbb`.
    public var description: String {
        String(format: "#%02x%02x%02x", red, green, blue)
    }

    /// Black or white, whichever reads better on this colour.
    public var contrastingText: RenderColor {
        let luminance = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
        return luminance > 150 ? RenderColor(red: 0x1c, green: 0x1c, blue: 0x1e) : RenderColor(red: 255, green: 255, blue: 255)
    }
}
