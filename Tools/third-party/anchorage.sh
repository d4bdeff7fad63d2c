#!/bin/sh
# Builds Anchorage 4.5.0 against this package's UIKit module and runs Anchorage's own tests (XCTest),
# outside the repository. Anchorage's code is never copied into the repository.
#
#   Tools/third-party/anchorage.sh <path to an Anchorage git directory> [work directory]
#
# The git directory is a clone of https://github.com/Rightpoint/Anchorage (or the mirror the project's
# fetch tool makes). The work directory (default /tmp/anchorage-on-linux) receives the 4.5.0 sources
# and a throwaway package.
set -eu
ANCHORAGE_GIT=${1:?usage: anchorage.sh <Anchorage git dir> [work dir]}
WORK=${2:-/tmp/anchorage-on-linux}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

# Everything but the build folder is made anew (keeping .build spares rebuilding this package).
mkdir -p "$WORK"
find "$WORK" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
mkdir -p "$WORK/anchorage"
git --git-dir="$ANCHORAGE_GIT" archive 4.5.0 | tar -x -C "$WORK/anchorage"

cd "$WORK"
ln -sfn anchorage/Source AnchorageSources
ln -sfn anchorage/AnchorageTests AnchorageTests
cat > Package.swift <<MANIFEST
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AnchorageOnLinux",
    dependencies: [.package(path: "$ROOT")],
    targets: [
        .target(
            name: "Anchorage", dependencies: [.product(name: "UIKit", package: "$(basename "$ROOT")")],
            path: "AnchorageSources"),
        .testTarget(name: "AnchorageTests", dependencies: ["Anchorage"], path: "AnchorageTests"),
    ],
    swiftLanguageVersions: [.v5]
)
MANIFEST
swift build --build-tests --scratch-path "$WORK/.build"
swift test --skip-build --scratch-path "$WORK/.build"
