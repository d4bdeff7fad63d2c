import Foundation
import XCTest

/// `swiftc -typecheck` over a few statements that import the `AutoLayout` module these tests run
/// against.
struct TypeChecker {
    /// The line of the first statement in the files it writes.
    static let firstStatementLine = 3

    private let compiler: URL
    private let modules: URL
    private let directory: URL

    /// Finds the compiler on the path and the built modules beside the test bundle; skips where either
    /// is missing (a test run from an installed bundle), which CI's `swift test` never is.
    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let compiler = path.split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw XCTSkip("no swiftc on PATH") }
        // SwiftPM puts the modules in `Modules` beside the test bundle (in the build folder itself
        // before Swift 6); the bundle is the running executable on Linux.
        let starts = [Bundle(for: BundleMarker.self).bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        let folders = starts.flatMap { start in
            (1...3).map { depth in (0..<depth).reduce(start) { url, _ in url.deletingLastPathComponent() } }
        }
        guard
            let modules = folders.flatMap({ [$0.appendingPathComponent("Modules"), $0] })
                .first(where: {
                    FileManager.default.fileExists(atPath: $0.appendingPathComponent("AutoLayout.swiftmodule").path)
                })
        else { throw XCTSkip("no built AutoLayout module beside \(starts.map(\.path))") }
        self.compiler = compiler
        self.modules = modules
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("AutoLayoutTypeCheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// What the compiler said of one file.
    struct Result {
        /// Its exit status: 0 when the file compiled.
        let status: Int32
        /// Everything it printed.
        let output: String

        /// The lines that report an error on statement `index` (from 0).
        func errors(onStatement index: Int) -> [Substring] {
            output.split(separator: "\n").filter {
                $0.contains(".swift:\(TypeChecker.firstStatementLine + index):") && $0.contains(": error: ")
            }
        }
    }

    /// Type-checks `statements`, top-level code after two views `a` and `b`.
    func check(_ statements: [String]) throws -> Result {
        let source = directory.appendingPathComponent("Case\(UUID().uuidString.prefix(8)).swift")
        let lines = ["import AutoLayout", "let a = View(), b = View()"] + statements
        try (lines.joined(separator: "\n") + "\n").write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, source.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}

/// A class of the test bundle, to find the bundle by.
private final class BundleMarker {}
