/// Undo log of one add that may still fail, so a rejected constraint leaves no trace.
///
/// A class, so that the tableau keeps one reference to it: inline, the log's fields made every
/// solver larger, and only an add that needs an artificial variable makes one.
final class Journal {
    /// Each touched row with its content and terms before the first change (rows appended later are
    /// listed apart).
    var rows: [(Int32, Row, [RowTerm])] = []
    var createdRows: [Int32] = []
    var createdSymbols: [Int32] = []
    /// Every change of a symbol's basic row, with the previous value, in order.
    var basics: [(Int32, Int32)] = []
    let symbolCount: Int
    let freeSymbols: [Int32]
    let freeRows: [Int32]
    let levels: ObjectiveLevels
    /// The rows queued as infeasible: none after an operation that finished, some after one a pivot
    /// limit cut short, which the rolled-back operation must leave queued for the next.
    let infeasible: [Int32]

    init(symbolCount: Int, freeSymbols: [Int32], freeRows: [Int32], levels: ObjectiveLevels, infeasible: [Int32]) {
        self.symbolCount = symbolCount
        self.freeSymbols = freeSymbols
        self.freeRows = freeRows
        self.levels = levels
        self.infeasible = infeasible
    }
}
