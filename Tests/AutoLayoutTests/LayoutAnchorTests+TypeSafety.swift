import Foundation
import XCTest

/// Seed 004's type safety: relating anchors of different axes, or a size to a position, must not
/// compile. Each case is type-checked by the compiler against the built `AutoLayout` module, next to
/// a twin that differs only in the mistake and must compile, so that a failure can only be the
/// mistake's.
extension LayoutAnchorTests {
    /// Statements that must not compile, each with its compiling twin and what the error must name.
    private static let mistakes: [(wrong: String, right: String, error: [String])] = [
        (
            "a.leadingAnchor.constraint(equalTo: b.topAnchor)",
            "a.leadingAnchor.constraint(equalTo: b.trailingAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutYAxisAnchor>'", "'LayoutAnchor<LayoutXAxisAnchor>'"]
        ),
        (
            "a.topAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor, constant: 8)",
            "a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.firstBaselineAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor)",
            "a.firstBaselineAnchor.constraint(lessThanOrEqualTo: b.centerYAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.safeAreaLayoutGuide.topAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor)",
            "a.safeAreaLayoutGuide.topAnchor.constraint(equalTo: b.layoutMarginsGuide.topAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.widthAnchor.constraint(equalTo: b.leadingAnchor)",
            "a.widthAnchor.constraint(equalTo: b.heightAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutDimension>'"]
        ),
        (
            "a.centerXAnchor.constraint(equalTo: b.widthAnchor)",
            "a.centerXAnchor.constraint(equalTo: b.centerXAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutDimension>'", "'LayoutAnchor<LayoutXAxisAnchor>'"]
        ),
        (
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalTo: b.leadingAnchor)",
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalTo: b.widthAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutDimension>'"]
        ),
        (
            "a.leadingAnchor.anchorWithOffset(to: b.topAnchor)",
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)",
            ["cannot convert", "'LayoutYAxisAnchor'", "'LayoutXAxisAnchor'"]
        ),
        // Multipliers and constants alone belong to sizes, as in UIKit.
        (
            "a.leadingAnchor.constraint(equalTo: b.leadingAnchor, multiplier: 2)",
            "a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)",
            ["extra argument 'multiplier'"]
        ),
        (
            "a.leadingAnchor.constraint(equalToConstant: 10)",
            "a.widthAnchor.constraint(equalToConstant: 10)",
            ["no exact matches", "'constraint'"]
        ),
        // System spacing follows the axis: after on x, below on y, and none between sizes.
        (
            "a.topAnchor.constraint(equalToSystemSpacingAfter: b.bottomAnchor, multiplier: 1)",
            "a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)",
            ["incorrect argument label", "expected 'equalToSystemSpacingBelow:multiplier:'"]
        ),
        (
            "a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.trailingAnchor, multiplier: 1)",
            "a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)",
            ["no exact matches", "'constraint'"]
        ),
        (
            "a.widthAnchor.constraint(equalToSystemSpacingAfter: b.widthAnchor, multiplier: 1)",
            "a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)",
            ["no exact matches", "'constraint'"]
        ),
    ]

    func testMixingAxesOrSizesWithPositionsDoesNotCompile() throws {
        let checker = try TypeChecker()
        // Every twin in one file: one compiler run shows the harness and the module sound.
        let twins = try checker.check(Self.mistakes.map(\.right))
        XCTAssertEqual(twins.status, 0, "the correct twins must compile:\n\(twins.output)")
        for mistake in Self.mistakes {
            let result = try checker.check([mistake.wrong])
            XCTAssertNotEqual(result.status, 0, "\(mistake.wrong) compiled")
            // The error is on the mistake's own line and names what the case is about.
            let errors = result.output.split(separator: "\n").filter {
                $0.contains(".swift:\(TypeChecker.firstStatementLine):") && $0.contains(": error: ")
            }
            XCTAssertTrue(
                errors.contains { line in mistake.error.allSatisfy { line.contains($0) } },
                "\(mistake.wrong): expected an error naming \(mistake.error), got:\n\(result.output)")
        }
    }
}

/// `swiftc -typecheck` over a few statements that import the `AutoLayout` module these tests run
/// against.
private struct TypeChecker {
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
        let starts = [Bundle(for: LayoutAnchorTests.self).bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
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
            .appendingPathComponent("LayoutAnchorTypeSafety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Type-checks `statements` after two views `a` and `b`; the exit status and the compiler's output.
    func check(_ statements: [String]) throws -> (status: Int32, output: String) {
        let source = directory.appendingPathComponent("Case\(UUID().uuidString.prefix(8)).swift")
        let lines = ["import AutoLayout", "let a = View(), b = View()"] + statements.map { "_ = \($0)" }
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
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
