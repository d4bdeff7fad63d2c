import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout solve FILE [--size WxH]… [--rtl] [--format table|json]`.
struct SolveCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve", abstract: "Lay a file out and print every view's frame.",
        discussion: "Frames are in each view's superview's coordinates, as UIView.frame; guides give their layoutFrame.")

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "The layout file.") var file: String
    @Option(
        name: .customLong("size"), help: "A host size, WxH (repeatable; default: the file's host size).",
        transform: SizeArgument.parse)
    var sizes: [SizeArgument] = []
    @Flag(help: "Lay out right to left.") var rtl = false
    @Option(
        help: """
            table or json. JSON: finite numbers as JSON numbers (three decimals below 1e15, exact above), \
            non-finite ones as the strings "inf", "-inf", "nan".
            """)
    var format: Format = .table

    func execute() -> CommandOutput {
        var output = CommandOutput()
        do {
            let session = try LayoutFileSession(path: file)
            var hosts: [(String, BuiltLayout)] = []
            for (size, direction) in session.hosts(sizes: sizes.map(\.size), rtl: rtl) {
                let (built, _) = try session.layout(size: size, direction: direction)
                hosts.append((LayoutReport.hostLabel(size, direction), built))
            }
            switch format {
            case .json:
                output.standardOutput = LayoutReport.json(hosts) + "\n"
            case .table:
                output.standardOutput = hosts.map { label, built in
                    "\(session.fileName) at \(label)\n" + LayoutReport.table(built) + "\n"
                }.joined(separator: "\n")
            }
        } catch {
            output.standardError = "\(error)\n"
            output.status = 1
        }
        return output
    }
}
