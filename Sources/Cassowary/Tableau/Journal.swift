/// Undo log of one add that may still fail, so a rejected constraint leaves no trace.
struct Journal {
    /// Each touched row with its content and terms before the first change (rows appended later are
    /// listed apart).
    var rows: [(Int32, Row, [RowTerm])] = []
    var createdRows: [Int32] = []
    var createdSymbols: [Int32] = []
    /// Every change of a symbol's basic row, with the previous value, in order.
    var basics: [(Int32, Int32)] = []
    var symbolCount: Int
    var freeSymbols: [Int32]
    var freeRows: [Int32]
    var levels: ObjectiveLevels
}
