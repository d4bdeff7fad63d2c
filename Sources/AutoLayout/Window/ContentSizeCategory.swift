import Foundation

/// The text size a host's user chose, as UIKit's `UIContentSizeCategory`; it sets the readable width.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// The point size of body text at this size (Apple's Dynamic Type table).
    public var bodyPointSize: CGFloat {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// The widest the readable content guide gets: 672 points at the default size, scaled with the
    /// body text (Apple publishes only the default's width; the scaling keeps the same number of
    /// characters per line).
    public var readableWidth: CGFloat {
        (672 * bodyPointSize / 17).rounded()
    }
}
