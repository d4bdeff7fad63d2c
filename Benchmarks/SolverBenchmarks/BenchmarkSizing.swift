import Benchmark

/// Iteration budgets that keep the whole suite to a few minutes.
enum BenchmarkSizing {
    /// Build + solve: fewer iterations as N grows, no warm-up from 10,000 views on.
    static func build(_ size: Int) -> Benchmark.Configuration {
        switch size {
        case ..<1_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 50)
        case ..<10_000: .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 20)
        case ..<100_000: .init(warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 5)
        default: .init(warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 2)
        }
    }

    /// One drag edit or one toggle per iteration, on a solver built once in setup.
    static func step(_ size: Int) -> Benchmark.Configuration {
        .init(warmupIterations: 10, maxDuration: .seconds(1), maxIterations: size < 10_000 ? 1_000 : 200)
    }

    /// One churn (remove and re-add every 10th constraint) per iteration.
    static func churn(_ size: Int) -> Benchmark.Configuration {
        .init(warmupIterations: 1, maxDuration: .seconds(1), maxIterations: size < 10_000 ? 50 : 10)
    }
}
