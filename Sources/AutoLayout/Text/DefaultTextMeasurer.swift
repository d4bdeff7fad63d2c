import Foundation

/// The built-in text measurer: the real metrics of DejaVu Sans, regular and bold, read once from the
/// font files into a table (Tools/generate-font-metrics.py), so that text measures the same everywhere.
///
/// - Every family measures as DejaVu Sans; weights from ``Font/Weight/semibold`` up use the bold face.
/// - Advances are tabulated for Basic Latin through Latin Extended-B, Greek, Cyrillic, General Punctuation
///   and Currency Symbols. East Asian wide and full-width characters measure one em; nonspacing and
///   enclosing marks, format characters and control characters measure nothing; any other character
///   measures the face's average advance (a stand-in for the fallback font a renderer would pick).
/// - A character (grapheme cluster) led by a wide scalar measures one em, whatever follows it (emoji
///   sequences, Hangul jamo); otherwise its scalars' advances add up.
/// - No kerning: a line's width is the sum of its characters' advances.
/// - Vertical metrics are the font's `hhea` values (ascender 1901, descender -483, line gap 0 per 2048
///   units); cap and x heights are the tops of H and x.
public struct DefaultTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    private func table(for font: Font) -> FontTable {
        font.isBold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
    }

    /// The font's metrics: DejaVu Sans's, scaled to the point size.
    public func metrics(of font: Font) -> FontMetrics {
        let table = table(for: font)
        let scale = font.measuredSize / CGFloat(table.unitsPerEm)
        return FontMetrics(
            ascender: CGFloat(table.ascender) * scale, descender: CGFloat(table.descender) * scale,
            leading: CGFloat(table.lineGap) * scale, capHeight: CGFloat(table.capHeight) * scale,
            xHeight: CGFloat(table.xHeight) * scale)
    }

    /// The scalar's advance from the table, one em for a wide scalar, 0 for a mark or control.
    public func advance(of scalar: Unicode.Scalar, in font: Font) -> CGFloat {
        let table = table(for: font)
        switch UnicodeWidthClass.of(scalar) {
        case .zero:
            return 0
        case .wide:
            return font.measuredSize
        case .proportional:
            let units = table.advance(of: scalar.value) ?? table.fallbackAdvance
            return CGFloat(units) * font.measuredSize / CGFloat(table.unitsPerEm)
        }
    }

    /// One em for a cluster led by a wide scalar; otherwise the sum of its scalars' advances.
    public func advance(ofCharacter character: Character, in font: Font) -> CGFloat {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if character == "\t" { return advance(of: Unicode.Scalar(0x20), in: font) }
        let lead = advance(of: first, in: font)
        if UnicodeWidthClass.of(first) == .wide { return lead }
        var total = lead
        for scalar in scalars.dropFirst() { total += advance(of: scalar, in: font) }
        return total
    }
}
