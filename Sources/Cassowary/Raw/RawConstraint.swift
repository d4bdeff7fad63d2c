/// One constraint of a ``ConstraintBatch``: `Σ terms + constant (relation) 0` at a priority, its terms a
/// run of the batch's term buffer.
@usableFromInline package struct RawConstraint {
    /// Where the constraint's terms start in ``ConstraintBatch/terms``.
    @usableFromInline package var termStart: Int32
    /// How many terms it has.
    @usableFromInline package var termCount: Int32
    /// The expression's constant.
    @usableFromInline package var constant: Double
    /// How the expression compares with zero.
    @usableFromInline package var relation: Relation
    /// The priority; of a split equality, the priority of the expression's falling below zero.
    @usableFromInline package var priority: Strength
    /// Of a split equality (see ``ConstraintBatch/appendSplit(_:constant:below:above:)``), the priority
    /// of the expression's rising above zero; nil for any other constraint.
    @usableFromInline package var abovePriority: Strength? = nil

    /// A constraint over `termCount` terms from `termStart`.
    @inlinable package init(
        termStart: Int32, termCount: Int32, constant: Double, relation: Relation, priority: Strength
    ) {
        self.termStart = termStart
        self.termCount = termCount
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}
