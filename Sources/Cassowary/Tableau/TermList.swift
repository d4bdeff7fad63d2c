/// The terms of a constraint being added, or of an expansion: (symbol, coefficient) pairs.
///
/// A slab rather than an array: the buffers are the solver's and the tableau's own, filled and emptied
/// on every add, and as arrays each append checked that its buffer was not shared (a call into the
/// runtime, four or five for each constraint added).
typealias TermList = Slab<(Int32, Double)>

extension Slab where Element == (Int32, Double) {
    /// The symbols of the first `n` terms, in order.
    func symbols(first n: Int) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(n)
        for i in 0..<n { out.append(self[i].0) }
        return out
    }
}
