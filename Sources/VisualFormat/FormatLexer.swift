/// Splits a format into tokens. It never fails: a character that starts no token becomes
/// ``FormatToken/unexpected(_:)`` and the parser decides what to report.
///
/// White space is skipped before `[`, before `|` and at the end, where it cannot change the meaning;
/// anywhere else (inside a view or a connection, around `:`) it becomes an unexpected character, as
/// UIKit rejects `- (8)-`.
struct FormatLexer {
    private let characters: [Character]
    /// The format's bytes when every character is one byte (ASCII, no CRLF), so that names and numbers
    /// are cut from the text by offset instead of being rebuilt a character at a time.
    private let asciiBytes: Substring.UTF8View?
    private var index = 0

    init(_ characters: [Character], format: String) {
        self.characters = characters
        self.asciiBytes = format.utf8.count == characters.count ? Substring(format).utf8 : nil
    }

    /// All tokens, the last one ``FormatToken/end``.
    static func lexemes(of characters: [Character], format: String) -> [FormatLexeme] {
        var lexer = FormatLexer(characters, format: format)
        var result: [FormatLexeme] = []
        while true {
            let lexeme = lexer.next()
            result.append(lexeme)
            if lexeme.token == .end { return result }
        }
    }

    private func character(at position: Int) -> Character? {
        position < characters.count ? characters[position] : nil
    }

    // The character classes are ASCII's, tested on the code rather than through Unicode properties.
    private static func isIdentifierStart(_ c: Character) -> Bool {
        guard let code = c.asciiValue else { return false }
        let lower = code | 0x20
        return code == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
    }

    private static func isIdentifierContinuation(_ c: Character) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    private static func isDigit(_ c: Character) -> Bool {
        guard let code = c.asciiValue else { return false }
        return code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    }

    private static func isWhitespace(_ c: Character) -> Bool {
        guard let code = c.asciiValue else { return c.isWhitespace }
        return code == UInt8(ascii: " ") || (code >= 0x09 && code <= 0x0D)
    }

    /// The text of `start..<end`, cut from the bytes when the format is ASCII.
    private func text(_ start: Int, _ end: Int) -> String {
        guard let bytes = asciiBytes else { return String(characters[start..<end]) }
        let from = bytes.index(bytes.startIndex, offsetBy: start)
        return String(Substring(bytes[from..<bytes.index(from, offsetBy: end - start)]))
    }

    private mutating func next() -> FormatLexeme {
        let spaceStart = index
        while let c = character(at: index), Self.isWhitespace(c) { index += 1 }
        if index > spaceStart, let c = character(at: index), c != "[", c != "|" {
            return FormatLexeme(token: .unexpected(characters[spaceStart]), offset: spaceStart, end: index)
        }
        let start = index
        func lexeme(_ token: FormatToken, length: Int) -> FormatLexeme {
            index = start + length
            return FormatLexeme(token: token, offset: start, end: index)
        }
        guard let c = character(at: index) else { return lexeme(.end, length: 0) }
        switch c {
        case "|": return lexeme(.pipe, length: 1)
        case "-": return lexeme(.dash, length: 1)
        case ":": return lexeme(.colon, length: 1)
        case "[": return lexeme(.openBracket, length: 1)
        case "]": return lexeme(.closeBracket, length: 1)
        case "(": return lexeme(.openParen, length: 1)
        case ")": return lexeme(.closeParen, length: 1)
        case ",": return lexeme(.comma, length: 1)
        case "@": return lexeme(.at, length: 1)
        case "=", "<", ">":
            guard character(at: index + 1) == "=" else { return lexeme(.lonelyRelationCharacter, length: 1) }
            let relation: FormatToken = .relation(c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
            return lexeme(relation, length: 2)
        default:
            if Self.isIdentifierStart(c) {
                var end = index + 1
                while let d = character(at: end), Self.isIdentifierContinuation(d) { end += 1 }
                return lexeme(.identifier(text(index, end)), length: end - index)
            }
            if Self.isDigit(c) || (c == "." && character(at: index + 1).map(Self.isDigit) == true) {
                return numberLexeme(start: start)
            }
            return lexeme(.unexpected(c), length: 1)
        }
    }

    /// Digits, an optional fraction and an optional exponent, as `strtod` reads a decimal number.
    private mutating func numberLexeme(start: Int) -> FormatLexeme {
        func digits(from position: Int) -> Int {
            var end = position
            while let d = character(at: end), Self.isDigit(d) { end += 1 }
            return end
        }
        var end = digits(from: start)
        let integerEnd = end
        var fraction = (start: end, end: end)
        if character(at: end) == "." {
            fraction = (end + 1, digits(from: end + 1))
            end = fraction.end
        }
        var exponent = (start: end, end: end)
        if let e = character(at: end), e == "e" || e == "E" {
            // Only an exponent with digits belongs to the number; `1e` leaves `e` to the next token.
            var signEnd = end + 1
            if let sign = character(at: signEnd), sign == "+" || sign == "-" { signEnd += 1 }
            let exponentEnd = digits(from: signEnd)
            if exponentEnd > signEnd {
                exponent = (end + 1, exponentEnd)
                end = exponentEnd
            }
        }
        index = end
        var number = integerEnd > start ? text(start, integerEnd) : "0"
        if fraction.end > fraction.start { number += "." + text(fraction.start, fraction.end) }
        if exponent.end > exponent.start { number += "e" + text(exponent.start, exponent.end) }
        // The text is digits, a fraction and an exponent only, which Double always reads (an exponent
        // too large gives infinity, reported where the number is used).
        let value = Double(number) ?? .infinity
        return FormatLexeme(token: .number(value), offset: start, end: end)
    }
}
