import AutoLayout
import Foundation

/// Reads the `.layout` text format into a ``LayoutDocument``; every mistake is a ``LayoutFileError``
/// with its line and column.
///
/// A line is a comment (`#` at its start or after a space), a setting (`host …`, `metrics …`), a
/// declaration (`label Title "Hello" font=bold:17`, nested under the declaration above it by
/// indentation or by `in=Parent`), a visual format line (`H:|-[a]-[b]-|`), or a constraint written as the
/// Auto Layout Guide writes them (`Red.leading = 1.0 * Superview.leading + 20.0 @750 "id"`).
struct LayoutFileParser {
    let file: String
    let lines: [String]

    init(file: String, text: String) {
        self.file = file
        // A byte-order mark is not text; "\r\n" is one Character, so splitting on "\n" alone would keep
        // a CRLF file as one line.
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        self.lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
            $0.contains("\r") ? String($0).replacingOccurrences(of: "\r", with: "") : String($0)
        }
    }

    /// The document, or the first mistake.
    func parse() throws(LayoutFileError) -> LayoutDocument {
        var document = LayoutDocument()
        // Declarations still open for nesting: (indentation, name).
        var open: [(Int, String)] = []
        var declared: Set<String> = []
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = Self.strippingComment(raw)
            let trimmed = Self.trimmingSpaces(line)
            if trimmed.isEmpty { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let words = try words(of: line, line: number)
            guard let head = words.first else { continue }
            switch head.text {
            case "host":
                try readHost(words.dropFirst(), into: &document.host, line: number)
            case "metrics":
                for word in words.dropFirst() {
                    let (key, value) = try keyValue(word, line: number)
                    document.metrics[key] = try self.number(value, at: word, line: number, offset: key.count + 1)
                }
            case _ where LayoutDocument.Kind(rawValue: head.text) != nil:
                while let last = open.last, last.0 >= indent { open.removeLast() }
                var declaration = try readDeclaration(words, line: number)
                if declaration.parent == nil { declaration.parent = open.last?.1 }
                if Self.reservedNames.contains(declaration.name) {
                    throw error(.reservedName(declaration.name), line: number, column: words[1].column)
                }
                guard declared.insert(declaration.name).inserted else {
                    throw error(.duplicateName(declaration.name), line: number, column: words[1].column)
                }
                document.declarations.append(declaration)
                open.append((indent, declaration.name))
            case _ where trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|")
                || trimmed.hasPrefix("["):
                document.rules.append(try readVisualFormat(trimmed, indent: indent, line: number))
            default:
                document.rules.append(.constraint(try readConstraint(line, line: number)))
            }
        }
        try checkNesting(document, declared: declared)
        return document
    }

    // MARK: Lines and words

    /// The line without its comment: `#` at the start or after whitespace, outside quotes.
    static func strippingComment(_ line: String) -> String {
        var inQuotes = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes, previous == " " || previous == "\t" { break }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The line without leading and trailing spaces and tabs, the separators words split on; native,
    /// as Foundation's `trimmingCharacters(in:)` converts every line through `NSString`.
    static func trimmingSpaces(_ line: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(line[first...last])
    }

    /// A word of a line and its 1-based column; a quoted word keeps its quotes.
    struct Word {
        var text: String
        var column: Int
        var isQuoted: Bool { text.hasPrefix("\"") }
        var unquoted: String { isQuoted ? String(text.dropFirst().dropLast()) : text }
    }

    /// The whitespace-separated words of a line, quotes kept together.
    func words(of line: String, line number: Int) throws(LayoutFileError) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        var inQuotes = false
        for (offset, character) in line.enumerated() {
            if inQuotes {
                current.append(character)
                if character == "\"" { inQuotes = false }
                continue
            }
            if character == " " || character == "\t" {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
                current = ""
                continue
            }
            if current.isEmpty { start = offset }
            if character == "\"" { inQuotes = true }
            current.append(character)
        }
        if inQuotes { throw error(.syntax("unterminated string"), line: number, column: start + 1) }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        return words
    }

    func error(_ problem: LayoutFileError.Problem, line: Int, column: Int) -> LayoutFileError {
        LayoutFileError(file: file, line: line, column: column, sourceLine: lines[line - 1], problem: problem)
    }

    /// `key=value`, or a bad-property error.
    func keyValue(_ word: Word, line: Int) throws(LayoutFileError) -> (String, String) {
        guard let equals = word.text.firstIndex(of: "=") else {
            throw error(.badProperty(word.text, reason: "expected key=value"), line: line, column: word.column)
        }
        return (String(word.text[..<equals]), String(word.text[word.text.index(after: equals)...]))
    }

    /// A number, reporting `text` at the word's column plus `offset`.
    func number(_ text: String, at word: Word, line: Int, offset: Int = 0) throws(LayoutFileError) -> CGFloat {
        try parsedNumber(text, line: line, column: word.column + offset)
    }

    /// A finite decimal number: `Double(_:)` also reads hexadecimal (`0x10`), `inf` and `nan`, which
    /// this syntax does not have.
    static func decimal(_ text: String) -> Double? {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.eE".utf8.contains($0) }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Names the file format gives a meaning of its own, which a declaration cannot take.
    static let reservedNames: Set<String> = ["Root", "Superview"]

    /// `a,b,c,d` as numbers (one value for all four when given once).
    func numbers(_ text: String, count: Int, at word: Word, line: Int, offset: Int) throws(LayoutFileError) -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var values: [CGFloat] = []
        var column = offset
        for part in parts {
            values.append(try number(part, at: word, line: line, offset: column))
            column += part.count + 1
        }
        if values.count == 1, count > 1 { return Array(repeating: values[0], count: count) }
        guard values.count == count else {
            throw error(
                .badProperty(word.text, reason: "expected \(count) comma-separated numbers"), line: line,
                column: word.column)
        }
        return values
    }

    // MARK: Settings

    private func readHost(_ words: ArraySlice<Word>, into host: inout HostSettings, line: Int) throws(LayoutFileError) {
        for word in words {
            let (key, value) = try keyValue(word, line: line)
            let offset = key.count + 1
            switch key {
            case "size":
                host.size = try size(value, at: word, line: line, offset: offset)
            case "safe-area":
                switch value {
                case "none": host.safeArea = .none
                case "notch": host.safeArea = .notchedPhone
                case "classic": host.safeArea = .classicPhone
                default:
                    let v = try numbers(value, count: 4, at: word, line: line, offset: offset)
                    host.safeArea = .custom(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
                }
            case "keyboard":
                host.keyboardHeight = try number(value, at: word, line: line, offset: offset)
            case "direction":
                guard let direction = Self.direction(value) else {
                    throw error(.badProperty(word.text, reason: "expected ltr or rtl"), line: line, column: word.column)
                }
                host.direction = direction
            case "text-size":
                guard let category = ContentSizeCategory.allCases.first(where: { "\($0)" == value || $0.rawValue == value })
                else {
                    throw error(
                        .badProperty(word.text, reason: "unknown text size"), line: line, column: word.column + offset)
                }
                host.textSize = category
            default:
                throw error(
                    .badProperty(key, reason: "host takes size, safe-area, keyboard, direction and text-size"),
                    line: line, column: word.column)
            }
        }
    }

    static func direction(_ text: String) -> UserInterfaceLayoutDirection? {
        switch text {
        case "ltr", "leftToRight": .leftToRight
        case "rtl", "rightToLeft": .rightToLeft
        default: nil
        }
    }

    /// `375x667`.
    func size(_ text: String, at word: Word, line: Int, offset: Int) throws(LayoutFileError) -> CGSize {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw error(.badNumber(text), line: line, column: word.column + offset) }
        let width = try number(parts[0], at: word, line: line, offset: offset)
        let height = try number(parts[1], at: word, line: line, offset: offset + parts[0].count + 1)
        guard width > 0, height > 0 else {
            throw error(.badSize(text), line: line, column: word.column + offset)
        }
        return CGSize(width: width, height: height)
    }

    // MARK: Declarations

    private func readDeclaration(_ words: [Word], line: Int) throws(LayoutFileError) -> LayoutDocument.Declaration {
        guard let kind = LayoutDocument.Kind(rawValue: words[0].text) else {
            throw error(.unknownKind(words[0].text), line: line, column: words[0].column)
        }
        guard words.count > 1, Self.isName(words[1].text) else {
            let column = words.count > 1 ? words[1].column : words[0].column + words[0].text.count + 1
            throw error(.syntax("expected a name after '\(kind.rawValue)'"), line: line, column: column)
        }
        var declaration = LayoutDocument.Declaration(
            kind: kind, name: words[1].text, position: SourcePosition(line: line, column: words[0].column))
        for word in words.dropFirst(2) {
            if word.isQuoted {
                declaration.text = word.unquoted
                continue
            }
            if kind == .image, word.text.contains("x"), !word.text.contains("="), declaration.properties.isEmpty {
                declaration.properties.append(
                    .init(key: "size", value: word.text, position: SourcePosition(line: line, column: word.column)))
                continue
            }
            if let equals = word.text.firstIndex(of: "=") {
                let key = String(word.text[..<equals])
                let value = String(word.text[word.text.index(after: equals)...])
                if key == "in" {
                    declaration.parent = value
                } else {
                    declaration.properties.append(
                        .init(key: key, value: value, position: SourcePosition(line: line, column: word.column)))
                }
            } else {
                declaration.properties.append(
                    .init(key: word.text, value: nil, position: SourcePosition(line: line, column: word.column)))
            }
        }
        return declaration
    }

    /// Letters, digits and underscores, not starting with a digit.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Parents named by `in=` exist and lead to the root, not back to the view. Each declaration is
    /// walked once: a walk stops at the first view already known to reach the root.
    private func checkNesting(_ document: LayoutDocument, declared: Set<String>) throws(LayoutFileError) {
        var parentOf: [String: String] = [:]
        for declaration in document.declarations {
            if let parent = declaration.parent { parentOf[declaration.name] = parent }
        }
        for declaration in document.declarations {
            if let parent = declaration.parent, parent != "Root", !declared.contains(parent) {
                let text = lines[declaration.position.line - 1]
                let column = (text.range(of: "in=\(parent)").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 4 })
                    ?? declaration.position.column
                throw error(.unknownView(parent), line: declaration.position.line, column: column)
            }
        }
        var reachesRoot: Set<String> = ["Root"]
        for declaration in document.declarations where !reachesRoot.contains(declaration.name) {
            var chain = [declaration.name]
            var onChain: Set<String> = [declaration.name]
            var step = parentOf[declaration.name]
            while let next = step, !reachesRoot.contains(next) {
                guard onChain.insert(next).inserted else {
                    // The first declaration on a cycle, in file order, is the one reported.
                    let start = chain.firstIndex(of: next) ?? 0
                    let cycle = Array(chain[start...])
                    let members = Set(cycle)
                    let first = document.declarations.first { members.contains($0.name) } ?? declaration
                    let firstIndex = cycle.firstIndex(of: first.name) ?? 0
                    let names = Array(cycle[firstIndex...] + cycle[..<firstIndex])
                    throw error(.nestingCycle(names), line: first.position.line, column: first.position.column)
                }
                chain.append(next)
                step = parentOf[next]
            }
            reachesRoot.formUnion(chain)
        }
    }

    // MARK: Visual format

    private func readVisualFormat(_ text: String, indent: Int, line: Int) throws(LayoutFileError) -> LayoutDocument.Rule {
        var format = text
        var options: [String] = []
        if let range = text.range(of: " options=") {
            format = String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            options = text[range.upperBound...].trimmingCharacters(in: .whitespaces).split(separator: ",").map(String.init)
        }
        return .visualFormat(format: format, options: options, position: SourcePosition(line: line, column: indent + 1))
    }

    // MARK: Constraints

    /// A token of a constraint line.
    private enum Token: Equatable {
        case reference(String)
        case number(String)
        case relation(LayoutConstraint.Relation)
        case times, plus, minus
        case priority(String)
        case string(String)
    }

    private func tokens(of line: String, line number: Int) throws(LayoutFileError) -> [(Token, Int)] {
        let characters = Array(line)
        var result: [(Token, Int)] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let column = i + 1
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c.isLetter || c == "_" {
                var j = i
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "_"
                    || characters[j] == "."
                {
                    j += 1
                }
                result.append((.reference(String(characters[i..<j])), column))
                i = j
            } else if c.isNumber || c == "." {
                var j = i
                while j < characters.count,
                    characters[j].isNumber || characters[j] == "." || characters[j] == "e"
                        || ((characters[j] == "-" || characters[j] == "+") && j > i && characters[j - 1] == "e")
                {
                    j += 1
                }
                // A number glued to letters (`20pt`, `1O0`) is a bad number, not a number and a name.
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "." {
                    j += 1
                }
                result.append((.number(String(characters[i..<j])), column))
                i = j
            } else if c == "=" || c == ">" || c == "<" {
                var j = i + 1
                if j < characters.count, characters[j] == "=" { j += 1 }
                let text = String(characters[i..<j])
                switch text {
                case "=", "==": result.append((.relation(.equal), column))
                case ">=": result.append((.relation(.greaterThanOrEqual), column))
                case "<=": result.append((.relation(.lessThanOrEqual), column))
                default: throw error(.syntax("expected =, ==, >= or <="), line: number, column: column)
                }
                i = j
            } else if c == "*" || c == "×" {
                result.append((.times, column))
                i += 1
            } else if c == "+" {
                result.append((.plus, column))
                i += 1
            } else if c == "-" || c == "−" {
                result.append((.minus, column))
                i += 1
            } else if c == "@" {
                var j = i + 1
                while j < characters.count, characters[j] != " ", characters[j] != "\t" { j += 1 }
                result.append((.priority(String(characters[(i + 1)..<j])), column))
                i = j
            } else if c == "\"" {
                var j = i + 1
                while j < characters.count, characters[j] != "\"" { j += 1 }
                guard j < characters.count else { throw error(.syntax("unterminated string"), line: number, column: column) }
                result.append((.string(String(characters[(i + 1)..<j])), column))
                i = j + 1
            } else {
                throw error(.syntax("unexpected character '\(c)'"), line: number, column: column)
            }
        }
        return result
    }

    private func readConstraint(_ line: String, line number: Int) throws(LayoutFileError) -> LayoutDocument.ConstraintLine {
        let tokens = try tokens(of: line, line: number)
        var index = 0
        func peek() -> (Token, Int)? { index < tokens.count ? tokens[index] : nil }
        let endColumn = line.count + 1
        guard case (.reference(let firstText), let firstColumn)? = peek() else {
            throw error(
                .syntax("expected a declaration, a setting, a visual format line or a constraint"), line: number,
                column: peek()?.1 ?? endColumn)
        }
        index += 1
        let first = try reference(firstText, column: firstColumn, line: number)
        guard case (.relation(let relation), _)? = peek() else {
            throw error(.syntax("expected =, ==, >= or <="), line: number, column: peek()?.1 ?? endColumn)
        }
        index += 1
        var multiplier: CGFloat = 1
        var second: LayoutDocument.ItemReference?
        var constant: CGFloat = 0
        var sign: CGFloat = 1
        if case (.minus, _)? = peek() {
            sign = -1
            index += 1
        }
        switch peek() {
        case (.number(let text), let column)?:
            index += 1
            let value = try parsedNumber(text, line: number, column: column) * sign
            if case (.times, _)? = peek() {
                index += 1
                guard case (.reference(let text), let column)? = peek() else {
                    throw error(.syntax("expected an item after '*'"), line: number, column: peek()?.1 ?? endColumn)
                }
                index += 1
                multiplier = value
                second = try reference(text, column: column, line: number)
            } else {
                constant = value
            }
        case (.reference(let text), let column)?:
            index += 1
            second = try reference(text, column: column, line: number)
            if sign < 0 { throw error(.syntax("a minus sign goes before a number"), line: number, column: column) }
            if case (.times, _)? = peek() {
                index += 1
                guard case (.number(let text), let column)? = peek() else {
                    throw error(.syntax("expected a number after '*'"), line: number, column: peek()?.1 ?? endColumn)
                }
                index += 1
                multiplier = try parsedNumber(text, line: number, column: column)
            }
        default:
            throw error(.syntax("expected an item or a number"), line: number, column: peek()?.1 ?? endColumn)
        }
        if second != nil, let (token, _) = peek(), token == .plus || token == .minus {
            index += 1
            guard case (.number(let text), let column)? = peek() else {
                throw error(.syntax("expected a number"), line: number, column: peek()?.1 ?? endColumn)
            }
            index += 1
            constant = try parsedNumber(text, line: number, column: column) * (token == .minus ? -1 : 1)
        }
        var priority = LayoutPriority.required
        var identifier: String?
        while let (token, column) = peek() {
            index += 1
            switch token {
            case .priority(let text):
                guard let value = Self.priority(text) else {
                    throw error(.badPriority(text), line: number, column: column + 1)
                }
                priority = value
            case .string(let text):
                identifier = text
            default:
                throw error(.syntax("unexpected text after the constraint"), line: number, column: column)
            }
        }
        return LayoutDocument.ConstraintLine(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, identifier: identifier, position: SourcePosition(line: number, column: firstColumn))
    }

    private func parsedNumber(_ text: String, line: Int, column: Int) throws(LayoutFileError) -> CGFloat {
        if let value = Self.decimal(text) { return CGFloat(value) }
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") || lowered.hasPrefix("-0x") || lowered.hasPrefix("+0x") {
            throw error(.hexadecimalNumber(text), line: line, column: column)
        }
        throw error(.badNumber(text), line: line, column: column)
    }

    /// `required`, `high`, `low`, `fittingSizeLevel`, or a number in 1...1000, as Interface Builder takes.
    static func priority(_ text: String) -> LayoutPriority? {
        switch text {
        case "required": return .required
        case "high", "defaultHigh": return .defaultHigh
        case "low", "defaultLow": return .defaultLow
        case "fittingSizeLevel": return .fittingSizeLevel
        default:
            guard let value = decimal(text), value >= 1, value <= 1000 else { return nil }
            return LayoutPriority(Float(value))
        }
    }

    /// `Name.attribute` or `Name.guide.attribute`.
    private func reference(_ text: String, column: Int, line: Int) throws(LayoutFileError) -> LayoutDocument.ItemReference {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            throw error(.syntax("expected Name.attribute or Name.guide.attribute"), line: line, column: column)
        }
        let attributeText = parts[parts.count - 1]
        guard let attribute = Self.attribute(attributeText) else {
            let offset = text.count - attributeText.count
            throw error(.unknownAttribute(attributeText), line: line, column: column + offset)
        }
        return LayoutDocument.ItemReference(
            name: parts[0], guide: parts.count == 3 ? parts[1] : nil, attribute: attribute,
            position: SourcePosition(line: line, column: column))
    }

    /// Auto Layout's attribute names (`baseline` is `lastBaseline`).
    static func attribute(_ name: String) -> LayoutConstraint.Attribute? {
        attributes[name]
    }

    /// Attribute names to attributes, built once rather than by describing every attribute per reference.
    private static let attributes: [String: LayoutConstraint.Attribute] = {
        var names = ["baseline": LayoutConstraint.Attribute.lastBaseline]
        for raw in 1...20 {
            if let attribute = LayoutConstraint.Attribute(rawValue: raw) { names["\(attribute)"] = attribute }
        }
        return names
    }()
}
