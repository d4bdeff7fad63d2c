// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "AutoLayoutDSL", targets: ["AutoLayoutDSL"]),
        .executable(name: "side-by-side", targets: ["SideBySide"]),
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
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: ["AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "VisualFormatTests",
            dependencies: ["VisualFormat", "AutoLayout"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AutoLayoutDSLTests",
            dependencies: ["AutoLayoutDSL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
