import Benchmark

/// Iteration budgets that keep the default suite to a few minutes.
enum LayoutBenchmarkSizing {
    /// Build + first layout: fewer iterations as N grows, no warm-up at 100,000 views.
    ///
    /// Each benchmark runs in a process of its own, whose first iteration touches every page of its heap
    /// for the first time (the chain's took 42–44 ms where the next ones took 20–28): at 10,000 views it
    /// is a warm-up, and eleven iterations after it keep one slow one from moving the median.
    static func build(_ size: Int) -> Benchmark.Configuration {
        switch size {
        case ..<1_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 50)
        case ..<10_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 20)
        case ..<100_000: .init(warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 11)
        default: .init(warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 1)
        }
    }

    /// One resize or one constant change per iteration, on a scenario built once in setup.
    static func step(_ size: Int) -> Benchmark.Configuration {
        .init(warmupIterations: 2, maxDuration: .seconds(1), maxIterations: size < 10_000 ? 1_000 : 100)
    }

    /// One feed cell per iteration; cells are cheap, so many iterations.
    static func cell() -> Benchmark.Configuration {
        .init(warmupIterations: 10, maxDuration: .seconds(1), maxIterations: 10_000)
    }
}
