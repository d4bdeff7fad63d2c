/// What the tableau remembers about one constraint it holds.
struct Tag {
    // The 8-byte fields first: in the order of their meaning the tag was 41 bytes (a 48-byte stride).
    /// The marker's coefficient in the constraint's raw row; a change Δ of the expression constant is
    /// the substitution marker → marker + Δ / markerCoefficient in every row.
    var markerCoefficient: Double
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
}
