// swift-tools-version: 6.1
// Benchmarks for swift-autolayout's Cassowary solver: an ordo-one/benchmark suite (SolverBenchmarks) and a
// plain executable (solver-scenarios) that mirrors kiwi_bench for side-by-side comparison with kiwi.
// Benchmarks for the AutoLayout module on the same shapes built from views: an ordo-one suite
// (LayoutBenchmarks) and a plain executable (layout-scenarios) that also times the raw solver as a baseline.
import PackageDescription

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-autolayout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // glibc's mallinfo2(), which the Swift Glibc module does not export (it lives in <malloc.h>).
        .target(name: "CHeapInfo", path: "Sources/CHeapInfo"),
        // The chain / tree / grid scenarios and their phases, shared by both executables.
        .target(
            name: "SolverScenarios",
            dependencies: ["CHeapInfo", .product(name: "Cassowary", package: "swift-autolayout")],
            path: "Sources/SolverScenarios",
            swiftSettings: swiftSettings
        ),
        // kiwi_bench's twin: `solver-scenarios <chain|tree|grid> <N> [reps] [phases] [edits]`, one result line.
        .executableTarget(
            name: "solver-scenarios",
            dependencies: ["SolverScenarios"],
            path: "Sources/solver-scenarios",
            swiftSettings: swiftSettings
        ),
        // The ordo-one/benchmark suite; the BenchmarkPlugin requires its directory to sit directly in a
        // directory named `Benchmarks` (this package's root).
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                "SolverScenarios",
                .product(name: "Cassowary", package: "swift-autolayout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "SolverBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The chain / tree / grid scenarios with views and anchors, and the feed cell.
        .target(
            name: "LayoutScenarios",
            dependencies: [.product(name: "AutoLayout", package: "swift-autolayout")],
            path: "Sources/LayoutScenarios",
            swiftSettings: swiftSettings
        ),
        // `layout-scenarios <chain|tree|grid|feed> <N> [reps] [edits]`: one result line, with the raw
        // solver on the equivalent SolverScenarios system timed in the same reps.
        .executableTarget(
            name: "layout-scenarios",
            dependencies: [
                "LayoutScenarios",
                "SolverScenarios",
                .product(name: "AutoLayout", package: "swift-autolayout"),
                .product(name: "Cassowary", package: "swift-autolayout"),
            ],
            path: "Sources/layout-scenarios",
            swiftSettings: swiftSettings
        ),
        // `text-scenarios [N] [reps]`: N two-line labels in a column against the same column of fixed-size
        // views, timed in the same run.
        .executableTarget(
            name: "text-scenarios",
            dependencies: ["LayoutScenarios", "SolverScenarios"],
            path: "Sources/text-scenarios",
            swiftSettings: swiftSettings
        ),
        // `stack-rows [rows] [reps]`: settings rows built with StackView against the same rows built with
        // hand-written constraints, timed in the same reps; prints both medians and their ratio.
        .executableTarget(
            name: "stack-rows",
            dependencies: [
                "LayoutScenarios",
                "SolverScenarios",
                .product(name: "AutoLayout", package: "swift-autolayout"),
            ],
            path: "Sources/stack-rows",
            swiftSettings: swiftSettings
        ),
        // `conflict-scenarios <row|nest> [N] [reps] [width] [height]`: a tree whose required constraints
        // conflict in a small root, against the same tree in a roomy root, timed in the same reps.
        .executableTarget(
            name: "conflict-scenarios",
            dependencies: [
                "LayoutScenarios",
                "SolverScenarios",
                .product(name: "AutoLayout", package: "swift-autolayout"),
            ],
            path: "Sources/conflict-scenarios",
            swiftSettings: swiftSettings
        ),
        // `layout-file-scenarios [declarations] [depth] [optional] [reps]`: the trees of three large layout
        // files (many declarations, deep nesting, many optional constraints) built through the public API.
        .executableTarget(
            name: "layout-file-scenarios",
            dependencies: ["SolverScenarios", .product(name: "AutoLayout", package: "swift-autolayout")],
            path: "Sources/layout-file-scenarios",
            swiftSettings: swiftSettings
        ),
        // `feed-fitting [items=100] [reps=5] [--phase=all|reused|fresh|vfl] [--strict]`: feed cells built with
        // visual format strings through the UIKit module, sized with systemLayoutSizeFitting as a flow
        // layout sizes self-sizing cells (one reused cell, and a fresh cell per item), then laid out.
        .executableTarget(
            name: "feed-fitting",
            dependencies: ["SolverScenarios", .product(name: "UIKit", package: "swift-autolayout")],
            path: "Sources/feed-fitting",
            swiftSettings: swiftSettings
        ),
        // The ordo-one/benchmark suite for AutoLayout; next to SolverBenchmarks for the same plugin rule.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutScenarios",
                "SolverScenarios",
                .product(name: "AutoLayout", package: "swift-autolayout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "LayoutBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
