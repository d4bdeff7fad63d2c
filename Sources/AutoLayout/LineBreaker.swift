import Foundation

/// Breaks text into lines for ``TextLayout``: greedy, one paragraph at a time, measuring each character
/// once.
struct LineBreaker {
    /// A finished line: its text (ellipsis included, hanging spaces left out) and width.
    struct Piece {
        let text: String
        let width: CGFloat
    }

    static let ellipsis: Character = "\u{2026}"
    /// Slack for sums of advances that should equal the width exactly.
    static let tolerance: CGFloat = 1e-9

    let font: Font
    let measurer: any TextMeasurer
    let mode: LineBreakMode
    /// The widest a line may be (`.infinity`: lines break only at newlines).
    let width: CGFloat

    /// The lines of `text`, at most `limit` of them (0: no limit), and whether text was left out.
    func lines(of text: String, limit: Int) -> (pieces: [Piece], truncated: Bool) {
        if text.isEmpty { return ([], false) }
        var paragraphs: [[Character]] = [[]]
        for character in text {
            if character.isNewline {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(character)
            }
        }
        var pieces: [Piece] = []
        for (paragraphIndex, characters) in paragraphs.enumerated() {
            let widths = characters.map { measurer.advance(ofCharacter: $0, in: font) }
            let ranges = breakParagraph(characters, widths)
            for (rangeIndex, range) in ranges.enumerated() {
                let isLast = paragraphIndex == paragraphs.count - 1 && rangeIndex == ranges.count - 1
                if limit > 0, pieces.count == limit - 1, !isLast {
                    pieces.append(lastLine(characters, widths, range))
                    return (pieces, true)
                }
                pieces.append(piece(characters, widths, range))
            }
        }
        return (pieces, false)
    }

