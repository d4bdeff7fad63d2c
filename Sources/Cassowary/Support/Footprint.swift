/// What constraints take in the tableau, estimated before they are added so that its tables grow once.
struct Footprint {
    /// Variable terms in their rows.
    var terms = 0
    /// Slack, error and dummy symbols they make.
    var markers = 0
    /// Terms their error symbols add to the objective's level rows.
    var objectiveTerms = 0
    /// Pool slots their rows' blocks take.
    var blockTerms = 0

    /// One constraint of `termCount` terms, its row `expansion` times as long as its expression.
    init(termCount: Int, isRequired: Bool, expansion: Int) {
        // Required: one slack or dummy; optional: two error symbols, or a slack and an error.
        markers = isRequired ? 1 : 2
        terms = expansion * termCount
        // Its errors stand in their priorities' level rows, and a split equality's in the tie row too:
        // four terms at most. Left out, a table cell's column entries were regrown by its last own
        // constraint.
        objectiveTerms = isRequired ? 0 : 4
        blockTerms = Tableau.blockSize(holding: expansion * (termCount + markers))
    }

    /// Nothing.
    init() {}

    /// Adds one constraint's footprint to a total.
    static func += (total: inout Footprint, one: Footprint) {
        // Unchecked: an estimate per constraint of a batch, whose counts stay far from overflowing (a
        // batch that large would not fit in memory); the checks were a large share of the loop.
        total.terms &+= one.terms
        total.markers &+= one.markers
        total.objectiveTerms &+= one.objectiveTerms
        total.blockTerms &+= one.blockTerms
    }
}
