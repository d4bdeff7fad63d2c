import Cassowary
import LayoutScenarios
import SolverScenarios

/// The raw Cassowary solver on the SolverScenarios system a layout shape mirrors, timed like the
/// AutoLayout scenario: build, the same root widths, and a one-point change of the equivalent constant.
enum SolverBaseline {
    /// The solver-scenarios shape of a layout shape; nil for the feed, which has none.
    static func kind(of shape: LayoutShape) -> ScenarioKind? {
        switch shape {
        case .chain: .chain
        case .tree: .tree
        case .grid: .grid
        case .feed: nil
        }
    }

    /// The constraint the layout scenario's nudge mirrors: the last view's offset from the one before
    /// (chain), the last node's offset in its parent (tree), the last cell's height (grid).
    static func nudgedConstraint(of scenario: Scenario) -> Constraint {
        let n = scenario.size
        let cns = scenario.constraints
        switch scenario.kind {
        case .chain: return cns[3 + 5 * (n - 1)]
        case .tree: return cns[3 + 4 * (n - 1)]
        case .grid: return cns[cns.count - 3]
        }
    }

    /// One rep: create and build `kind` at `size`, nudge `edits` times, then resize through `widths`
    /// (in that order, as the layout rep), and check the layout.
    static func run(_ kind: ScenarioKind, size: Int, widths: [Double], edits: Int, measureHeap: Bool) throws
        -> SolverSample
    {
        let clock = ContinuousClock()
        let t0 = clock.now
        let runner = ScenarioRunner(Scenario(kind, size: size))
        let t1 = clock.now
        let heapBefore = measureHeap ? HeapUsage.allocatedBytes() : nil
        let t2 = clock.now
        try runner.build()
        let t3 = clock.now
        var bytesPerConstraint: Double?
        if let heapBefore, let heapAfter = HeapUsage.allocatedBytes() {
            bytesPerConstraint = Double(heapAfter - heapBefore) / Double(runner.scenario.constraints.count)
        }
        try runner.checkLayout()

        let solver = runner.solver
        let nudged = nudgedConstraint(of: runner.scenario)
        let base = nudged.expression.constant
        _ = solver.takeChangedVariables()
        var probe = 0.0
        // A layout constant one less is an expression constant one more (`first − second − constant`).
        let constantChange = try EditTimes.measure(edits) { e in
            try solver.updateConstant(of: nudged, to: e % 2 == 0 ? base + 1 : base)
            let values = solver.values(of: solver.takeChangedVariables())
            probe += values.first ?? 0
        }
        let resize = try EditTimes.measure(widths.count) { try runner.edit(to: widths[$0]) }
        try runner.checkLayout()
        return SolverSample(
            create: (t1 - t0).microseconds, build: (t3 - t2).microseconds,
            resize: resize, constantChange: constantChange, bytesPerConstraint: bytesPerConstraint,
            readOutProbe: probe)
    }
}
