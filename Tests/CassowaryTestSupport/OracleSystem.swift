/// A system of ``OracleConstraint``s over `variableCount` variables `x0 … x(n-1)`, in the order they are added.
public struct OracleSystem: Sendable, Hashable, CustomStringConvertible {
    /// How many variables the system has; every constraint has this many coefficients.
    public var variableCount: Int
    /// The constraints, in the order a solver should receive them.
    public var constraints: [OracleConstraint]

    /// Creates a system; constraints with fewer coefficients than `variableCount` are padded with zeros.
    public init(variableCount: Int, constraints: [OracleConstraint]) {
        self.variableCount = variableCount
        // Padding here spares every consumer a bounds check on coefficients.
        self.constraints = constraints.map { constraint in
            var padded = constraint
            if padded.coefficients.count < variableCount {
                padded.coefficients += Array(repeating: 0, count: variableCount - padded.coefficients.count)
            }
            return padded
        }
    }

    /// The variable names used in descriptions: `x0`, `x1`, ….
    public var variableNames: [String] { (0..<max(0, variableCount)).map { "x\($0)" } }

    /// One numbered line per constraint, e.g. `c3: 2 * x0 - x1 >= -5 @750`.
    public var description: String {
        var lines = ["\(variableCount) variable(s), \(constraints.count) constraint(s):"]
        for (i, constraint) in constraints.enumerated() {
            lines.append("  c\(i): \(constraint)")
        }
        return lines.joined(separator: "\n")
    }
}
