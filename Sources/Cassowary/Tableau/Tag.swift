/// What the tableau remembers about one constraint it holds.
///
/// A *split* equality (a view's size against its content: `size - value = plus - minus`) weighs its two
/// errors at two priorities: `minus` (the expression below zero) at `priority`, `plus` at
/// `abovePriority`. One row stands for what would otherwise be two inequalities. Both errors also weigh
/// at the tie level below every priority, by the order the equalities were added (`sequence`):
/// `+sequence` for `plus`, `-sequence` for `minus`, so that of two that tie, the one added first is
/// the one stretched and the one added last the one squeezed, whatever pivots led there.
struct Tag {
    // The word-sized fields first, and the marker's coefficient (always ±1) as a flag, so that the
    // tag packs into a smaller stride than a stored coefficient allowed.
    /// The expression constant currently in force.
    var constant: Double
    /// Order of addition, for deterministic choices and reports.
    var sequence: UInt64
    /// The symbol whose elimination removes the constraint: slack, dummy or positive error.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The priority of the constraint; of a split equality, that of its `minus` error.
    var priority: Float
    /// The priority of a split equality's `plus` error (the marker); `priority` for any other constraint.
    var abovePriority: Float
    var isAlive: Bool
    private var markerIsNegative = false
    /// Whether the constraint is a split equality, even one whose two priorities are equal.
    var isSplit = false

    init(constant: Double, sequence: UInt64, priority: Float) {
        self.constant = constant
        self.sequence = sequence
        marker = -1
        other = -1
        self.priority = priority
        abovePriority = priority
        isAlive = true
    }

    /// The marker's coefficient in the constraint's raw row, 1 or -1; a change Δ of the expression
    /// constant is the substitution marker → marker + Δ / markerCoefficient in every row.
    var markerCoefficient: Double {
        get { markerIsNegative ? -1 : 1 }
        set { markerIsNegative = newValue < 0 }
    }
}
