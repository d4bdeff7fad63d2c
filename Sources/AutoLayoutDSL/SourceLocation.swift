/// Where a DSL call was written, printed `File.swift:42` in reports.
struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name alone: `#fileID` without its module, as logs have little room.
    let file: String
    let line: UInt

    init(fileID: String, line: UInt) {
        file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        self.line = line
    }

    var description: String { "\(file):\(line)" }
}
