import Cassowary

/// Runs kiwi_bench's phases on one scenario with a fresh ``Solver``.
///
/// Every phase ends by reading the value of every variable with `Solver.values(of:)`, the equivalent of
/// kiwi's `updateVariables()`. The runner does no timing; callers wrap the phases in their own clocks.
public final class ScenarioRunner {
    /// The scenario being solved.
    public let scenario: Scenario
    /// The solver, created empty with the runner.
    public let solver: Solver
    /// How ``build()`` and ``churn()`` add constraints.
    public let addMode: AddMode
    /// Every variable of the scenario, read after each phase.
    public let variables: [Variable]
    /// Every 10th constraint (indices 0, 10, 20, …), the ones ``churn()`` removes and re-adds.
    public let churnedConstraints: [Constraint]
    /// One value of the latest read-out, kept so that no read can be optimised away.
    public private(set) var readOutProbe: Double = 0

    /// Creates a runner with an empty solver; nothing is added until ``build()``.
    public init(_ scenario: Scenario, addMode: AddMode = .batch) {
        self.scenario = scenario
        self.solver = Solver()
        self.addMode = addMode
        self.variables = scenario.variables
        self.churnedConstraints = stride(from: 0, to: scenario.constraints.count, by: 10).map { scenario.constraints[$0] }
    }

    /// The number of single-constraint toggles in kiwi_bench's `o` phase.
    public static let toggleCount = 10

    /// Build: edit the container width (strong), suggest the initial width, add all, read all values.
    ///
    /// The constraints are added in the scenario's order, in one batch or one by one per ``addMode``.
    public func build() throws(SolverError) {
        try solver.addEditVariable(scenario.container.width, priority: .strong)
        try solver.suggestValue(scenario.initialWidth, for: scenario.container.width)
        try add(scenario.constraints)
        readAll()
    }

    /// One resize edit: suggest `width` for the container width, read all values.
    public func edit(to width: Double) throws(SolverError) {
        try solver.suggestValue(width, for: scenario.container.width)
        readAll()
    }

    /// A resize phase: `edits` edits following `mode`'s sweep, edit numbers 0 ..< edits.
    public func resize(_ mode: ResizeMode, edits: Int) throws(SolverError) {
        for e in 0..<edits {
            try edit(to: mode.width(edit: e, in: scenario))
        }
    }

    /// The constraint toggled by toggle number `q` (0 ..< 10): index `count · (2q + 1) / 20`, as kiwi_bench.
    public func toggledConstraint(_ q: Int) -> Constraint {
        scenario.constraints[(scenario.constraints.count * (2 * q + 1)) / 20]
    }

    /// One toggle: remove constraint number `q` of the 10 evenly spaced ones, re-add it, read all values.
    public func toggle(_ q: Int) throws(SolverError) {
        let constraint = toggledConstraint(q)
        try solver.remove(constraint)
        try solver.add(constraint)
        readAll()
    }

    /// Churn: remove every 10th constraint, re-add them in the same order, read all values.
    public func churn() throws(SolverError) {
        for constraint in churnedConstraints {
            try solver.remove(constraint)
        }
        try add(churnedConstraints)
        readAll()
    }

    /// The container width the solver currently assigns (kiwi_bench's `cw`).
    public var containerWidth: Double {
        solver.value(of: scenario.container.width)
    }

    /// kiwi_bench's correctness spot-check of the current layout; returns the container width.
    ///
    /// chain: the last view's right edge + 8 fits in the container and every view is at least 20 wide;
    /// grid: view 0 is exactly container width / k wide; tree: view 1 is exactly (cw − 8)/2 − 6 wide.
    @discardableResult
    public func checkLayout() throws(ScenarioCheckFailure) -> Double {
        let cw = containerWidth
        let views = scenario.views
        switch scenario.kind {
        case .chain:
            let last = views[views.count - 1]
            let lastRight = solver.value(of: last.left) + solver.value(of: last.width)
            if lastRight + 8 > cw + 1e-6 {
                throw ScenarioCheckFailure(
                    "chain check failed: last view's right edge + 8 = \(lastRight + 8) exceeds container width \(cw)")
            }
            for (i, view) in views.enumerated() {
                let width = solver.value(of: view.width)
                if width < 20 - 1e-6 {
                    throw ScenarioCheckFailure("chain min check failed: view \(i) width \(width) < 20")
                }
            }
        case .grid:
            let k = Scenario.gridSide(views.count)
            let expect = cw / Double(k)
            let width = solver.value(of: views[0].width)
            if abs(width - expect) > 1e-6 {
                throw ScenarioCheckFailure("grid check failed \(width) vs \(expect) (container width \(cw), k = \(k))")
            }
        case .tree:
            let expect = 0.5 * (cw - 8) - 6
            let width = solver.value(of: views[1].width)
            if abs(width - expect) > 1e-6 {
                throw ScenarioCheckFailure("tree check failed: view 1 width \(width), expected \(expect) (container width \(cw))")
            }
        }
        return cw
    }

    /// kiwi_bench's post-churn check: the container width must still be `expected`.
    ///
    /// Applies to tree and grid, whose solutions are unique; the chain is not checked. `expected` is the
    /// width before toggles and churn.
    public func checkChurn(expected: Double) throws(ScenarioCheckFailure) {
        if scenario.kind == .chain { return }
        let cw = containerWidth
        if abs(cw - expected) > 1e-6 {
            throw ScenarioCheckFailure("churn check failed: container width \(cw) after churn, \(expected) before")
        }
    }

    private func add(_ constraints: [Constraint]) throws(SolverError) {
        switch addMode {
        case .batch:
            try solver.add(constraints)
        case .each:
            for constraint in constraints {
                try solver.add(constraint)
            }
        }
    }

    private func readAll() {
        let values = solver.values(of: variables)
        readOutProbe = values[values.count / 2]
    }
}
