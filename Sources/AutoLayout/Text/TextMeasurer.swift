import Foundation

/// Measures text for layout: a font's vertical metrics and the advance of each character.
///
/// Labels, buttons and text fields size themselves with a measurer (``Label/textMeasurer`` and the like),
/// the built-in ``DefaultTextMeasurer`` unless you give them another. To measure with real fonts, conform a
/// type that asks FreeType or Core Text. Line breaking adds up the advances of a line's characters, so a
/// measurer that shapes text returns each character's shaped advance; kerning across characters is not
/// applied by the built-in measurer. An advance depends on the character and the font alone: line
/// breaking asks once for a character that repeats in a paragraph.
public protocol TextMeasurer: Sendable {
    /// The vertical metrics of a font at its point size.
    func metrics(of font: Font) -> FontMetrics
    /// How far the pen moves after one Unicode scalar, in points.
    func advance(of scalar: Unicode.Scalar, in font: Font) -> CGFloat
    /// How far the pen moves after one character (a grapheme cluster); by default the sum of its
    /// scalars' advances.
    func advance(ofCharacter character: Character, in font: Font) -> CGFloat
}

extension TextMeasurer {
    /// The sum of the advances of the character's scalars.
    public func advance(ofCharacter character: Character, in font: Font) -> CGFloat {
        var total: CGFloat = 0
        for scalar in character.unicodeScalars { total += advance(of: scalar, in: font) }
        return total
    }

    /// The width of text set on one line: the sum of its characters' advances (newlines measure nothing).
    public func width(of text: some StringProtocol, in font: Font) -> CGFloat {
        var total: CGFloat = 0
        for character in text where !character.isNewline { total += advance(ofCharacter: character, in: font) }
        return total
    }
}
