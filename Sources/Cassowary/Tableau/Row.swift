/// A tableau row: `basic = constant + Σ coefficient · symbol`, or an objective `constant + Σ …`.
struct Row {
    var kind: RowKind
    /// The basic symbol, or -1 for objective rows.
    var basic: Int32
    /// The priority level of an objective row.
    var priority: Float
    var constant: Double
    var terms: [RowTerm]

    init(kind: RowKind, basic: Int32, priority: Float = 0, constant: Double = 0) {
        self.kind = kind
        self.basic = basic
        self.priority = priority
        self.constant = constant
        self.terms = []
    }
}
