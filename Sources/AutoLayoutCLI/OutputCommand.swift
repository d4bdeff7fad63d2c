import ArgumentParser
import Foundation

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
