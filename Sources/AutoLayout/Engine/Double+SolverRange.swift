internal import Cassowary

extension Double {
    /// The value held within the solver's range, ±`Solver.maximumMagnitude` (1e9): a number the engine
    /// makes itself (a host's size, a content size, a frame, a constant plus an offset) past it is held
    /// at the limit, as UIKit substitutes a smaller value for a constant past its internal limits.
    var clampedToSolverRange: Double {
        Swift.min(Swift.max(self, -Solver.maximumMagnitude), Solver.maximumMagnitude)
    }
}
