import Foundation

/// Distances inset from each edge of a rectangle, in points, with left and right fixed to the screen.
///
/// Positive values shrink the rectangle; negative values grow it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `rect` with these insets removed from its edges.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + left, y: rect.minY + top,
            width: rect.width - left - right, height: rect.height - top - bottom)
    }

    /// The insets as UIKit prints them: `{top, left, bottom, right}`.
    public var description: String {
        "{\(format(top)), \(format(left)), \(format(bottom)), \(format(right))}"
    }
}
