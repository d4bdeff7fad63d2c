import Foundation

/// Breaks text into lines for ``TextLayout``: greedy, one paragraph at a time, measuring each character
/// once.
struct LineBreaker {
    /// A finished line: its text (ellipsis included, hanging spaces left out) and width.
    struct Piece {
        let text: String
        let width: CGFloat
    }

    /// A paragraph's characters by position: `characters[a..<b]` is the text of positions a to b.
    /// The characters of a paragraph, by position: the index of each one (and of the end) in the text,
    /// or none for plain ASCII text, whose characters are its bytes.
    struct Characters {
        let text: Substring
        var indices: [String.Index] = []
        /// The number of bytes of plain ASCII text; nil for other text.
        var asciiCount: Int?

        var count: Int { asciiCount ?? indices.count - 1 }

        subscript(range: Range<Int>) -> Substring {
            guard asciiCount != nil else { return text[indices[range.lowerBound]..<indices[range.upperBound]] }
            let bytes = text.utf8
            let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
            return text[start..<bytes.index(start, offsetBy: range.count)]
        }
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
        var paragraphs: [Substring] = []
        var paragraphStart = text.startIndex
        if isPlainASCII(text[...]) {
            // The ASCII newlines: line feed, vertical tab, form feed (a carriage return is not plain).
            for index in text.utf8.indices where (0x0A...0x0C).contains(text.utf8[index]) {
                paragraphs.append(text[paragraphStart..<index])
                paragraphStart = text.utf8.index(after: index)
            }
        } else {
            var position = text.startIndex
            while position < text.endIndex {
                let next = text.index(after: position)
                if text[position].isNewline {
                    paragraphs.append(text[paragraphStart..<position])
                    paragraphStart = next
                }
                position = next
            }
        }
        paragraphs.append(text[paragraphStart...])
        var pieces: [Piece] = []
        for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            var characters = Characters(text: paragraph)
            var widths: [CGFloat] = []
            var classes: [CharacterClass] = []
            if isPlainASCII(paragraph), measureASCII(paragraph, &widths, &classes) {
                characters.asciiCount = widths.count
            } else {
                for index in paragraph.indices {
                    let character = paragraph[index]
                    characters.indices.append(index)
                    widths.append(measurer.advance(ofCharacter: character, in: font))
                    classes.append(CharacterClass(character))
                }
                characters.indices.append(paragraph.endIndex)
            }
            let ranges = breakParagraph(classes, widths)
            for (rangeIndex, range) in ranges.enumerated() {
                let isLast = paragraphIndex == paragraphs.count - 1 && rangeIndex == ranges.count - 1
                if limit > 0, pieces.count == limit - 1, !isLast {
                    pieces.append(lastLine(characters, classes, widths, range))
                    return (pieces, true)
                }
                pieces.append(piece(characters, classes, widths, range))
            }
        }
        return (pieces, false)
    }

    /// The ranges of a paragraph's lines.
    /// Whether every character of `text` is one ASCII byte: then each byte is a character (a carriage
    /// return is left out, since with a line feed after it the two are one character).
    private func isPlainASCII(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The advances and classes of plain ASCII text's characters, by its bytes: each distinct byte is
    /// measured once, rather than every character being found by grapheme breaking and measured.
    /// False, appending nothing, when the text's bytes are not stored contiguously.
    private func measureASCII(_ text: Substring, _ widths: inout [CGFloat], _ classes: inout [CharacterClass]) -> Bool {
        var knownWidths = [CGFloat](repeating: -1, count: 128)
        var knownClasses = [CharacterClass?](repeating: nil, count: 128)
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            widths.reserveCapacity(bytes.count)
            classes.reserveCapacity(bytes.count)
            for byte in bytes {
                let code = Int(byte)
                if knownWidths[code] < 0 {
                    let character = Character(Unicode.Scalar(byte))
                    knownWidths[code] = measurer.advance(ofCharacter: character, in: font)
                    knownClasses[code] = CharacterClass(character)
                }
                widths.append(knownWidths[code])
                classes.append(knownClasses[code]!)
            }
        }
        return done != nil
    }

    private func breakParagraph(_ classes: [CharacterClass], _ widths: [CGFloat]) -> [Range<Int>] {
        let count = classes.count
        if count == 0 || width == .infinity { return [0..<count] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < count {
            var lineWidth: CGFloat = 0
            var lastBreak: Int?
            var end = count
            var index = start
            while index < count {
                if index > start, mode != .byCharWrapping, canBreak(classes, before: index) { lastBreak = index }
                if index > start, !classes[index].isBreakingSpace,
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
    private func canBreak(_ classes: [CharacterClass], before index: Int) -> Bool {
        let previous = classes[index - 1]
        let current = classes[index]
        if current.isBreakingSpace { return false }
        if previous.isBreakingSpace || previous.scalar == 0x200B { return true }
        if current.mayNotStartLine || previous.mayNotEndLine { return false }
        if previous.isWide || current.isWide { return true }
        if previous.isDash, index >= 2, !classes[index - 2].isBreakingSpace, !current.isDigit { return true }
        return false
    }

    /// A line of the paragraph as it broke.
    private func piece(
        _ characters: Characters, _ classes: [CharacterClass], _ widths: [CGFloat], _ range: Range<Int>
    ) -> Piece {
        let end = trimmedEnd(classes, range)
        return Piece(text: String(characters[range.lowerBound..<end]), width: sum(widths, range.lowerBound..<end))
    }

    /// The last line the limit allows, with text after it: cut as the mode says.
    private func lastLine(
        _ characters: Characters, _ classes: [CharacterClass], _ widths: [CGFloat], _ range: Range<Int>
    ) -> Piece {
        guard mode.truncates else { return piece(characters, classes, widths, range) }
        let start = range.lowerBound
        let end = characters.count
        let ellipsisWidth = measurer.advance(ofCharacter: LineBreaker.ellipsis, in: font)
        let budget = width - ellipsisWidth + LineBreaker.tolerance
        if budget < 0 { return Piece(text: "", width: 0) }
        switch mode {
        case .byTruncatingHead:
            let from = suffixStart(widths, start..<end, budget: budget)
            let head = trimmedStart(classes, from..<end)
            return Piece(
                text: String(LineBreaker.ellipsis) + String(characters[head..<end]),
                width: ellipsisWidth + sum(widths, head..<end))
        case .byTruncatingMiddle:
            let leftEnd = prefixEnd(widths, start..<end, budget: budget / 2)
            let rightStart = suffixStart(widths, leftEnd..<end, budget: budget - sum(widths, start..<leftEnd))
            let left = trimmedEnd(classes, start..<leftEnd)
            let right = trimmedStart(classes, rightStart..<end)
            return Piece(
                text: String(characters[start..<left]) + String(LineBreaker.ellipsis) + String(characters[right..<end]),
                width: sum(widths, start..<left) + ellipsisWidth + sum(widths, right..<end))
        default:
            let prefix = trimmedEnd(classes, start..<prefixEnd(widths, start..<end, budget: budget))
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

    private func trimmedEnd(_ classes: [CharacterClass], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, classes[end - 1].isBreakingSpace { end -= 1 }
        return end
    }

    private func trimmedStart(_ classes: [CharacterClass], _ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, classes[start].isBreakingSpace { start += 1 }
        return start
    }

    private func sum(_ widths: [CGFloat], _ range: Range<Int>) -> CGFloat {
        var total: CGFloat = 0
        for index in range { total += widths[index] }
        return total
    }
}
