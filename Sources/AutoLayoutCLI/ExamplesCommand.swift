import ArgumentParser
import Foundation

/// `autolayout examples [--out DIR]`: renders the bundled gallery.
struct ExamplesCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples", abstract: "Render the bundled gallery of the seeds' layouts, both directions.")

    @Option(help: "The folder to write into.") var out = "gallery"
    @Option(help: "The folder of .layout files (default: the package's Examples/Layouts).") var from: String?

    /// The package's `Examples/Layouts`, found from this source file's path (the tool runs from its
    /// checkout with `swift run`).
    static var bundledExamples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Layouts").path
    }

    func execute() -> CommandOutput {
        let folder = from ?? Self.bundledExamples
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".layout")
        }.sorted()
        guard !names.isEmpty else {
            return CommandOutput(standardError: "\(CLIError.noExamples(folder))\n", status: 1)
        }
        let files = names.map { (folder as NSString).appendingPathComponent($0) }
        return Renderer(out: out, sizes: [], bothDirections: true, constraints: false).render(
            files: files, title: "swift-autolayout gallery")
    }
}
