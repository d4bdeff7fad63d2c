import Foundation

/// A one-line progress report on standard error for batch renders, only when it is a terminal.
struct Progress {
    let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1

    init(total: Int) {
        self.total = total
    }

    /// `[3/12] card.layout 375x667 ltr`, over the previous report.
    func report(_ index: Int, _ what: String) {
        guard enabled, total > 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(index + 1)/\(total)] \(what)".utf8))
    }

    /// Clears the line.
    func finish() {
        guard enabled, total > 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
