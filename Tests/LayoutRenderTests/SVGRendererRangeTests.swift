import AutoLayout
import Foundation
import LayoutRender
import XCTest

/// Frames and host sizes that are huge or not finite: drawn clamped to ±1,000,000 points, with a note.
final class SVGRendererRangeTests: XCTestCase {
    private func render(frame: CGRect, size: CGSize = CGSize(width: 100, height: 60)) -> String {
        let snapshot = LayoutSnapshot(
            title: "t", size: size, safeArea: CGRect(origin: .zero, size: size),
            nodes: [.init(name: "A", kind: "view", frame: frame, depth: 0, fill: RenderColor(hex: "#ffffff"))])
        return SVGRenderer().render(snapshot)
    }

    /// The line that draws node A.
    private func nodeLine(_ svg: String) -> String? {
        svg.split(separator: "\n").first { $0.contains("stroke=\"#48484a\"") }.map(String.init)
    }

    private func notes(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains("#c41e3a") }.map {
            $0.replacingOccurrences(of: #"^.*">"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "</text>", with: "")
        }
    }

    func testAFrameOf1e20IsDrawnClampedWithANote() {
        let svg = render(frame: CGRect(x: 0, y: 0, width: 1e20, height: 20))
        XCTAssertEqual(
            nodeLine(svg),
            ##"    <rect x="0" y="0" width="1000000" height="20" fill="#ffffff" stroke="#48484a" stroke-width="0.75" rx="0"/>"##)
        XCTAssertEqual(
            notes(svg),
            [
                "note: A's frame (x 0, y 0, width 1e+20, height 20) lies outside the drawable range of ±1000000",
                "   points and is drawn clamped.",
            ])
    }

    func testInfiniteAndNaNFramesAreDrawnClamped() {
        let svg = render(frame: CGRect(x: -CGFloat.infinity, y: .nan, width: .infinity, height: 5))
        XCTAssertEqual(
            nodeLine(svg),
            ##"    <rect x="-1000000" y="0" width="1000000" height="5" fill="#ffffff" stroke="#48484a" stroke-width="0.75" rx="0"/>"##)
        XCTAssertEqual(
            notes(svg).joined(),
            "note: A's frame (x -inf, y nan, width inf, height 5) lies outside the drawable range of ±1000000"
                + "   points and is drawn clamped.")
    }

    func testAHugeHostKeepsItsNotesInsideTheCanvas() {
        let svg = render(frame: .zero, size: CGSize(width: 1e308, height: .infinity))
        XCTAssertTrue(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="500048" height="500098""#), svg)
        XCTAssertEqual(
            notes(svg).joined(),
            "note: the host's size (1e+308 x inf) lies outside the drawable range of ±1000000 points and is"
                + "   drawn clamped.")
        XCTAssertTrue(svg.contains(#"<text x="24" y="500060" font-size="11""#), svg)
    }

    func testNumbersAreClampedAndNeverTrap() {
        XCTAssertEqual(SVGRendererTestSupport.number(1e20), "1000000")
        XCTAssertEqual(SVGRendererTestSupport.number(-9.3e18), "-1000000")
        XCTAssertEqual(SVGRendererTestSupport.number(.nan), "0")
        XCTAssertEqual(SVGRendererTestSupport.number(-.infinity), "-1000000")
        XCTAssertEqual(SVGRendererTestSupport.number(999_999.994), "999999.99")
    }

    func testAnInRangeFrameHasNoNote() {
        XCTAssertEqual(notes(render(frame: CGRect(x: -1e6, y: 0, width: 1e6, height: 1))), [])
    }
}

/// The renderer's number format, reached through a one-node drawing.
private enum SVGRendererTestSupport {
    static func number(_ value: CGFloat) -> String {
        let svg = SVGRenderer().render(
            LayoutSnapshot(
                title: "", size: .zero, safeArea: .zero,
                nodes: [.init(name: "A", kind: "view", frame: CGRect(x: value, y: 0, width: 1, height: 1), depth: 0)]))
        let line = svg.split(separator: "\n").first { $0.contains("stroke=\"#48484a\"") } ?? ""
        return line.firstMatch(of: /x="([^"]*)"/).map { String($0.1) } ?? "none"
    }
}
