import Benchmark

/// Iteration budgets that keep the default suite to a few minutes.
enum LayoutBenchmarkSizing {
    /// Build + first layout: fewer iterations as N grows, no warm-up from 10,000 views on.
    static func build(_ size: Int) -> Benchmark.Configuration {
        switch size {
        case ..<1_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 50)
        case ..<10_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 20)
        case ..<100_000: .init(warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 5)
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
