/// An error raised during one phase of one rep, with enough context to reproduce it.
struct PhaseFailure: Error, CustomStringConvertible {
    /// The phase: build, slack, drag, jump, check, toggle, churn, churn check.
    var phase: String
    /// The 0-based rep.
    var rep: Int
    /// The solver error or failed check.
    var underlying: any Error

    /// `<phase> (rep <n>): <underlying>`.
    var description: String { "\(phase) (rep \(rep)): \(underlying)" }
}
