/// What ``LexicographicOracle`` knows about a system: feasibility, the optimal objective per priority level,
/// and which variables the optimum pins down.
public struct OracleSolution: Sendable, CustomStringConvertible {
    /// Whether the required constraints can all hold at once.
    public var isFeasible: Bool
    /// The distinct optional priorities, highest first; `objective[k]` belongs to `levels[k]`.
    public var levels: [Float]
    /// The least possible sum of errors per level, in lexicographic order; empty when infeasible.
    public var objective: [Double]
    /// Per variable, its value when every optimal point agrees on it, nil when it is free or infeasible.
    public var values: [Double?]
    /// One optimal point (a vertex of the optimal set), nil when infeasible.
    public var optimalPoint: [Double]?
    /// How many vertex candidates satisfied the required constraints, summed over independent blocks.
    public var feasibleVertexCount: Int
    /// How many of those were optimal, summed over independent blocks.
    public var optimalVertexCount: Int
    /// How many extreme rays the optimal set's recession cone has, summed over independent blocks; blocks in
    /// which no variable could be determined anyway are not searched for rays and count 0.
    public var rayCount: Int
    /// The rank of the constraint normals; `variableCount - rank` is the dimension of the lineality space.
    public var rank: Int
    /// Whether every tolerance decision had a wide margin; when false a near-tie (a violation or objective gap
    /// between 1e-8 and 1e-5) made the classification numerically delicate and the result should be skipped.
    public var isClearCut: Bool

    /// How many variables the optimum determines.
    public var determinedCount: Int { values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// A short summary with the objective and the determined values, for failure messages.
    public var description: String {
        guard isFeasible else { return "oracle: required constraints infeasible" }
        let objectiveText = zip(levels, objective)
            .map { "@\(OracleConstraint.format(Double($0.0))): \($0.1)" }
            .joined(separator: ", ")
        let valueText = values.enumerated()
            .map { "x\($0.offset) = \($0.element.map { String($0) } ?? "free")" }
            .joined(separator: ", ")
        return "oracle: objective [\(objectiveText)]; \(valueText); rank \(rank), "
            + "\(optimalVertexCount)/\(feasibleVertexCount) optimal vertices, \(rayCount) rays"
            + (isClearCut ? "" : " (numerically delicate)")
    }
}
