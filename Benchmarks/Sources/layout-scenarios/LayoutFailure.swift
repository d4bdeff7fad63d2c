/// An error raised during one phase of one rep, with enough context to reproduce it.
struct LayoutFailure: Error, CustomStringConvertible {
    /// The phase: build, check after layout, check after nudges, check after resizes, solver.
    var phase: String
    /// The 0-based rep.
    var rep: Int
    /// The layout error, the failed check or the solver's error.
    var underlying: any Error

    /// `<phase> (rep <n>): <underlying>`.
    var description: String { "\(phase) (rep \(rep)): \(underlying)" }
}
