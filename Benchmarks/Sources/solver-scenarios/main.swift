// solver-scenarios: kiwi_bench's chain / tree / grid scenarios on swift-autolayout's Cassowary solver.
// Same arguments and the same one-line output as kiwi_bench, plus bytes_per_constraint= and add=.
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

guard let arguments = BenchArguments(Array(CommandLine.arguments.dropFirst())) else {
    fail(BenchArguments.usage, status: 2)
}
do {
    let result = try ScenarioBench(arguments: arguments).run()
    print(result.line)
} catch {
    fail("\(arguments.kind.rawValue) N=\(arguments.size): \(error)", status: 1)
}
