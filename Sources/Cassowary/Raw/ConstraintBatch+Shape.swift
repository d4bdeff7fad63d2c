extension ConstraintBatch {
    /// Appends copies of `other`'s constraints in `range`, terms included.
    package mutating func append(_ other: ConstraintBatch, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let first = other.constraints[range.lowerBound]
        let last = other.constraints[range.upperBound - 1]
        let termRange = Int(first.termStart)..<Int(last.termStart + last.termCount)
        let shift = Int32(terms.count) - first.termStart
        terms.append(contentsOf: other.terms[termRange])
        for var constraint in other.constraints[range] {
            constraint.termStart += shift
            constraints.append(constraint)
        }
    }

    /// Whether `other` holds the same constraints in the same order but for their constants: the same
    /// terms, relations and priorities, so that a solver holding one becomes the other by constant
    /// changes alone.
    ///
    /// - Complexity: O(n), n the number of terms.
    package func hasSameShape(as other: ConstraintBatch) -> Bool {
        guard constraints.count == other.constraints.count, terms.count == other.terms.count else { return false }
        for (a, b) in zip(constraints, other.constraints) {
            guard a.termStart == b.termStart, a.termCount == b.termCount, a.relation == b.relation,
                a.priority == b.priority, a.abovePriority == b.abovePriority
            else { return false }
        }
        for (a, b) in zip(terms, other.terms) where a.variable != b.variable || a.coefficient != b.coefficient {
            return false
        }
        return true
    }
}
