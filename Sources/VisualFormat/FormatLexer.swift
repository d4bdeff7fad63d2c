/// Splits a format into tokens. It never fails: a character that starts no token becomes
/// ``FormatToken/unexpected(_:)`` and the parser decides what to report.
///
/// White space is skipped before `[`, before `|` and at the end, where it cannot change the meaning;
/// anywhere else (inside a view or a connection, around `:`) it becomes an unexpected character, as
/// UIKit rejects `- (8)-`.
struct FormatLexer {
    private let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// All tokens, the last one ``FormatToken/end``.
    static func lexemes(of characters: [Character]) -> [FormatLexeme] {
        var lexer = FormatLexer(characters)
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

    private static func isIdentifierStart(_ c: Character) -> Bool {
        c == "_" || (c.isASCII && c.isLetter)
    }

    private static func isIdentifierContinuation(_ c: Character) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    private static func isDigit(_ c: Character) -> Bool {
        c.isASCII && c.isWholeNumber
    }

    private mutating func next() -> FormatLexeme {
        let spaceStart = index
        while let c = character(at: index), c.isWhitespace { index += 1 }
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
                return lexeme(.identifier(String(characters[index..<end])), length: end - index)
            }
            if Self.isDigit(c) || (c == "." && character(at: index + 1).map(Self.isDigit) == true) {
                return numberLexeme(start: start)
            }
            return lexeme(.unexpected(c), length: 1)
        }
    }

    /// Digits, an optional fraction and an optional exponent, as `strtod` reads a decimal number.
    private mutating func numberLexeme(start: Int) -> FormatLexeme {
        var end = start
        var text = ""
        while let d = character(at: end), Self.isDigit(d) {
            text.append(d)
            end += 1
        }
        if text.isEmpty { text = "0" }
        if character(at: end) == "." {
            end += 1
            var fraction = ""
            while let d = character(at: end), Self.isDigit(d) {
                fraction.append(d)
                end += 1
            }
            if !fraction.isEmpty { text += "." + fraction }
        }
        if let e = character(at: end), e == "e" || e == "E" {
            // Only an exponent with digits belongs to the number; `1e` leaves `e` to the next token.
            var exponentEnd = end + 1
            var exponent = "e"
            if let sign = character(at: exponentEnd), sign == "+" || sign == "-" {
                exponent.append(sign)
                exponentEnd += 1
            }
            var digits = ""
            while let d = character(at: exponentEnd), Self.isDigit(d) {
                digits.append(d)
                exponentEnd += 1
            }
            if !digits.isEmpty {
                text += exponent + digits
                end = exponentEnd
            }
        }
        index = end
        // The text is digits, a fraction and an exponent only, which Double always reads (an exponent
        // too large gives infinity, reported where the number is used).
        let value = Double(text) ?? .infinity
        return FormatLexeme(token: .number(value), offset: start, end: end)
    }
}
