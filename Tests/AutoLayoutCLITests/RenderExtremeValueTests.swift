@testable import AutoLayoutCLI
import Foundation
import XCTest

/// `render` of files whose frames are huge or not finite: no trap, an SVG with a note per clamped frame.
final class RenderExtremeValueTests: XCTestCase {
    private func render(_ text: String, name: String) throws -> (CommandOutput, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-extreme-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = (folder as NSString).appendingPathComponent("\(name).layout")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let output = try RenderCommand.parse([file, "--out", folder]).execute()
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }
        let svg = try svgs.first.map { try String(contentsOfFile: (folder as NSString).appendingPathComponent($0), encoding: .utf8) }
        return (output, svg ?? "")
    }

    func testAWidthOf1e20() throws {
        let (output, svg) = try render(
            "host size=375x667\nview A\nA.leading = Superview.leading\nA.top = Superview.top\nA.width = 1e20\nA.height = 20\n",
            name: "wide")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(svg.contains(#"<rect x="0" y="0" width="1000000" height="20""#), svg)
        // The constant stops at the engine's limit, 1e9, still past the drawable range.
        XCTAssertTrue(svg.contains("note: A's frame (x 0, y 0, width 1000000000.0, height 20) lies outside"), svg)
    }

    func testAHugeWidthFromAMultiplier() throws {
        let (output, svg) = try render(
            """
            host size=375x667
            view A
            view B
            A.leading = Superview.leading
            A.top = Superview.top
            B.width = 10
            A.width = 1e308 * B.width
            A.height = 20

            """, name: "multiplier")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(svg.contains("note: A's frame (x 0, y 0, width 10000000000.0, height 20) lies outside"), svg)
    }

    func testAHugeHostFontAndKeyboard() throws {
        let (output, svg) = try render(
            """
            host size=1e308x1e308 keyboard=1e308
            label L "Hello there world" font=1e308
            label M "Hello there world" font=1e-300
            L.leading = Superview.leading
            L.top = Superview.top
            M.leading = Superview.leading
            M.top = Superview.top

            """, name: "huge")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(svg.contains("note: the host's size (1000000000.0 x 1000000000.0) lies outside"), svg)
        XCTAssertTrue(svg.contains("note: the keyboard's frame (x 0, y 0, width 1e+308, height 1e+308) lies outside"), svg)
    }

    func testAStackWhoseLabelsBecomeInfinitelyTall() throws {
        let (output, svg) = try render(
            """
            host size=375x667
            stack S spacing=-1e308 axis=vertical
              label L1 "Hello there"
              label L2 "World wide"
            S.leading = Superview.leading
            S.top = Superview.top

            """, name: "stack")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(svg.hasPrefix("<svg"), svg)
    }
}
