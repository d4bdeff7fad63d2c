/// The terms of the constraints a solver holds from ``ConstraintBatch``es, by tag: what removing one,
/// copying it at another priority, or replaying it to explain a conflict reads back.
///
/// One contiguous buffer holds every record's terms (as solver symbols), so that a constraint costs no
/// allocation of its own. A removed record leaves a hole; the buffer is rewritten once the holes
/// outweigh what is live, which keeps removal O(1) amortized. The buffers are slabs, for the reason
/// given on `Slab`: as arrays, recording a constraint checked their uniqueness at every term.
struct ConstraintRecords: ~Copyable {
    /// Where a tag's terms are, and its relation; `count < 0` for a tag with no record (a constraint
    /// added as an object, or none).
    struct Span {
        var start: Int32
        /// The term count shifted left by 2 over the relation's code (0 `==`, 1 `<=`, 2 `>=`), or -1:
        /// one word keeps a span small (a public enum is not `BitwiseCopyable`, so the relation is a
        /// code either way; no constraint nears 2^29 terms).
        private var packed: Int32

        init(start: Int32, count: Int32, relation: Relation) {
            self.start = start
            let code: Int32 = switch relation {
            case .equal: 0
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: 2
            }
            packed = count < 0 ? -1 : count << 2 | code
        }

        /// The number of terms; -1 for a tag with no record.
        var count: Int32 {
            get { packed >> 2 }
            set { packed = newValue < 0 ? -1 : newValue << 2 | packed & 3 }
        }

        var relation: Relation {
            switch packed & 3 {
            case 0: .equal
            case 1: .lessThanOrEqual
            default: .greaterThanOrEqual
            }
        }
    }

    private(set) var symbols = Slab<Int32>()
    private(set) var coefficients = Slab<Double>()
    private var spans = Slab<Span>()
    // Both counts are 32 bits, as the slabs' are: every solver holds them inline.
    /// How many tags have a record.
    @Int32Backed private(set) var count = 0
    /// Terms in the buffers that belong to removed records.
    @Int32Backed private var holes = 0

    /// The record of tag `t`, if it has one.
    @inline(__always) func span(of t: Int32) -> Span? {
        guard Int(t) < spans.count, spans[Int(t)].count >= 0 else { return nil }
        return spans[Int(t)]
    }

    /// Makes room for `constraints` more records over `terms` terms: exactly, as the tableau reserves
    /// for a batch, since the counts are the batch's own. `makeRoom`'s spare quarter (at least 16)
    /// stayed with a table cell's solver, under the size that compaction trims.
    mutating func reserveCapacity(constraints: Int, terms: Int) {
        symbols.reserveCapacity(symbols.count + terms)
        coefficients.reserveCapacity(coefficients.count + terms)
        spans.reserveCapacity(spans.count + constraints)
    }

    /// Records the first `count` of `terms` (solver symbols, coefficients) for tag `t`.
    mutating func record(_ t: Int32, terms: borrowing TermList, count termCount: Int, relation: Relation) {
        let span = Span(start: Int32(symbols.count), count: Int32(termCount), relation: relation)
        // Room for the terms once, then written in place: appended one by one, each term checked the
        // capacity of both buffers.
        symbols.reserveCapacity(forAppending: termCount)
        coefficients.reserveCapacity(forAppending: termCount)
        for i in 0..<termCount {
            symbols.appendWithinCapacity(terms[i].0)
            coefficients.appendWithinCapacity(terms[i].1)
        }
        if Int(t) == spans.count {
            spans.append(span)
        } else {
            if spans.count <= Int(t) {
                spans.append(repeating: Span(start: 0, count: -1, relation: .equal), count: Int(t) + 1 - spans.count)
            }
            spans[Int(t)] = span
        }
        count += 1
    }

    /// Forgets tag `t`'s record.
    mutating func remove(_ t: Int32) {
        guard let span = span(of: t) else { return }
        spans[Int(t)].count = -1
        count -= 1
        holes += Int(span.count)
        if holes > 64, holes * 2 > symbols.count { closeHoles() }
    }

    /// Rewrites the buffers without the removed records' terms.
    private mutating func closeHoles() {
        var liveSymbols = Slab<Int32>()
        var liveCoefficients = Slab<Double>()
        liveSymbols.reserveCapacity(symbols.count - holes)
        liveCoefficients.reserveCapacity(symbols.count - holes)
        for t in spans.indices where spans[t].count >= 0 {
            let start = Int(spans[t].start)
            let count = Int(spans[t].count)
            spans[t].start = Int32(liveSymbols.count)
            liveSymbols.append(copying: symbols.base + start, count: count)
            liveCoefficients.append(copying: coefficients.base + start, count: count)
        }
        symbols = liveSymbols
        coefficients = liveCoefficients
        holes = 0
    }

    /// Gives back the spare room of the buffers.
    mutating func compact() {
        if holes > 0 { closeHoles() }
        Tableau.trim(&symbols)
        Tableau.trim(&coefficients)
        Tableau.trim(&spans)
    }
}
