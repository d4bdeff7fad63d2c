import LayoutScenarios

/// The command line of `layout-scenarios`.
struct LayoutArguments {
    /// The usage text printed on bad arguments.
    static let usage = """
        usage: layout-scenarios <chain|tree|grid|feed> <N> [reps=3] [edits=20] [--no-solver] [--heap=MODE]
          N: views (chain, tree), cells round(sqrt(N))^2 (grid), independent cells (feed)
          edits: root resizes and constant changes per rep (even, so the nudge ends where it started)
          --no-solver: skip the Cassowary baseline (for profiling AutoLayout alone)
          --heap=warm (default): each rep builds on the pages the one before freed, kept by the allocator
          --heap=cold: each rep builds on fresh pages (free pages go back to the kernel before it)
          --heap=system: the allocator's own rules (glibc's keep or return pages by chance of layout)
        """

    /// The shape.
    var shape: LayoutShape
    /// The N of the scenario.
    var size: Int
    /// How many fresh scenarios to run; the medians over them are reported.
    var reps = 3
    /// Resize edits and constant-change edits per rep.
    var edits = 20
    /// Whether to time the raw solver on the equivalent SolverScenarios system in each rep.
    var solverBaseline = true
    /// What memory each rep builds on.
    var heap = HeapMode.warm

    /// Parses the arguments after the program name; nil when they are malformed.
    init?(_ arguments: [String]) {
        var positional: [String] = []
        for argument in arguments {
            if argument == "--no-solver" {
                solverBaseline = false
            } else if argument.hasPrefix("--heap=") {
                guard let heap = HeapMode(rawValue: String(argument.dropFirst("--heap=".count))) else { return nil }
                self.heap = heap
            } else if argument.hasPrefix("--") {
                return nil
            } else {
                positional.append(argument)
            }
        }
        guard (2...4).contains(positional.count), let shape = LayoutShape(rawValue: positional[0]),
            let size = Int(positional[1]), size >= (shape == .tree ? 2 : 1)
        else { return nil }
        self.shape = shape
        self.size = size
        if shape == .feed { solverBaseline = false }
        if positional.count > 2 {
            guard let reps = Int(positional[2]), reps >= 1 else { return nil }
            self.reps = reps
        }
        if positional.count > 3 {
            guard let edits = Int(positional[3]), edits >= 2, edits % 2 == 0 else { return nil }
            self.edits = edits
        }
    }
}
