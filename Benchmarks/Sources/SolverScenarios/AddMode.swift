/// How the build and churn phases hand constraints to the solver.
public enum AddMode: String, CaseIterable, Sendable {
    /// One `Solver.add(_: [Constraint])` call: all constraints inserted, one optimisation at the end.
    case batch
    /// One `Solver.add(_: Constraint)` per constraint, each optimising, as kiwi's `addConstraint` loop.
    case each
}
