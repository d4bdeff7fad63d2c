import AutoLayout

/// One predicate: `(relation)? object (@priority)?`, resolved.
struct FormatPredicate {
    let relation: LayoutConstraint.Relation
    let object: FormatOperand
    let priority: LayoutPriority
    /// Where the predicate starts, for errors found when its constraint is made.
    let offset: Int
}
