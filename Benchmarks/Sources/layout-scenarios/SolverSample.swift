/// The raw solver's times on the equivalent SolverScenarios system in one rep.
struct SolverSample {
    /// Creating the variables and constraint objects, µs (untimed in solver-scenarios).
    var create: Double
    /// solver-scenarios' build phase: edit variable, add all, read all values, µs.
    var build: Double
    /// The resize edits: suggest the root width, read all values.
    var resize: EditTimes
    /// The constant changes: update one constant, take and read the changed variables.
    var constantChange: EditTimes
    /// Heap growth across the build phase per constraint; nil without mallinfo2.
    var bytesPerConstraint: Double?
    /// A sum of values read during the constant changes, kept so that no read can be optimised away.
    var readOutProbe: Double
}
