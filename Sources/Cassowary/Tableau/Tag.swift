/// What the tableau remembers about one constraint it holds.
struct Tag {
    // The 8-byte fields first, and the marker's coefficient (always ±1) as a flag: 30 bytes, a
    // 32-byte stride, where a stored coefficient made the tag 40.
    /// The expression constant currently in force.
    var constant: Double
    /// Order of addition, for deterministic choices and reports.
    var sequence: UInt64
    /// The symbol whose elimination removes the constraint: slack, dummy or positive error.
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    var priority: Float
    var isAlive: Bool
    private var markerIsNegative = false

    init(constant: Double, sequence: UInt64, priority: Float) {
        self.constant = constant
        self.sequence = sequence
        marker = -1
        other = -1
        self.priority = priority
        isAlive = true
    }

    /// The marker's coefficient in the constraint's raw row, 1 or -1; a change Δ of the expression
    /// constant is the substitution marker → marker + Δ / markerCoefficient in every row.
    var markerCoefficient: Double {
        get { markerIsNegative ? -1 : 1 }
        set { markerIsNegative = newValue < 0 }
    }
}
