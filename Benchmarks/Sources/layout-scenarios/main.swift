// layout-scenarios: the solver scenarios (chain / tree / grid) built from AutoLayout views and anchors,
// plus a feed cell; one result line with AutoLayout's times, the raw solver's on the equivalent system
// in the same reps, and their ratios.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
    var text = message + "\n"
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(status)
}

guard let arguments = LayoutArguments(Array(CommandLine.arguments.dropFirst())) else {
    fail(LayoutArguments.usage, status: 2)
}
do {
    let result = try LayoutBench(arguments: arguments).run()
    print(result.line)
} catch {
    fail("\(arguments.shape.rawValue) N=\(arguments.size): \(error)", status: 1)
}
