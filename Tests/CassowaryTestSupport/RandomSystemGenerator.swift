/// Produces small random constraint systems shaped to stress a simplex solver: few variables, small integer
/// coefficients, many ties, parallel and coincident hyperplanes, and mixed required and optional priorities.
public struct RandomSystemGenerator: Sendable {
    /// How many variables a system has.
    public var variableCounts: ClosedRange<Int> = 1...8
    /// How many constraints a system has.
    public var constraintCounts: ClosedRange<Int> = 1...12
    /// Coefficients are non-zero integers in `-coefficientBound…coefficientBound`.
    public var coefficientBound = 3
    /// Constants are integers in `-constantBound…constantBound`.
    public var constantBound = 20
    /// The optional priorities a system draws its levels from.
    public var priorityPool: [Float] = [250, 500, 750, 999.5]
    /// The most optional levels one system uses (at least one).
    public var maximumLevels = 3
    /// The shares of required constraints a system may have; one is picked per system so that some systems
    /// are mostly optional and others are mostly required (and often infeasible).
    public var requiredShares: [Double] = [0.2, 0.35, 0.5, 0.7]

    /// Creates a generator with the default shape (1–8 variables, up to 12 constraints, coefficients ±3,
    /// constants ±20, up to three levels from 250, 500, 750 and 999.5).
    public init() {}

    /// A random system; the same generator state always yields the same system.
    public func makeSystem(using rng: inout SplitMix64) -> OracleSystem {
        let n = max(1, rng.int(in: variableCounts))
        let m = max(0, rng.int(in: constraintCounts))
        let levelCount = rng.int(in: 1...max(1, min(maximumLevels, priorityPool.count)))
        let levels = Array(rng.shuffled(priorityPool).prefix(levelCount))
        let requiredShare = rng.element(of: requiredShares) ?? 0.5

        var constraints: [OracleConstraint] = []
        for _ in 0..<m {
            let coefficients = makeCoefficients(count: n, previous: constraints, using: &rng)
            // Reusing a constant makes coincident hyperplanes, the most degenerate case for pivoting.
            let constant: Double
            if let previous = rng.element(of: constraints), rng.chance(0.15) {
                constant = previous.constant
            } else {
                constant = Double(rng.int(in: -constantBound...constantBound))
            }
            let relation = rng.element(of: OracleRelation.allCases) ?? .equal
            let priority = rng.chance(requiredShare)
                ? OracleConstraint.requiredPriority
                : (rng.element(of: levels) ?? 500)
            constraints.append(
                OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority))
        }
        return OracleSystem(variableCount: n, constraints: constraints)
    }

    // Mostly sparse rows of ±1 like layout constraints, sometimes ±1 or ±2 times an earlier row (parallel
    // hyperplanes), rarely all zeros (a constraint on constants alone).
    private func makeCoefficients(count n: Int, previous: [OracleConstraint], using rng: inout SplitMix64) -> [Double] {
        if rng.chance(0.02) {
            return Array(repeating: 0, count: n)
        }
        if let earlier = rng.element(of: previous), rng.chance(0.15) {
            var factor: Double = rng.element(of: [1.0, -1.0, 2.0, -2.0]) ?? 1
            // Copies of copies would otherwise double without bound.
            if earlier.coefficients.contains(where: { abs($0 * factor) > Double(2 * coefficientBound) }) {
                factor = factor > 0 ? 1 : -1
            }
            let scaled = earlier.coefficients.map { $0 * factor }
            if scaled.contains(where: { $0 != 0 }) { return scaled }
        }
        let termCount = min(n, rng.element(of: [1, 1, 2, 2, 2, 3, 3, 4]) ?? 1)
        var coefficients = Array(repeating: 0.0, count: n)
        for j in rng.shuffled(Array(0..<n)).prefix(termCount) {
            if rng.chance(0.5) {
                coefficients[j] = rng.chance(0.5) ? 1 : -1
            } else {
                let magnitude = rng.int(in: 1...max(1, coefficientBound))
                coefficients[j] = Double(rng.chance(0.5) ? magnitude : -magnitude)
            }
        }
        return coefficients
    }
}
