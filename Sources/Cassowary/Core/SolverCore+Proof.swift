extension SolverCore {
    /// Whether `proof` holds for the failing constraint `Σ terms + constant`: weighed by its
    /// multipliers, the constraints' own terms (as they were added, not as the tableau has rewritten
    /// them) cancel and their constants sum to the proof's positive constant. Then they cannot all
    /// hold, whatever rounding did to the rows, and no solver needs to confirm it.
    ///
    /// - Complexity: O(the terms of the failing constraint and of the proof's constraints).
    func certifies(_ proof: ConflictProof, failing terms: borrowing TermList, count: Int, constant: Double) -> Bool {
        var scale = abs(proof.failingMultiplier) * max(1, abs(constant))
        var sum = proof.failingMultiplier * constant
        tableau.beginAccumulation()
        for i in 0..<count {
            tableau.accumulate(terms[i].0, proof.failingMultiplier * terms[i].1)
            scale = max(scale, abs(proof.failingMultiplier * terms[i].1))
        }
        for (t, multiplier) in proof.multipliers {
            let tag = tableau.tags[Int(t)]
            sum += multiplier * tag.constant
            scale = max(scale, abs(multiplier * tag.constant))
            guard let span = records.span(of: t) else { return false }
            for i in Int(span.start)..<Int(span.start + span.count) {
                let weighed = multiplier * records.coefficients[i]
                tableau.accumulate(records.symbols[i], weighed)
                scale = max(scale, abs(weighed))
            }
        }
        // Each sum of many terms carries their rounding: measured against the largest of them.
        let tolerance = SolverCore.proofTolerance * scale
        for i in tableau.accumulatorList.indices where abs(tableau.accumulator[Int(tableau.accumulatorList[i])]) > tolerance {
            return false
        }
        return abs(sum - proof.constant) <= tolerance && proof.constant > tolerance
    }

    /// How far from exact, next to the largest term it sums, a proof's cancellation may be.
    static let proofTolerance = 1.0e-9
}
