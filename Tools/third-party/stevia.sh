#!/bin/sh
# Builds Stevia 6.2.0 against this package's UIKit module and runs Stevia's own tests (swift-testing),
# outside the repository. Stevia's code is never copied into the repository.
#
#   Tools/third-party/stevia.sh <path to a Stevia git directory> [work directory]
#
# The git directory is a clone of https://github.com/freshOS/Stevia (or the mirror the project's fetch
# tool makes). The work directory (default /tmp/stevia-on-linux) receives the 6.2.0 sources and a
# throwaway package. Stevia's tests use swift-numerics; with no network, SwiftPM is pointed at a local
# clone of it (SWIFT_NUMERICS_GIT, default /opt/swift-packages/apple/swift-numerics.git).
set -eu
STEVIA_GIT=${1:?usage: stevia.sh <Stevia git dir> [work dir]}
WORK=${2:-/tmp/stevia-on-linux}
NUMERICS_GIT=${SWIFT_NUMERICS_GIT:-/opt/swift-packages/apple/swift-numerics.git}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

# Everything but the build folder is made anew (keeping .build spares rebuilding this package).
mkdir -p "$WORK"
find "$WORK" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
mkdir -p "$WORK/stevia"
git --git-dir="$STEVIA_GIT" archive 6.2.0 | tar -x -C "$WORK/stevia"

# The one change to Stevia's sources: `subviews(_:)` and `sv(_:)` are declared `@objc` in an extension
# of UIView so that extensions of UITableViewCell and UICollectionViewCell can override them (to add to
# the cell's contentView). Swift without the Objective-C runtime has neither `@objc` nor overrides of
# members declared in extensions, so the attribute and the two cell extensions are removed; the rest of
# Stevia+Hierarchy.swift is untouched. (Two of Stevia's tests, which check that a cell's subviews go to
# its contentView, then fail: see Tools/third-party/README.md.)
HIERARCHY="$WORK/stevia/Sources/Stevia/Stevia+Hierarchy.swift"
awk '
    /^public extension (UITableViewCell|UICollectionViewCell) \{/ { skipping = 1 }
    skipping { if ($0 ~ /^\}/) skipping = 0; next }
    /^[ \t]*@objc[ \t]*$/ { next }
    { print }
' "$HIERARCHY" > "$HIERARCHY.edited"
mv "$HIERARCHY.edited" "$HIERARCHY"

cd "$WORK"
ln -sfn stevia/Sources/Stevia SteviaSources
ln -sfn stevia/Tests/SteviaTests SteviaTests
cat > Package.swift <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SteviaOnLinux",
    dependencies: [
        .package(path: "$ROOT"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.2"),
    ],
    targets: [
        .target(
            name: "Stevia", dependencies: [.product(name: "UIKit", package: "$(basename "$ROOT")")],
            path: "SteviaSources"),
        .testTarget(
            name: "SteviaTests",
            dependencies: ["Stevia", .product(name: "Numerics", package: "swift-numerics")],
            path: "SteviaTests"),
    ]
)
MANIFEST
swift package config set-mirror --original https://github.com/apple/swift-numerics --mirror "file://$NUMERICS_GIT"
swift build --build-tests --scratch-path "$WORK/.build"
swift test --skip-build --scratch-path "$WORK/.build"
