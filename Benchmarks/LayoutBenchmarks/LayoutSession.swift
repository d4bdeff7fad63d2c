import AutoLayout
import Benchmark
import LayoutScenarios

/// A scenario built and laid out once in a benchmark's setup, then stepped one measured operation per
/// iteration.
final class LayoutSession {
    /// The built and laid out scenario.
    let scenario: LayoutScenario
    /// How many operations this session has performed, which selects the next width or constant.
    private var step = 0

    /// Builds `shape` with `size` views, lays it out and checks the frames.
    init(_ shape: LayoutShape, size: Int) throws {
        scenario = try LayoutScenario(shape, size: size)
        scenario.layout()
        try scenario.check()
    }

    /// Measures resize number `step`: the root takes the next width of the drag sweep (the feed
    /// alternates narrow and wide) and is laid out again; checks at the end of each sweep.
    func resize(_ benchmark: Benchmark) throws {
        let e = step
        step += 1
        let width = scenario.resizeWidth(edit: e)
        benchmark.startMeasurement()
        scenario.resize(to: width)
        benchmark.stopMeasurement()
        if e % 100 == 99 || scenario.shape == .feed { try scenario.check() }
    }

    /// Measures one constant change (one view moves by a point, or back) and the layout that follows;
    /// checks the frames afterwards.
    func nudge(_ benchmark: Benchmark) throws {
        let e = step
        step += 1
        benchmark.startMeasurement()
        scenario.nudge(edit: e)
        benchmark.stopMeasurement()
        try scenario.check()
    }
}
