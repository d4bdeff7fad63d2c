/// The definitions of all basic user variables flattened into contiguous arrays, children first, so that
/// reading every value after an edit is one linear pass over memory instead of a graph walk.
///
/// It refers to restricted symbols by index and reads their rows live, and keeps a copy of its rows'
/// constants that the tableau brings up to date, so it stays valid across edits, constant changes and
/// pivots; only a change to a user variable's definition (terms or basic status) makes the tableau
/// compile it again.
struct EvaluationProgram {
    /// External symbols, each after every external symbol its definition mentions.
    var order: [Int32] = []
    /// The defining row of each entry, whose constant `constant` copies.
    var rowOf: [Int32] = []
    /// Entry i's terms are `termStart[i] ..< termStart[i + 1]`.
    var termStart: [Int32] = [0]
    /// A term refers to an earlier entry (index ≥ 0) or to a symbol read live (`-1 - symbol`).
    var termReference: [Int32] = []
    var termCoefficient: [Double] = []
    /// Each entry's row constant, a copy read in order instead of in the rows (a cache miss per entry
    /// in a large tableau); brought up to date from `Tableau.changedConstantRows` before each pass.
    var constant: [Double] = []
    /// The entry each external row defines (-1: none), indexed by row, for those updates.
    var entryOfRow: [Int32] = []
    /// For a term read live, its symbol's basic row (-1 when parametric, which reads 0), as of the
    /// tableau's `restrictedBasisVersion` `termRowVersion`.
    var termRow: [Int32] = []
    var termRowVersion: UInt64 = .max
    /// Scratch: the value of each entry during a pass.
    var values: [Double] = []
    /// The tableau's definition version this program was compiled from.
    var version: UInt64 = .max
}
