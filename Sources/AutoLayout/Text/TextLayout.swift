import Foundation

/// Text broken into lines at a width: what a label, button or text view draws, and what its intrinsic
/// size is measured from.
///
/// Lines break at the newlines in the text and wherever a line would grow wider than `width`, as
/// ``LineBreakMode`` says; spaces at the end of a line hang past it and do not count toward its width.
/// Words break after spaces, around East Asian wide characters (never before closing punctuation such
/// as `，` or `)`, nor after opening punctuation), after hyphens and dashes, and after a zero-width
/// space. With a line limit, the lines beyond it are left out and the last line is truncated as the mode
/// says.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The font's vertical metrics, which every line shares.
    public let metrics: FontMetrics
    /// Whether some text was left out (the line limit) or cut (a truncated or clipped line).
    public let isTruncated: Bool

    /// Lays out `text` in `font` at most `width` wide (`.infinity`: no wrapping), on at most
    /// `numberOfLines` lines (0 or less: no limit).
    public init(
        text: String, font: Font, width: CGFloat, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, measurer: any TextMeasurer = DefaultTextMeasurer()
    ) {
        let metrics = measurer.metrics(of: font)
        self.metrics = metrics
        let limit = width.isNaN ? 0 : max(width, 0)
        let breaker = LineBreaker(font: font, measurer: measurer, mode: lineBreakMode, width: limit)
        let (pieces, truncated) = breaker.lines(of: text, limit: max(numberOfLines, 0))
        var lines: [Line] = []
        lines.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            let baseline = metrics.lineHeight * CGFloat(index) + metrics.ascender
            lines.append(Line(text: piece.text, width: piece.width, baseline: baseline))
        }
        self.lines = lines
        self.isTruncated = truncated
    }

    /// The height of one line: the font's line height.
    public var lineHeight: CGFloat { metrics.lineHeight }

    /// The widest line's width and the lines' total height, unrounded.
    public var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * metrics.lineHeight)
    }

    /// The size rounded up to whole points, as views report their intrinsic size.
    public var roundedSize: CGSize {
        let size = size
        return CGSize(width: size.width.roundedUpToPoint, height: size.height.roundedUpToPoint)
    }
}
