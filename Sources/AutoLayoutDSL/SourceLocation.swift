/// Where a DSL call was written, printed `File.swift:42` in identifiers and reports.
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name alone: `#fileID` without its module, as logs have little room.
    let file: String
    let line: UInt

    init(fileID: String, line: UInt) {
        file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        self.line = line
    }

    var description: String { "\(file):\(line)" }

    /// The identifier a DSL constraint carries: `label (File.swift:42)`, or `File.swift:42`.
    func identifier(label: String?) -> String {
        label.map { "\($0) (\(self))" } ?? description
    }

    /// Whether an identifier has the shape ``identifier(label:)`` gives: how the DSL recognises the
    /// constraints it made among those installed on a view.
    static func isDSLIdentifier(_ identifier: String?) -> Bool {
        guard let identifier else { return false }
        var text = Substring(identifier)
        if text.hasSuffix(")") {
            guard let open = text.lastIndex(of: "(") else { return false }
            text = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        guard let colon = text.lastIndex(of: ":") else { return false }
        let digits = text[text.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy { (character: Character) in character.isNumber } && text[..<colon].hasSuffix(".swift")
    }
}
