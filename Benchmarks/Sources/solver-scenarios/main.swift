// solver-scenarios: kiwi_bench's chain / tree / grid scenarios on swift-autolayout's Cassowary solver.
// Same arguments and the same one-line output as kiwi_bench, plus bytes_per_constraint= and add=.
import SolverScenarios

guard let arguments = BenchArguments(Array(CommandLine.arguments.dropFirst())) else {
    exitWithMessage(BenchArguments.usage, status: 2)
}
do {
    let result = try ScenarioBench(arguments: arguments).run()
    print(result.line)
} catch {
    exitWithMessage("\(arguments.kind.rawValue) N=\(arguments.size): \(error)", status: 1)
}
