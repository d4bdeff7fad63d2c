// ordo-one/benchmark suite for the Cassowary solver on kiwi_bench's chain / tree / grid scenarios:
// build + first solve, one drag-resize edit, one constraint toggle, one churn, each followed by a
// read-out of every variable. Run: swift package --package-path Benchmarks benchmark
import Benchmark
import Cassowary
import SolverScenarios

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 100
    )

    let buildSizes: [(ScenarioKind, [Int])] = [
        (.chain, [100, 1_000, 10_000]),
        (.tree, [100, 1_000, 10_000, 100_000]),
        (.grid, [100, 1_000, 10_000, 100_000]),
    ]
    for (kind, sizes) in buildSizes {
        for size in sizes {
            Benchmark("build \(kind) N=\(size)", configuration: BenchmarkSizing.build(size)) { benchmark in
                let runner = ScenarioRunner(Scenario(kind, size: size))
                benchmark.startMeasurement()
                try runner.build()
                benchmark.stopMeasurement()
                try runner.checkLayout()
                blackHole(runner.readOutProbe)
            }
        }
    }

    for size in [1_000, 10_000, 100_000] {
        Benchmark(
            "local constant change tree N=\(size)", configuration: BenchmarkSizing.step(size),
            closure: { benchmark, session in try session.localConstantChange(benchmark) },
            setup: {
                let session = try EditSession(.tree, size: size)
                _ = session.runner.solver.takeChangedVariables()
                return session
            }
        )
    }

    for kind in ScenarioKind.allCases {
        for size in [1_000, 10_000] {
            Benchmark(
                "drag edit \(kind) N=\(size)", configuration: BenchmarkSizing.step(size),
                closure: { benchmark, session in try session.dragEdit(benchmark) },
                setup: { try EditSession(kind, size: size) }
            )
            Benchmark(
                "toggle \(kind) N=\(size)", configuration: BenchmarkSizing.step(size),
                closure: { benchmark, session in try session.toggle(benchmark) },
                setup: { try EditSession(kind, size: size) }
            )
            Benchmark(
                "churn \(kind) N=\(size)", configuration: BenchmarkSizing.churn(size),
                closure: { benchmark, session in try session.churn(benchmark) },
                setup: { try EditSession(kind, size: size) }
            )
        }
    }
}
