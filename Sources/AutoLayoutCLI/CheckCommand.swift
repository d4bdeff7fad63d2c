import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout check FILE… [--size WxH]… [--rtl]`: conflicts and ambiguity explained; exit 1 when any.
struct CheckCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Explain conflicting and ambiguous constraints; exit 1 when there are any.")

    @Argument(help: "The layout files.") var files: [String]
    @Option(
        name: .customLong("size"), help: "A host size, WxH (repeatable; default: the file's host size).",
        transform: SizeArgument.parse)
    var sizes: [SizeArgument] = []
    @Flag(help: "Lay out right to left.") var rtl = false
    @Flag(help: "Also print UIKit's log for each conflict.") var uikitLog = false

    func execute() -> CommandOutput {
        var output = CommandOutput()
        var problemCount = 0
        for file in files {
            do {
                let session = try LayoutFileSession(path: file)
                for (size, direction) in session.hosts(sizes: sizes.map(\.size), rtl: rtl) {
                    let (built, diagnostics) = try session.layout(size: size, direction: direction)
                    let problems = LayoutReport.problems(built, diagnostics: diagnostics)
                    let label = "\(session.fileName) at \(LayoutReport.hostLabel(size, direction))"
                    problemCount += problems.count
                    if problems.isEmpty {
                        output.standardOutput += "\(label): no conflicts, no ambiguity\n"
                        continue
                    }
                    output.standardOutput += "\(label): \(problems.count) problem\(problems.count == 1 ? "" : "s")\n"
                    for (index, problem) in problems.enumerated() {
                        output.standardOutput += "  \(index + 1). \(problem)\n"
                    }
                    if uikitLog {
                        for diagnostic in diagnostics where diagnostic.conflict != nil {
                            output.standardOutput += diagnostic.message + "\n"
                        }
                    }
                }
            } catch {
                output.standardError += "\(error)\n"
                output.status = 1
            }
        }
        if problemCount > 0 { output.status = 1 }
        return output
    }
}
