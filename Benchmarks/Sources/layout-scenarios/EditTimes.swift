import SolverScenarios

/// The per-edit times of one rep's resize or constant-change edits, timed one by one.
///
/// The first edit after the first layout can cost far more than the rest (one-off work that the
/// solver or the engine defers), so it is reported apart, and the typical edit is the median rather
/// than the mean.
struct EditTimes {
    /// The median edit, µs.
    var median: Double
    /// The first edit, µs.
    var first: Double

    /// Runs `body(e)` for e in 0 ..< count, timing each call.
    static func measure(_ count: Int, _ body: (Int) throws -> Void) rethrows -> EditTimes {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for e in 0..<count {
            let start = clock.now
            try body(e)
            samples.append((clock.now - start).microseconds)
        }
        return EditTimes(median: samples.median ?? -1, first: samples.first ?? -1)
    }
}
