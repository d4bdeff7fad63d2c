import Benchmark
import Cassowary
import SolverScenarios

/// A scenario built once in a benchmark's setup, then stepped one measured operation per iteration.
final class EditSession {
    /// The built scenario and its solver.
    let runner: ScenarioRunner
    /// How many operations this session has performed, which selects the next edit or toggle.
    private var step = 0
    /// The container width after build, which churn must preserve for tree and grid.
    private let builtWidth: Double

    /// Builds `kind` with `size` views and checks the layout.
    init(_ kind: ScenarioKind, size: Int) throws {
        runner = ScenarioRunner(Scenario(kind, size: size))
        try runner.build()
        builtWidth = try runner.checkLayout()
    }

    /// Measures edit number `step mod 100` of the drag sweep (suggest + read all); checks after each sweep.
    func dragEdit(_ benchmark: Benchmark) throws {
        let e = step % 100
        step += 1
        let width = ResizeMode.drag.width(edit: e, in: runner.scenario)
        benchmark.startMeasurement()
        try runner.edit(to: width)
        benchmark.stopMeasurement()
        if e == 99 { try runner.checkLayout() }
    }

    /// Measures toggle number `step mod 10` (remove + re-add one constraint + read all), then checks.
    func toggle(_ benchmark: Benchmark) throws {
        let q = step % ScenarioRunner.toggleCount
        step += 1
        benchmark.startMeasurement()
        try runner.toggle(q)
        benchmark.stopMeasurement()
        try runner.checkLayout()
    }

    /// Measures one local constant change: the last tree node's horizontal offset moves by ±1, then the
    /// changed variables (that node's left only) are taken and read — what a layout engine does when one
    /// view moves. Checks that the change reported the moved variable.
    func localConstantChange(_ benchmark: Benchmark) throws {
        let scenario = runner.scenario
        // make_tree adds three container constraints, then four per node; the node's first is its left.
        let offset = scenario.constraints[3 + 4 * (scenario.size - 1)]
        let base = offset.expression.constant
        let constant = step % 2 == 0 ? base - 1 : base
        step += 1
        benchmark.startMeasurement()
        try runner.solver.updateConstant(of: offset, to: constant)
        let changed = runner.solver.takeChangedVariables()
        let values = runner.solver.values(of: changed)
        benchmark.stopMeasurement()
        blackHole(values)
        let moved = scenario.views[scenario.size - 1].left
        if !changed.contains(moved) { throw ScenarioCheckFailure("local change: \(moved) not reported") }
    }

    /// Measures one churn (remove every 10th constraint, re-add them, read all), then checks.
    func churn(_ benchmark: Benchmark) throws {
        benchmark.startMeasurement()
        try runner.churn()
        benchmark.stopMeasurement()
        try runner.checkLayout()
        try runner.checkChurn(expected: builtWidth)
    }
}
