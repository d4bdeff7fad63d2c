// layout-scenarios: the solver scenarios (chain / tree / grid) built from AutoLayout views and anchors,
// plus a feed cell; one result line with AutoLayout's times, the raw solver's on the equivalent system
// in the same reps, and their ratios.
import SolverScenarios

guard let arguments = LayoutArguments(Array(CommandLine.arguments.dropFirst())) else {
    exitWithMessage(LayoutArguments.usage, status: 2)
}
do {
    let result = try LayoutBench(arguments: arguments).run()
    print(result.line)
} catch {
    exitWithMessage("\(arguments.shape.rawValue) N=\(arguments.size): \(error)", status: 1)
}
