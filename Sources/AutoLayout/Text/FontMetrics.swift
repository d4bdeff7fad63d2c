import Foundation

/// The vertical measurements of a font at its point size, in points, as `UIFont` reports them.
public struct FontMetrics: Hashable, Sendable {
    /// How far the tallest glyphs reach above the baseline (positive).
    public var ascender: CGFloat
    /// How far the lowest glyphs reach below the baseline, negative as `UIFont.descender` is.
    public var descender: CGFloat
    /// The extra space between lines (the font's line gap).
    public var leading: CGFloat
    /// The height of flat capital letters above the baseline.
    public var capHeight: CGFloat
    /// The height of flat lowercase letters (x) above the baseline.
    public var xHeight: CGFloat

    /// Creates metrics from their values in points.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The distance from one line's baseline to the next: ascender - descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}
