/// What evaluation keeps per symbol, indexed by symbol id: the memoised value and the marks of the
/// three walks that visit symbols.
///
/// One table rather than four: a cell's solver kept four allocations (and their spare room), and a
/// read of the memo finds its mark in the same cache line.
struct SymbolValue {
    /// The memoised value, valid while `valueMark` is `Tableau.valueGeneration`.
    var value: Double = 0
    var valueMark: UInt32 = 0
    /// Seeded in the current `propagateSeeds()` walk when equal to `Tableau.seedGeneration`.
    var seedMark: UInt16 = 0
    /// Listed in `Tableau.changed` when equal to `Tableau.changedGeneration`.
    var changedMark: UInt16 = 0
}
