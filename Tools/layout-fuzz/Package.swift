// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for layout files: parse, lay out, draw (SVG) and report (table, JSON). Build it
// with `-sanitize=fuzzer` (see README.md); it is a separate package so that the root package never
// builds with the fuzzer runtime. `Sources/LayoutFuzz/CLI` links to the `autolayout` tool's sources,
// compiled into the fuzz target's module (an executable target cannot be imported), without the
// tool's `@main`.
let package = Package(
    name: "layout-fuzz",
    dependencies: [
        .package(name: "swift-autolayout", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "LayoutFuzz",
            dependencies: [
                "FuzzerDriver",
                .product(name: "AutoLayout", package: "swift-autolayout"),
                .product(name: "VisualFormat", package: "swift-autolayout"),
                .product(name: "LayoutRender", package: "swift-autolayout"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["CLI/AutoLayoutCommand.swift"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
