/// One non-zero of a row: a symbol, its coefficient, and its entry in the symbol's column list.
struct RowTerm {
    var symbol: Int32
    /// Index into `Tableau.entries`, so removing the term unlinks its column entry in O(1).
    var entry: Int32
    var coefficient: Double
}
