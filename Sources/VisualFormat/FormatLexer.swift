/// Splits a format into tokens. It never fails: a character that starts no token becomes
/// ``FormatToken/unexpected(_:)`` and the parser decides what to report.
///
/// White space is skipped before `[`, before `|` and at the end, where it cannot change the meaning;
/// anywhere else (inside a view or a connection, around `:`) it becomes an unexpected character, as
/// UIKit rejects `- (8)-`.
///
/// Every token but an unexpected character is ASCII, so the lexer reads one code per character: the
/// character's ASCII code, or ``nonASCII`` for any other. Offsets count characters, as the carets do.
struct FormatLexer {
    /// The code of a character outside ASCII (and of a CRLF pair, one character of two bytes).
    private static let nonASCII: UInt8 = 0xFF

    /// The format's characters, kept only when it is not plain ASCII (where a code is its character).
    private let characters: [Character]?
    private let codes: [UInt8]
    private var index = 0

    init(format: String) {
        let bytes = Array(format.utf8)
        // ASCII without a carriage return is one character per byte, and the bytes are the codes (a
        // CRLF pair is one character of two bytes; its `asciiValue` is a line feed's).
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            codes = bytes
            characters = nil
        } else {
            let characters = Array(format)
            codes = characters.map { $0.asciiValue ?? Self.nonASCII }
            self.characters = characters
        }
    }

    /// All tokens, the last one ``FormatToken/end``.
    static func lexemes(of format: String) -> [FormatLexeme] {
        var lexer = FormatLexer(format: format)
        var result: [FormatLexeme] = []
        // A token is a character or more: half the codes is room for a typical format's.
        result.reserveCapacity(lexer.codes.count / 2 + 2)
        while true {
            let lexeme = lexer.next()
            // Matched before the append, which then takes the lexeme without a copy.
            let isEnd = if case .end = lexeme.token { true } else { false }
            result.append(lexeme)
            if isEnd { return result }
        }
    }

    /// The character at `position`, which is in the format.
    private func character(at position: Int) -> Character {
        characters?[position] ?? Character(Unicode.Scalar(codes[position]))
    }

    private func code(at position: Int) -> UInt8? {
        position < codes.count ? codes[position] : nil
    }

    private static func isIdentifierStart(_ code: UInt8) -> Bool {
        let lower = code | 0x20
        return code == UInt8(ascii: "_") || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
    }

    private static func isIdentifierContinuation(_ code: UInt8) -> Bool {
        isIdentifierStart(code) || isDigit(code)
    }

    private static func isDigit(_ code: UInt8) -> Bool {
        code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    }

    private func isWhitespace(at position: Int) -> Bool {
        guard let code = code(at: position) else { return false }
        if code == Self.nonASCII { return character(at: position).isWhitespace }
        return code == UInt8(ascii: " ") || (code >= 0x09 && code <= 0x0D)
    }

    /// The text of `start..<end`, all ASCII.
    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: codes[start..<end], as: UTF8.self)
    }

    private mutating func next() -> FormatLexeme {
        let spaceStart = index
        while isWhitespace(at: index) { index += 1 }
        if index > spaceStart, let c = code(at: index), c != UInt8(ascii: "["), c != UInt8(ascii: "|") {
            return FormatLexeme(token: .unexpected(character(at: spaceStart)), offset: spaceStart, end: index)
        }
        let start = index
        func lexeme(_ token: FormatToken, length: Int) -> FormatLexeme {
            index = start + length
            return FormatLexeme(token: token, offset: start, end: index)
        }
        guard let c = code(at: index) else { return lexeme(.end, length: 0) }
        switch c {
        case UInt8(ascii: "|"): return lexeme(.pipe, length: 1)
        case UInt8(ascii: "-"): return lexeme(.dash, length: 1)
        case UInt8(ascii: ":"): return lexeme(.colon, length: 1)
        case UInt8(ascii: "["): return lexeme(.openBracket, length: 1)
        case UInt8(ascii: "]"): return lexeme(.closeBracket, length: 1)
        case UInt8(ascii: "("): return lexeme(.openParen, length: 1)
        case UInt8(ascii: ")"): return lexeme(.closeParen, length: 1)
        case UInt8(ascii: ","): return lexeme(.comma, length: 1)
        case UInt8(ascii: "@"): return lexeme(.at, length: 1)
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            guard code(at: index + 1) == UInt8(ascii: "=") else { return lexeme(.lonelyRelationCharacter, length: 1) }
            let relation: FormatToken = .relation(
                c == UInt8(ascii: "=") ? .equal : c == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual)
            return lexeme(relation, length: 2)
        default:
            if Self.isIdentifierStart(c) {
                var end = index + 1
                while let d = code(at: end), Self.isIdentifierContinuation(d) { end += 1 }
                return lexeme(.identifier(text(index, end)), length: end - index)
            }
            if Self.isDigit(c) || (c == UInt8(ascii: ".") && code(at: index + 1).map(Self.isDigit) == true) {
                return numberLexeme(start: start)
            }
            return lexeme(.unexpected(character(at: index)), length: 1)
        }
    }

    /// Digits, an optional fraction and an optional exponent, as `strtod` reads a decimal number.
    private mutating func numberLexeme(start: Int) -> FormatLexeme {
        func digits(from position: Int) -> Int {
            var end = position
            while let d = code(at: end), Self.isDigit(d) { end += 1 }
            return end
        }
        var end = digits(from: start)
        let integerEnd = end
        var fraction = (start: end, end: end)
        if code(at: end) == UInt8(ascii: ".") {
            fraction = (end + 1, digits(from: end + 1))
            end = fraction.end
        }
        var exponent = (start: end, end: end)
        if let e = code(at: end), e | 0x20 == UInt8(ascii: "e") {
            // Only an exponent with digits belongs to the number; `1e` leaves `e` to the next token.
            var signEnd = end + 1
            if let sign = code(at: signEnd), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { signEnd += 1 }
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