    /// The ranges of a paragraph's lines.
    private func breakParagraph(_ characters: [Character], _ widths: [CGFloat]) -> [Range<Int>] {
        let count = characters.count
        if count == 0 || width == .infinity { return [0..<count] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < count {
            var lineWidth: CGFloat = 0
            var lastBreak: Int?
            var end = count
            var index = start
            while index < count {
                if index > start, mode != .byCharWrapping, canBreak(characters, before: index) { lastBreak = index }
                if index > start, !LineBreaker.isBreakingSpace(characters[index]),
                    lineWidth + widths[index] > width + LineBreaker.tolerance
                {
                    // A word wider than the line breaks between characters.
                    end = lastBreak ?? index
                    break
                }
                lineWidth += widths[index]
                index += 1
            }
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// Whether a line may start at `index` when words are kept whole.
    private func canBreak(_ characters: [Character], before index: Int) -> Bool {
        let previous = characters[index - 1]
        let current = characters[index]
        if LineBreaker.isBreakingSpace(current) { return false }
        if LineBreaker.isBreakingSpace(previous) || previous == "\u{200B}" { return true }
        if LineBreaker.noLineStart.contains(current) || LineBreaker.noLineEnd.contains(previous) { return false }
        if LineBreaker.isWide(previous) || LineBreaker.isWide(current) { return true }
        if LineBreaker.dashes.contains(previous), index >= 2, !LineBreaker.isBreakingSpace(characters[index - 2]),
            !current.isNumber
        {
            return true
        }
        return false
    }

    /// A line of the paragraph as it broke.
    private func piece(_ characters: [Character], _ widths: [CGFloat], _ range: Range<Int>) -> Piece {
        let end = trimmedEnd(characters, range)
        return Piece(text: String(characters[range.lowerBound..<end]), width: sum(widths, range.lowerBound..<end))
    }

    /// The last line the limit allows, with text after it: cut as the mode says.
    private func lastLine(_ characters: [Character], _ widths: [CGFloat], _ range: Range<Int>) -> Piece {
        guard mode.truncates else { return piece(characters, widths, range) }
        let start = range.lowerBound
        let end = characters.count
        let ellipsisWidth = measurer.advance(ofCharacter: LineBreaker.ellipsis, in: font)
        let budget = width - ellipsisWidth + LineBreaker.tolerance
        if budget < 0 { return Piece(text: "", width: 0) }
        switch mode {
        case .byTruncatingHead:
            let from = suffixStart(widths, start..<end, budget: budget)
            let head = trimmedStart(characters, from..<end)
            return Piece(
                text: String(LineBreaker.ellipsis) + String(characters[head..<end]),
                width: ellipsisWidth + sum(widths, head..<end))
        case .byTruncatingMiddle:
            let leftEnd = prefixEnd(widths, start..<end, budget: budget / 2)
            let rightStart = suffixStart(widths, leftEnd..<end, budget: budget - sum(widths, start..<leftEnd))
            let left = trimmedEnd(characters, start..<leftEnd)
            let right = trimmedStart(characters, rightStart..<end)
            return Piece(
                text: String(characters[start..<left]) + String(LineBreaker.ellipsis) + String(characters[right..<end]),
                width: sum(widths, start..<left) + ellipsisWidth + sum(widths, right..<end))
        default:
            let prefix = trimmedEnd(characters, start..<prefixEnd(widths, start..<end, budget: budget))
            return Piece(
                text: String(characters[start..<prefix]) + String(LineBreaker.ellipsis),
                width: sum(widths, start..<prefix) + ellipsisWidth)
        }
    }

    /// The end of the longest prefix of `range` no wider than `budget`.
    private func prefixEnd(_ widths: [CGFloat], _ range: Range<Int>, budget: CGFloat) -> Int {
        var total: CGFloat = 0
        var index = range.lowerBound
        while index < range.upperBound, total + widths[index] <= budget {
            total += widths[index]
            index += 1
        }
        return index
    }

    /// The start of the longest suffix of `range` no wider than `budget`.
    private func suffixStart(_ widths: [CGFloat], _ range: Range<Int>, budget: CGFloat) -> Int {
        var total: CGFloat = 0
        var index = range.upperBound
        while index > range.lowerBound, total + widths[index - 1] <= budget {
            total += widths[index - 1]
            index -= 1
        }
        return index
    }

    private func trimmedEnd(_ characters: [Character], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, LineBreaker.isBreakingSpace(characters[end - 1]) { end -= 1 }
        return end
    }

    private func trimmedStart(_ characters: [Character], _ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, LineBreaker.isBreakingSpace(characters[start]) { start += 1 }
        return start
    }

    private func sum(_ widths: [CGFloat], _ range: Range<Int>) -> CGFloat {
        var total: CGFloat = 0
        for index in range { total += widths[index] }
        return total
    }

    // MARK: Character classes

    /// Spaces a line may break after, which hang past its end (no-break spaces are not among them).
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return UnicodeWidthClass.of(scalar) == .wide
    }

    /// Characters a line does not start with: closing punctuation, Western and East Asian.
    static let noLineStart: Set<Character> = [
        ",", ".", ";", ":", "!", "?", ")", "]", "}", "\u{2019}", "\u{201D}", "\u{2026}", "\u{3001}", "\u{3002}",
        "\u{FF0C}", "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF01}", "\u{FF1F}", "\u{FF09}", "\u{FF3D}", "\u{FF5D}",
        "\u{300D}", "\u{300F}", "\u{3011}", "\u{3015}", "\u{3009}", "\u{300B}", "\u{3017}", "\u{3019}", "\u{301B}",
        "\u{30FC}", "\u{3005}",
    ]

    /// Characters a line does not end with: opening punctuation, Western and East Asian.
    static let noLineEnd: Set<Character> = [
        "(", "[", "{", "\u{2018}", "\u{201C}", "\u{FF08}", "\u{FF3B}", "\u{FF5B}", "\u{300C}", "\u{300E}",
        "\u{3010}", "\u{3014}", "\u{3008}", "\u{300A}", "\u{3016}", "\u{3018}", "\u{301A}",
    ]

    /// Characters a word may break after: hyphen-minus, hyphen, en and em dashes.
    static let dashes: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]
}
