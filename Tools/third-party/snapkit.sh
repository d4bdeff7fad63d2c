#!/bin/sh
# Builds SnapKit 5.7.1 against this package's UIKit module and runs SnapKit's own tests, outside the
# repository. SnapKit's code is never copied into the repository.
#
#   Tools/third-party/snapkit.sh <path to a SnapKit git directory> [work directory]
#
# The git directory is a clone (or the mirror the project's fetch tool makes). The work directory
# (default /tmp/snapkit-on-linux) receives the 5.7.1 sources and a throwaway package.
set -eu
SNAPKIT_GIT=${1:?usage: snapkit.sh <SnapKit git dir> [work dir]}
WORK=${2:-/tmp/snapkit-on-linux}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

rm -rf "$WORK"
mkdir -p "$WORK/snapkit"
git --git-dir="$SNAPKIT_GIT" archive 5.7.1 | tar -x -C "$WORK/snapkit"

# The one change to SnapKit's tests: three assertions read `priority` on an `AnyObject`, which is the
# Objective-C runtime's dynamic member lookup (there is none without Objective-C). Cast instead; on
# Apple platforms the lookup returns the Float that `.priority.rawValue` gives.
sed -i 's/self\.container\.snp_constraints\.first?\.priority,/(self.container.snp_constraints.first as? NSLayoutConstraint)?.priority.rawValue,/' \
    "$WORK/snapkit/Tests/SnapKitTests/Tests.swift"

cd "$WORK"
ln -sfn snapkit/Sources SnapKitSources
ln -sfn snapkit/Tests/SnapKitTests SnapKitTests
cat > Package.swift <<MANIFEST
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SnapKitOnLinux",
    dependencies: [.package(path: "$ROOT")],
    targets: [
        // Debugging.swift overrides an Objective-C description and needs the runtime: left out.
        .target(
            name: "SnapKit", dependencies: [.product(name: "UIKit", package: "$(basename "$ROOT")")],
            path: "SnapKitSources", exclude: ["Debugging.swift", "PrivacyInfo.xcprivacy"]),
        .testTarget(name: "SnapKitTests", dependencies: ["SnapKit"], path: "SnapKitTests", exclude: ["Info.plist"]),
    ],
    swiftLanguageVersions: [.v5]
)
MANIFEST
swift build --build-tests --scratch-path "$WORK/.build"
swift test --skip-build --scratch-path "$WORK/.build"
