import Foundation

/// A font as text layout needs it: a family, a point size and a weight, as UIKit's `UIFont` describes one.
///
/// A font is a value; what its characters measure comes from a ``TextMeasurer``. The built-in
/// ``DefaultTextMeasurer`` measures every family with the metrics of DejaVu Sans (regular below
/// ``Weight/semibold``, bold from it), so layouts are the same on every machine; plug in a measurer that
/// reads real fonts (FreeType, Core Text) to measure others.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family the system font stands for here: the family of the built-in metrics.
    public static let systemFamilyName = "DejaVu Sans"
    /// The point size of labels (17), UIKit's `UIFont.labelFontSize`.
    public static let labelFontSize: CGFloat = 17
    /// The point size UIKit names for buttons (18), `UIFont.buttonFontSize`; system buttons use 15.
    public static let buttonFontSize: CGFloat = 18
    /// The standard point size (14), `UIFont.systemFontSize`.
    public static let systemFontSize: CGFloat = 14
    /// The small point size (12), `UIFont.smallSystemFontSize`.
    public static let smallSystemFontSize: CGFloat = 12

    /// The family name, such as "DejaVu Sans".
    public var familyName: String
    /// The size in points: the em square's height. A negative or non-finite size measures as 0.
    public var pointSize: CGFloat
    /// How heavy the strokes are.
    public var weight: Weight

    /// Creates a font of a family, size and weight.
    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font at a size and weight, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    /// The bold system font at a size, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(familyName: systemFamilyName, pointSize: size, weight: .bold)
    }

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font {
        Font(familyName: familyName, pointSize: size, weight: weight)
    }

    /// Whether the weight is drawn with the bold face (``Weight/semibold`` and heavier).
    public var isBold: Bool { weight >= .semibold }

    /// The size measurements use: the point size, or 0 when it is negative or not finite.
    var measuredSize: CGFloat { pointSize.isFinite && pointSize > 0 ? pointSize : 0 }

    /// `DejaVu Sans 17pt bold`.
    public var description: String {
        "\(familyName) \(format(pointSize))pt" + (weight == .regular ? "" : " \(weight)")
    }
}
