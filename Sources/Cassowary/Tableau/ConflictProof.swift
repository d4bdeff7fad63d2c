/// Why a required row cannot hold, as multipliers of the constraints whose sum contradicts it (a
/// Farkas certificate), read off the failing row.
///
/// The failing row `c + Σ aₛ·s` (phase one's objective when it stops, or the expanded row when no
/// phase is needed) is a sum of the constraints' rows `exprⱼ + kⱼ·mⱼ`, each weighed by `λⱼ = aₘⱼ / kⱼ`,
/// its marker's coefficient over the marker's own. When `c > 0` and no slack or error has a negative
/// coefficient, the row is positive wherever every constraint holds, yet the constraints make it zero:
/// they cannot all hold. ``Solver`` checks the multipliers against the constraints' own terms, so that
/// a row rounding has thinned is not taken for a proof.
struct ConflictProof {
    /// The failing row's constant, positive.
    let constant: Double
    /// The failing constraint's multiplier.
    let failingMultiplier: Double
    /// Each other required constraint's tag and multiplier, in no order.
    let multipliers: [(tag: Int32, multiplier: Double)]
}

extension Tableau {
    /// The proof that the failing row (`constant` plus `terms`, over non-basic symbols) gives, `nil`
    /// when it proves nothing: a constant at rounding's level, a slack or error that could still bring
    /// it down, a user variable, or no part of the failing constraint (whose marker and its coefficient
    /// in its own row are `marker` and `markerCoefficient`).
    ///
    /// - Complexity: O(terms).
    func proof(
        constant: Double, terms: some Sequence<(Int32, Double)>, marker: Int32, markerCoefficient: Double
    ) -> ConflictProof? {
        var scale = 1.0
        var failingMultiplier = 0.0
        var multipliers: [(tag: Int32, multiplier: Double)] = []
        for (s, a) in terms {
            scale = max(scale, abs(a))
            switch kind(s) {
            case .external, .artificial: return nil
            case .slack, .error:
                if a < -Tableau.epsilon { return nil }
            case .dummy: break
            }
            if s == marker {
                failingMultiplier = a / markerCoefficient
                continue
            }
            let owner = symbols[Int(s)].owner
            guard owner >= 0, Int(owner) < tags.count else { return nil }
            let tag = tags[Int(owner)]
            guard tag.isAlive else { return nil }
            // A required constraint's one symbol is its marker; an optional one's errors weigh nothing
            // in a proof whose errors all have non-negative coefficients.
            if tag.priority >= Strength.required.rawValue, tag.marker == s {
                multipliers.append((owner, a / tag.markerCoefficient))
            }
        }
        guard constant > Tableau.epsilon * scale, abs(failingMultiplier) > Tableau.epsilon else { return nil }
        return ConflictProof(constant: constant, failingMultiplier: failingMultiplier, multipliers: multipliers)
    }
}
