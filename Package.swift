// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "AutoLayoutDSL", targets: ["AutoLayoutDSL"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .executable(name: "autolayout", targets: ["AutoLayoutCLI"]),
        .executable(name: "side-by-side", targets: ["SideBySide"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "Cassowary",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "AutoLayout",
            dependencies: ["Cassowary"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "VisualFormat",
            dependencies: ["AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "AutoLayoutDSL",
            dependencies: ["AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "LayoutRender",
            dependencies: ["AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "AutoLayoutCLI",
            dependencies: [
                "AutoLayout", "VisualFormat", "LayoutRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "SideBySide",
            dependencies: ["AutoLayout"],
            path: "Examples/SideBySide",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "CassowaryTestSupport",
            path: "Tests/CassowaryTestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "CassowaryTestSupport"],
            // Operation logs the replay tests read from the source tree.
            exclude: ["Replays"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: ["AutoLayout", "CassowaryTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "VisualFormatTests",
            dependencies: ["VisualFormat", "AutoLayout", "CassowaryTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutDSLTests",
            dependencies: ["AutoLayoutDSL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LayoutRenderTests",
            dependencies: ["LayoutRender", "AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutCLITests",
            dependencies: ["AutoLayoutCLI", "AutoLayout", "LayoutRender", "CassowaryTestSupport"],
            exclude: ["Golden"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)

// The UIKit compatibility module: UIKit's spellings over the engine, for platforms without UIKit (on
// Apple platforms the real UIKit is used, so the module is not declared there).
#if !canImport(Darwin)
package.products.append(.library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]))
package.targets += [
    .target(
        name: "UIKitBridge",
        dependencies: ["AutoLayout"],
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
        name: "UIKit",
        dependencies: ["AutoLayout", "UIKitBridge", "VisualFormat"],
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The Linux toolchain declares a Swift Testing cross-import overlay named `_Testing_UIKit` for any
    // module called UIKit, and does not ship it: without this empty module, no file importing both
    // Testing and UIKit compiles.
    .target(
        name: "_Testing_UIKit",
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
        name: "UIKitTests",
        dependencies: ["UIKit", "AutoLayout", "AutoLayoutDSL", "VisualFormat"],
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Most UIKit code is built in Swift 5 mode, where overriding the engine's nonisolated hooks from a
    // main-actor class is silent: the seeds' view controllers compile here unchanged, as classes.
    .testTarget(
        name: "UIKitSwift5Tests",
        dependencies: ["UIKit"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]
#endif

