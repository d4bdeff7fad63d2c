/// A node of a symbol's column list: which row holds the symbol and at which term position.
///
/// Column lists live in one arena (`Tableau.entries`) linked by index, so no symbol owns an allocation
/// and freed nodes are reused through a free list.
struct ColumnEntry {
    var row: Int32
    var position: Int32
    var prev: Int32
    var next: Int32
}
