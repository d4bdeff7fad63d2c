import AutoLayout
import Foundation
import XCTest

@testable import AutoLayoutCLI

/// The subcommands end to end on every bundled example: output, files, exit codes, and golden SVGs
/// compared byte for byte (`AUTOLAYOUT_RECORD_GOLDEN=1 swift test --filter CommandTests` re-records them).
final class CommandTests: XCTestCase {
    private static let examples = ExamplesCommand.bundledExamples
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    private var exampleFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Self.examples)) ?? []).filter { $0.hasSuffix(".layout") }
            .sorted().map { (Self.examples as NSString).appendingPathComponent($0) }
    }

    private func temporaryFolder() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("autolayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testTheGalleryHasEveryBundledScenario() {
        let names = exampleFiles.map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(
            names,
            [
                "bottom-bar-classic.layout", "bottom-bar-notched.layout", "broken.layout", "button-stack.layout",
                "guide-one-third.layout", "keyboard.layout", "label-and-field.layout", "long-labels.layout",
                "readable-column.layout", "rtl-form.layout", "scroll-pages.layout", "side-by-side.layout",
            ])
    }

    func testSolvePrintsFramesAsATable() throws {
        let file = (Self.examples as NSString).appendingPathComponent("side-by-side.layout")
        let output = try SolveCommand.parse([file]).execute()
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(
            output.standardOutput,
            """
            side-by-side.layout at 375x667 ltr
            name  kind      x   y  width  height
            Red   view     20  67  163.5     120
            Blue  view  191.5  67  163.5     120

            """)
    }

    func testSolveAtSeveralSizesRightToLeftAsJSON() throws {
        let file = (Self.examples as NSString).appendingPathComponent("side-by-side.layout")
        let output = try SolveCommand.parse([file, "--size", "320x480", "--size", "480x320", "--rtl", "--format", "json"])
            .execute()
        XCTAssertEqual(output.status, 0)
        // 320 wide: (320 - 48) / 2 = 136 each, Red on the right in RTL. 480 wide landscape: 216 each;
        // the notch moves the safe area's top to 0, so the views sit 20 from the top.
        XCTAssertEqual(
            output.standardOutput,
            """
            [
              {
                "host" : "320x480 rtl",
                "views" : [
                  {
                    "frame" : [
                      164,
                      67,
                      136,
                      120
                    ],
                    "kind" : "view",
                    "name" : "Red"
                  },
                  {
                    "frame" : [
                      20,
                      67,
                      136,
                      120
                    ],
                    "kind" : "view",
                    "name" : "Blue"
                  }
                ]
              },
              {
                "host" : "480x320 rtl",
                "views" : [
                  {
                    "frame" : [
                      244,
                      20,
                      216,
                      120
                    ],
                    "kind" : "view",
                    "name" : "Red"
                  },
                  {
                    "frame" : [
                      20,
                      20,
                      216,
                      120
                    ],
                    "kind" : "view",
                    "name" : "Blue"
                  }
                ]
              }
            ]

            """)
    }

    func testCheckExplainsTheBrokenExampleAndExitsWithOne() throws {
        let file = (Self.examples as NSString).appendingPathComponent("broken.layout")
        let output = try CheckCommand.parse([file]).execute()
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(
            output.standardOutput,
            """
            broken.layout at 320x568 ltr: 2 problems
              1. conflict: Title.leading = Root.leading + 20 (broken.layout:8) and Title.trailing = Root.trailing − 20 (broken.layout:9) inside a 320-wide Root give Title.width = 280, but Title.width = 300 (broken.layout:11) is required
              2. ambiguous: Badge has no horizontal position: pin its leading edge, or center it with centerX. Its horizontal layout depends on: Badge.width = 24 (broken.layout:13).

            """)
    }

    func testCheckListsNumbersPastTheLimitAndLaysOutWhatRemains() throws {
        // Spacers, margins and a floor near the largest doubles once kept the solver busy for minutes.
        let folder = try temporaryFolder()
        let file = (folder as NSString).appendingPathComponent("huge.layout")
        try """
            host size=375x667
            view A
            H:|-(1e308)-[A]-|
            V:|-(1.797e308)-[A]|
            Superview.height >= 3.4e38

            """.write(toFile: file, atomically: true, encoding: .utf8)
        let output = try CheckCommand.parse([file]).execute()
        XCTAssertEqual(output.status, 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "huge.layout at 375x667 ltr: 6 problems", output.standardOutput)
        XCTAssertEqual(
            Array(lines.dropFirst().prefix(3)),
            [
                "  1. limit: the constraint (huge.layout:3) was given 1e+308, past the engine's limit of ±1000000000; the limit is used instead",
                "  2. limit: the constraint (huge.layout:4) was given 1.797e+308, past the engine's limit of ±1000000000; the limit is used instead",
                "  3. limit: the constraint (huge.layout:5) was given 3.4e+38, past the engine's limit of ±1000000000; the limit is used instead",
            ])
        XCTAssertEqual(lines.dropFirst(4).filter { $0.contains(". conflict: ") }.count, 3, output.standardOutput)
    }

    func testCheckCanAddUIKitsLog() throws {
        let file = (Self.examples as NSString).appendingPathComponent("broken.layout")
        let output = try CheckCommand.parse([file, "--uikit-log", "--size", "320x568"]).execute()
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardOutput.contains("\n[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        XCTAssertTrue(output.standardOutput.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:0x"))
        XCTAssertTrue(output.standardOutput.contains("@broken.layout:11 Label:"))
    }

    /// 0.333333 × 900 = 299.9997, printed to three decimals; the box is centred: (300 − 200) / 2.
    func testSolveListsGuidesByTheirLayoutFrame() throws {
        let file = (Self.examples as NSString).appendingPathComponent("guide-one-third.layout")
        let output = try SolveCommand.parse([file, "--size", "300x900"]).execute()
        XCTAssertEqual(
            output.standardOutput,
            """
            guide-one-third.layout at 300x900 ltr
            name   kind    x    y  width  height
            Third  guide   0    0      0     300
            Box    view   50  300    200     100

            """)
    }

    func testEveryOtherExampleChecksClean() throws {
        for file in exampleFiles where !file.hasSuffix("broken.layout") {
            let output = try CheckCommand.parse([file, "--rtl"]).execute()
            XCTAssertEqual(output.status, 0, "\(file): \(output.standardOutput)")
            XCTAssertTrue(output.standardOutput.hasSuffix("no conflicts, no ambiguity\n"), output.standardOutput)
        }
    }

    func testBadFilesReportTheirErrorAndWriteNothing() throws {
        let folder = try temporaryFolder()
        let bad = (folder as NSString).appendingPathComponent("bad.layout")
        try "view Red\nRed.width = 1O0\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = (folder as NSString).appendingPathComponent("out")
        let output = try RenderCommand.parse([bad, "--out", out]).execute()
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.standardError, "bad.layout:2:13: error: bad number '1O0'\nRed.width = 1O0\n            ^\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let missing = try SolveCommand.parse([(folder as NSString).appendingPathComponent("none.layout")]).execute()
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardError.hasPrefix("error: cannot read '"))
        XCTAssertThrowsError(try SolveCommand.parse(["x.layout", "--size", "wide"]))
    }

    /// Every example drawn at its own size, left to right and right to left, matches its golden SVG.
    func testRenderMatchesTheGoldenFiles() throws {
        let out = try temporaryFolder()
        let record = ProcessInfo.processInfo.environment["AUTOLAYOUT_RECORD_GOLDEN"] == "1"
        let output = try RenderCommand.parse(exampleFiles + ["--rtl", "--out", out, "--constraints"]).execute()
        XCTAssertEqual(output.status, 0, output.standardError)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".svg") }.sorted()
        XCTAssertEqual(written.count, exampleFiles.count * 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent("index.html")))
        if record { try FileManager.default.createDirectory(atPath: Self.golden, withIntermediateDirectories: true) }
        for name in written {
            let actual = try String(contentsOfFile: (out as NSString).appendingPathComponent(name), encoding: .utf8)
            let goldenPath = (Self.golden as NSString).appendingPathComponent(name)
            if record {
                try actual.write(toFile: goldenPath, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try? String(contentsOfFile: goldenPath, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(name) differs from Golden/\(name); re-record with AUTOLAYOUT_RECORD_GOLDEN=1")
        }
    }

    func testExamplesRendersTheGalleryWithAnIndex() throws {
        let out = try temporaryFolder()
        let output = try ExamplesCommand.parse(["--out", out]).execute()
        XCTAssertEqual(output.status, 0, output.standardError)
        let index = try String(contentsOfFile: (out as NSString).appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<h1>swift-autolayout gallery</h1>"))
        XCTAssertTrue(index.contains("<img src=\"side-by-side-375x667-rtl.svg\" alt=\"side-by-side.layout at 375x667 rtl\">"))
        // The broken example is drawn with its problems outlined and explained.
        let broken = try String(
            contentsOfFile: (out as NSString).appendingPathComponent("broken-320x568-ltr.svg"), encoding: .utf8)
        XCTAssertTrue(broken.contains("stroke=\"#ff3b30\" stroke-width=\"2\""))
        XCTAssertTrue(broken.contains("1. Title.leading = Root.leading + 20 (broken.layout:8)"))
        let none = try ExamplesCommand.parse(["--out", out, "--from", out]).execute()
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.standardError, "error: no .layout files in '\(out)' (pass --from DIR)\n")
    }

    func testHelpIsOfferedOnEverySubcommand() {
        for name in ["solve", "check", "render", "examples"] {
            let help = AutoLayoutCommand.helpMessage(for: AutoLayoutCommand.self, includeHidden: false, columns: 100)
            XCTAssertTrue(help.contains(name), name)
        }
        XCTAssertTrue(RenderCommand.helpMessage().contains("--constraints"))
        XCTAssertTrue(SolveCommand.helpMessage().contains("--format <format>"))
    }
}
