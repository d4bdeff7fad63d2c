extension LayoutConstraint {
    /// Where a constraint was made in the client's code, printed `Card.swift:42`.
    ///
    /// Every public factory records it through `#fileID` / `#line` default arguments, so descriptions,
    /// conflict logs and ambiguity explanations point at the line that wrote the constraint. Libraries
    /// that make constraints for their callers (a DSL, a format parser) pass their caller's location on.
    public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
        /// The `#fileID` of the call: `Module/File.swift`.
        public let fileID: String
        /// The line of the call.
        public let line: Int

        /// A location from a `#fileID` and a `#line`.
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// The file name alone, without the module: logs have little room.
        public var fileName: String {
            fileID.split(separator: "/").last.map(String.init) ?? fileID
        }

        /// `File.swift:42`.
        public var description: String { "\(fileName):\(line)" }
    }
}
