import SolverScenarios

/// The command line of `solver-scenarios`, the same positional arguments as kiwi_bench / run.sh.
struct BenchArguments {
    /// The usage text printed on bad arguments.
    static let usage = """
        usage: solver-scenarios <chain|tree|grid> <N> [reps=3] [phases=sdjoc] [edits=100] [--add=batch|each]
          phases: any of s (slack), d (drag), j (jump), o (toggle one constraint), c (churn); build always runs
          --add: batch = one Solver.add([Constraint]) for build and churn re-adds (default);
                 each  = one Solver.add(Constraint) per constraint, as kiwi's addConstraint loop
        """

    /// The scenario shape.
    var kind: ScenarioKind
    /// The N of the scenario.
    var size: Int
    /// How many fresh solvers to run; the medians over them are reported.
    var reps = 3
    /// The phase letters as given.
    var phaseLetters = "sdjoc"
    /// Edits per resize phase.
    var edits = 100
    /// How build and churn add constraints.
    var addMode = AddMode.batch

    /// Parses the arguments after the program name; nil when they are malformed.
    init?(_ arguments: [String]) {
        var positional: [String] = []
        var addMode = AddMode.batch
        for argument in arguments {
            if argument.hasPrefix("--add=") {
                guard let mode = AddMode(rawValue: String(argument.dropFirst("--add=".count))) else { return nil }
                addMode = mode
            } else if argument.hasPrefix("--") {
                return nil
            } else {
                positional.append(argument)
            }
        }
        guard (2...5).contains(positional.count), let kind = ScenarioKind(rawValue: positional[0]),
              let size = Int(positional[1]), size >= (kind == .tree ? 2 : 1)
        else { return nil }
        self.kind = kind
        self.size = size
        self.addMode = addMode
        if positional.count > 2 {
            guard let reps = Int(positional[2]), reps >= 1 else { return nil }
            self.reps = reps
        }
        if positional.count > 3 { phaseLetters = positional[3] }
        if positional.count > 4 {
            guard let edits = Int(positional[4]), edits >= 1 else { return nil }
            self.edits = edits
        }
    }
}
