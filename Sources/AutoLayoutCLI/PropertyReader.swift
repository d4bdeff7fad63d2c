import Foundation

/// Reads one `key=value` property of a declaration, reporting mistakes at its place in the file.
struct PropertyReader {
    let property: LayoutDocument.Property
    let parser: LayoutFileParser

    var line: Int { property.position.line }
    /// The property as written, for number errors' columns.
    var word: LayoutFileParser.Word {
        LayoutFileParser.Word(
            text: property.key + (property.value.map { "=" + $0 } ?? ""), column: property.position.column)
    }
    /// Where the value starts, after `key=`.
    var offset: Int { property.key.count + 1 }

    /// A bad-property error at the property.
    func bad(_ reason: String) -> LayoutFileError {
        parser.error(.badProperty(property.key, reason: reason), line: line, column: property.position.column)
    }

    /// The value, which must be there.
    func value() throws(LayoutFileError) -> String {
        guard let value = property.value, !value.isEmpty else { throw bad("expected a value") }
        return value
    }

    /// The value as one number.
    func number() throws(LayoutFileError) -> CGFloat {
        try parser.number(try value(), at: word, line: line, offset: offset)
    }

    /// The value as `count` comma-separated numbers (one for all).
    func numbers(_ count: Int) throws(LayoutFileError) -> [CGFloat] {
        try parser.numbers(try value(), count: count, at: word, line: line, offset: offset)
    }

    /// The value as `WxH`.
    func size() throws(LayoutFileError) -> CGSize {
        try parser.size(try value(), at: word, line: line, offset: offset)
    }
}
