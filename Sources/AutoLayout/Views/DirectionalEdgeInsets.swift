import Foundation

/// Distances inset from each edge of a rectangle, in points, with leading and trailing following the
/// layout direction (leading is the left edge in a left-to-right interface, the right edge otherwise).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets with leading and trailing resolved to left and right for a layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The insets as UIKit prints them: `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(format(top)), \(format(leading)), \(format(bottom)), \(format(trailing))}"
    }
}
