/// Enumerates the subsets of a fixed size of a list of vectors whose members are linearly independent, handing
/// each one over with a QR factorisation.
///
/// Walking subsets depth-first and extending only with vectors independent of the prefix prunes every subset
/// that contains a dependent prefix, which is most of them in degenerate systems, and shares the
/// orthogonalisation work between subsets with a common prefix. The walk works in flat, manually allocated
/// buffers because the oracle runs in unoptimised test builds, where nested arrays cost a retain and a
/// release per element read.
struct IndependentSubsets {
    /// The vectors to choose from, all of length `dimension`.
    let vectors: [[Double]]
    /// The length of every vector.
    let dimension: Int
    /// Relative residual below which a vector counts as dependent on the ones before it.
    let rankTolerance: Double

    /// Prepares to enumerate subsets of `vectors`.
    init(vectors: [[Double]], dimension: Int, rankTolerance: Double = 1e-10) {
        self.vectors = vectors
        self.dimension = dimension
        self.rankTolerance = rankTolerance
    }

    /// The buffers of the subset at hand, valid only during the call that receives them.
    struct Subset {
        /// Indices into `vectors` of the members, increasing; `size` of them.
        let chosen: UnsafeMutableBufferPointer<Int>
        /// Orthonormal rows `basis[k * dimension + t]`, `size` of them, spanning the members.
        let basis: UnsafeMutableBufferPointer<Double>
        /// Lower-triangular `r[k * size + l]` with `vectors[chosen[k]] = Σ_{l ≤ k} r[k * size + l] * basis row l`.
        let r: UnsafeMutableBufferPointer<Double>
        /// How many members the subset has.
        let size: Int
    }

    /// Calls `body` for every independent subset of `size` vectors, in lexicographic index order, until `body`
    /// returns false.
    func forEach(size: Int, _ body: (Subset) -> Bool) {
        guard size >= 0, size <= dimension, size <= vectors.count else { return }
        let d = dimension
        let m = vectors.count
        let flat = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(1, m * d))
        let norms = UnsafeMutableBufferPointer<Double>.allocate(capacity: max(1, m))
        let subset = Subset(
            chosen: .allocate(capacity: max(1, size)), basis: .allocate(capacity: max(1, size * d)),
            r: .allocate(capacity: max(1, size * size)), size: size)
        defer {
            flat.deallocate()
            norms.deallocate()
            subset.chosen.deallocate()
            subset.basis.deallocate()
            subset.r.deallocate()
        }
        for i in 0..<m {
            var sum = 0.0
            for t in 0..<d {
                flat[i * d + t] = vectors[i][t]
                sum += vectors[i][t] * vectors[i][t]
            }
            norms[i] = sum.squareRoot()
        }
        _ = visit(depth: 0, from: 0, subset: subset, flat: flat, norms: norms, count: m, body)
    }

    private func visit(
        depth: Int, from start: Int, subset: Subset, flat: UnsafeMutableBufferPointer<Double>,
        norms: UnsafeMutableBufferPointer<Double>, count m: Int, _ body: (Subset) -> Bool
    ) -> Bool {
        if depth == subset.size { return body(subset) }
        let needed = subset.size - depth
        guard start + needed <= m else { return true }
        for i in start...(m - needed) {
            guard appendIfIndependent(i, at: depth, subset: subset, flat: flat, norms: norms) else { continue }
            subset.chosen[depth] = i
            if !visit(depth: depth + 1, from: i + 1, subset: subset, flat: flat, norms: norms, count: m, body) {
                return false
            }
        }
        return true
    }

    // Orthogonalises vector i against basis rows 0..<k into row k; false when the remainder is negligible.
    // Two passes of modified Gram–Schmidt ("twice is enough") keep the basis orthonormal to rounding even when
    // vectors are nearly parallel, which the rank decisions depend on.
    private func appendIfIndependent(
        _ i: Int, at k: Int, subset: Subset, flat: UnsafeMutableBufferPointer<Double>,
        norms: UnsafeMutableBufferPointer<Double>
    ) -> Bool {
        guard norms[i] > 0 else { return false }
        let d = dimension
        let basis = subset.basis
        let r = subset.r
        let row = k * d
        for t in 0..<d { basis[row + t] = flat[i * d + t] }
        for l in 0...k { r[k * subset.size + l] = 0 }
        for _ in 0..<2 {
            for l in 0..<k {
                var projection = 0.0
                for t in 0..<d { projection += basis[row + t] * basis[l * d + t] }
                r[k * subset.size + l] += projection
                for t in 0..<d { basis[row + t] -= projection * basis[l * d + t] }
            }
        }
        var sum = 0.0
        for t in 0..<d { sum += basis[row + t] * basis[row + t] }
        let norm = sum.squareRoot()
        guard norm > rankTolerance * norms[i] else { return false }
        r[k * subset.size + k] = norm
        for t in 0..<d { basis[row + t] /= norm }
        return true
    }

    /// A unit vector orthogonal to the `dimension - 1` orthonormal rows of `subset.basis`.
    ///
    /// The squared remainders of the coordinate axes add up to 1 (the complement is one-dimensional), so some
    /// axis keeps at least `1/dimension` of its length; taking the first such axis, or failing that the
    /// longest, never divides by a tiny norm.
    func complement(of subset: Subset) -> [Double] {
        let d = dimension
        var best: [Double] = []
        var bestNorm = -1.0
        for axis in 0..<d {
            var remainder = Array(repeating: 0.0, count: d)
            remainder[axis] = 1
            for _ in 0..<2 {
                for l in 0..<subset.size {
                    var projection = 0.0
                    for t in 0..<d { projection += remainder[t] * subset.basis[l * d + t] }
                    for t in 0..<d { remainder[t] -= projection * subset.basis[l * d + t] }
                }
            }
            var sum = 0.0
            for t in 0..<d { sum += remainder[t] * remainder[t] }
            let norm = sum.squareRoot()
            if norm > bestNorm {
                bestNorm = norm
                best = remainder
            }
            if sum >= 0.99 / Double(d) { break }
        }
        guard bestNorm > 0 else { return best }
        return best.map { $0 / bestNorm }
    }

    /// Splits `vector` into its components along the orthonormal `basis` and a new unit direction, or returns
    /// nil when the remainder is negligible (the vector is dependent on the basis).
    static func orthogonalize(
        _ vector: [Double], against basis: [[Double]], rankTolerance: Double
    ) -> (direction: [Double], coefficients: [Double])? {
        let norm = euclideanNorm(vector)
        guard norm > 0 else { return nil }
        var remainder = vector
        var coefficients = Array(repeating: 0.0, count: basis.count + 1)
        for _ in 0..<2 {
            for l in 0..<basis.count {
                let projection = dot(remainder, basis[l])
                coefficients[l] += projection
                for t in 0..<remainder.count { remainder[t] -= projection * basis[l][t] }
            }
        }
        let remainderNorm = euclideanNorm(remainder)
        guard remainderNorm > rankTolerance * norm else { return nil }
        coefficients[basis.count] = remainderNorm
        return (remainder.map { $0 / remainderNorm }, coefficients)
    }

    /// The dot product of two vectors of equal length.
    static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for i in 0..<a.count { sum += a[i] * b[i] }
        return sum
    }

    /// The Euclidean length of a vector.
    static func euclideanNorm(_ a: [Double]) -> Double {
        dot(a, a).squareRoot()
    }
}
