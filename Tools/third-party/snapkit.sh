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

# Our own check, in a target of its own (SnapKit's tests stay as they are): `.snp` on the UIKit
# classes the engine gives roles to, which are UIViews like any other.
mkdir -p UIKitChecks
cat > UIKitChecks/RoleViewsTests.swift <<'CHECKS'
import SnapKit
import UIKit
import XCTest

final class RoleViewsTests: XCTestCase {
    func testScrollViewAndStackViewTakeSnapConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView()
        root.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        let content = UIView()
        scrollView.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
            make.height.equalTo(1500)
        }
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.distribution = .fillEqually
        stack.spacing = 10
        content.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview().inset(20)
            make.height.equalTo(100)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 390, height: 1500))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 390, height: 1500))
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 20, width: 350, height: 100))
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 170, height: 100))
        XCTAssertEqual(second.frame, CGRect(x: 180, y: 0, width: 170, height: 100))
        scrollView.snp.updateConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 800))
        XCTAssertEqual(root.subviews.first, scrollView)
    }
}
CHECKS
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
        .testTarget(name: "UIKitChecks", dependencies: ["SnapKit"], path: "UIKitChecks"),
    ],
    swiftLanguageVersions: [.v5]
)
MANIFEST
swift build --build-tests --scratch-path "$WORK/.build"
swift test --skip-build --scratch-path "$WORK/.build"
