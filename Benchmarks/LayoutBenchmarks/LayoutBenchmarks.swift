// ordo-one/benchmark suite for the AutoLayout module on the solver's chain / tree / grid scenarios built
// from views and anchors, on a feed cell, and on 1,000 stack-view rows against the same rows by hand:
// build + first layout, a root resize, a one-point constant change. Run: swift package --package-path Benchmarks benchmark --target LayoutBenchmarks
import AutoLayout
import Benchmark
import LayoutScenarios
import SolverScenarios

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(1),
        maxIterations: 100
    )

    for shape in [LayoutShape.chain, .tree, .grid] {
        for size in [100, 1_000, 10_000, 100_000] {
            Benchmark("layout build \(shape) N=\(size)", configuration: LayoutBenchmarkSizing.build(size)) {
                benchmark in
                benchmark.startMeasurement()
                let scenario = try LayoutScenario(shape, size: size)
                scenario.layout()
                benchmark.stopMeasurement()
                try scenario.check()
                blackHole(scenario)
            }
        }
    }

    // Issue 3's 20 ms target on a steady heap: the same builds at 10,000 views in processes (one a
    // benchmark) whose allocator keeps freed pages, as a long-running app's does, where an otherwise
    // empty process's teardown gives them back to the kernel by glibc's rules and the next build
    // faults them in again (4,374 faults, 1.5 µs each here, in the grid's first layout).
    #if canImport(Glibc)
    for shape in [LayoutShape.chain, .tree, .grid] {
        Benchmark(
            "layout build \(shape) N=10000, steady heap", configuration: LayoutBenchmarkSizing.build(10_000),
            closure: { benchmark, _ in
                benchmark.startMeasurement()
                let scenario = try LayoutScenario(shape, size: 10_000)
                scenario.layout()
                benchmark.stopMeasurement()
                try scenario.check()
                blackHole(scenario)
            },
            setup: {
                guard HeapUsage.keepFreedPages() else { throw LayoutCheckFailure("mallopt refused the steady heap") }
            }
        )
    }
    #endif

    for shape in [LayoutShape.chain, .tree, .grid] {
        for size in [100, 1_000, 10_000, 100_000] {
            Benchmark(
                "layout resize \(shape) N=\(size)", configuration: LayoutBenchmarkSizing.step(size),
                closure: { benchmark, session in try session.resize(benchmark) },
                setup: { try LayoutSession(shape, size: size) }
            )
            Benchmark(
                "layout constant change \(shape) N=\(size)", configuration: LayoutBenchmarkSizing.step(size),
                closure: { benchmark, session in try session.nudge(benchmark) },
                setup: { try LayoutSession(shape, size: size) }
            )
        }
    }

    // Issue 6: a 1,000-view layout with one conflict, found (minimal set), broken, explained and
    // logged, against the same layout without the conflict in the same run.
    for shape in [LayoutShape.chain, .tree] {
        Benchmark("diagnostics \(shape) N=1000 first layout, no conflict", configuration: LayoutBenchmarkSizing.build(1_000)) {
            benchmark in
            let scenario = try LayoutScenario(shape, size: 1_000)
            let sink = scenario.captureDiagnostics()
            benchmark.startMeasurement()
            scenario.layout()
            benchmark.stopMeasurement()
            guard sink.diagnostics.isEmpty else { throw LayoutCheckFailure("unexpected diagnostics") }
            blackHole(scenario)
        }
        Benchmark(
            "diagnostics \(shape) N=1000 first layout, one conflict diagnosed",
            configuration: LayoutBenchmarkSizing.build(1_000)
        ) { benchmark in
            let scenario = try LayoutScenario(shape, size: 1_000)
            let sink = scenario.captureDiagnostics()
            let conflict = try scenario.addConflict()
            benchmark.startMeasurement()
            scenario.layout()
            benchmark.stopMeasurement()
            guard sink.diagnostics.count == 1, sink.diagnostics[0].conflict?.brokenConstraint === conflict else {
                throw LayoutCheckFailure("expected one conflict breaking the added width, got \(sink.diagnostics)")
            }
            blackHole(scenario)
        }
    }

    // 1,000 settings rows (title Label, detail Label, Switch) with StackView, and the same rows written by
    // hand as the baseline: compare the two in one run.
    for style in StackRowsScenario.Style.allCases {
        Benchmark("stack rows build+layout \(style.rawValue) N=1000", configuration: LayoutBenchmarkSizing.build(1_000)) {
            benchmark in
            benchmark.startMeasurement()
            let scenario = try StackRowsScenario(style: style, rows: 1_000)
            scenario.layout()
            benchmark.stopMeasurement()
            try scenario.check()
            blackHole(scenario)
        }
    }

    Benchmark("feed cell build+layout", configuration: LayoutBenchmarkSizing.cell()) { benchmark in
        benchmark.startMeasurement()
        let cell = try FeedCell()
        cell.root.layoutIfNeeded()
        benchmark.stopMeasurement()
        try cell.check(buttonOffset: 0, name: "feed cell")
        blackHole(cell)
    }
    Benchmark(
        "feed cell resize", configuration: LayoutBenchmarkSizing.cell(),
        closure: { benchmark, session in try session.resize(benchmark) },
        setup: { try LayoutSession(.feed, size: 1) }
    )
    Benchmark(
        "feed cell constant change", configuration: LayoutBenchmarkSizing.cell(),
        closure: { benchmark, session in try session.nudge(benchmark) },
        setup: { try LayoutSession(.feed, size: 1) }
    )
}
