// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for the visual format parser. Build it with `-sanitize=fuzzer` (see README.md);
// it is a separate package so that the root package never builds with the fuzzer runtime.
let package = Package(
    name: "vfl-fuzz",
    dependencies: [
        .package(name: "swift-autolayout", path: "../..")
    ],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "VFLFuzz",
            dependencies: [
                "FuzzerDriver",
                .product(name: "VisualFormat", package: "swift-autolayout"),
                .product(name: "AutoLayout", package: "swift-autolayout"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
