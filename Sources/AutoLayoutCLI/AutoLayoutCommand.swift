import ArgumentParser
import Foundation

/// `autolayout`: solves, checks and draws layout files.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Solve, check and draw Auto Layout layout files, with UIKit's semantics, without UIKit.",
        discussion: """
            A layout file declares views (view, label, button, image, switch, textfield, textview, stack, scroll,
            activity, slider, guide), nested by indentation or in=Parent, and constraints written as the Auto
            Layout Guide writes them (Red.leading = 1.0 * Superview.leading + 20.0 @750) or as visual format
            lines (H:|-[Red]-[Blue]-|). See README.md, "Layout files".
            """,
        subcommands: [SolveCommand.self, CheckCommand.self, RenderCommand.self, ExamplesCommand.self]
    )
}

/// What a command produced: text for standard output and standard error, and the exit status.
struct CommandOutput {
    var standardOutput = ""
    var standardError = ""
    var status: Int32 = 0
}

/// A command that produces its output as a value, so tests can run it without a process.
protocol OutputCommand: ParsableCommand {
    func execute() -> CommandOutput
}

extension OutputCommand {
    func run() throws {
        let output = execute()
        if !output.standardOutput.isEmpty { print(output.standardOutput, terminator: "") }
        if !output.standardError.isEmpty { FileHandle.standardError.write(Data(output.standardError.utf8)) }
        if output.status != 0 { throw ExitCode(output.status) }
    }
}
