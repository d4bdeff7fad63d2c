import SolverScenarios

/// The medians over all reps, printed as one line in kiwi_bench's format plus our extra fields.
struct BenchResult {
    /// The arguments of the run.
    var arguments: BenchArguments
    /// Views in the scenario (the grid rounds N to k²).
    var views = 0
    /// Constraints in the scenario, the edit constraint not counted.
    var constraints = 0
    /// Build times, µs, one per rep.
    var build: [Double] = []
    /// Per-edit times of each resize phase, µs, one per rep.
    var resize: [ResizeMode: [Double]] = [:]
    /// Churn times, µs, one per rep.
    var churn: [Double] = []
    /// Median single-toggle times, µs, one per rep.
    var toggle: [Double] = []
    /// The container width after the last rep's resize phases (kiwi's `cw`).
    var containerWidth = 0.0
    /// Heap growth across the first rep's build divided by the constraint count; nil without mallinfo2.
    var bytesPerConstraint: Double?

    /// The result line: kiwi_bench's fields and format, then `bytes_per_constraint=` and `add=`.
    var line: String {
        func med(_ samples: [Double]?) -> Double { samples?.median ?? -1 }
        let a = arguments
        var s = "\(a.kind.rawValue) N=\(a.size) views=\(views) cns=\(constraints) reps=\(a.reps) edits=\(a.edits)"
        s += " build_ms=" + CFormat.fixed(med(build) / 1000, 3)
        s += " slack_us=" + CFormat.fixed(med(resize[.slack]), 2)
        s += " drag_us=" + CFormat.fixed(med(resize[.drag]), 2)
        s += " jump_us=" + CFormat.fixed(med(resize[.jump]), 2)
        s += " churn_ms=" + CFormat.fixed(med(churn) / 1000, 3) + " (churned=\((constraints + 9) / 10))"
        s += " toggle1_us=" + CFormat.fixed(med(toggle), 1)
        s += " cw=" + CFormat.fixed(containerWidth, 1)
        s += " bytes_per_constraint=" + CFormat.fixed(bytesPerConstraint ?? -1, 1)
        s += " add=\(a.addMode.rawValue)"
        return s
    }
}
