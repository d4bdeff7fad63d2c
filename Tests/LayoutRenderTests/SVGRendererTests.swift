import AutoLayout
import Foundation
import LayoutRender
import XCTest

/// The SVG text for a small snapshot, exactly; escaping; number format.
final class SVGRendererTests: XCTestCase {
    func testSmallSnapshotExactly() {
        let snapshot = LayoutSnapshot(
            title: "card <1> & co", size: CGSize(width: 100, height: 60),
            safeArea: CGRect(x: 0, y: 10, width: 100, height: 50),
            nodes: [
                .init(name: "Title", kind: "label", frame: CGRect(x: 8, y: 12, width: 84.333, height: 20), depth: 0,
                      fill: RenderColor(hex: "#ffffff"), textLines: ["Hi"], fontSize: 17, bold: true)
            ],
            measures: [.init(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 8, y: 20), label: "8")],
            problems: [.init(frames: [CGRect(x: 8, y: 12, width: 84.333, height: 20)], text: "too wide")])
        XCTAssertEqual(
            SVGRenderer().render(snapshot),
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="643.2" height="143" viewBox="0 0 643.2 143" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
              <rect width="100%" height="100%" fill="#f5f5f7"/>
              <text x="24" y="16" font-size="12" fill="#3a3a3c">card &lt;1&gt; &amp; co</text>
              <g transform="translate(24 24)">
                <rect x="0" y="0" width="100" height="60" fill="#ffffff" stroke="#8e8e93" stroke-width="1"/>
                <rect x="0" y="0" width="100" height="10" fill="#d1d1d6" fill-opacity="0.6"/>
                <rect x="8" y="12" width="84.33" height="20" fill="#ffffff" stroke="#48484a" stroke-width="0.75" rx="0"/>
                <text x="8" y="27.87" font-size="17" fill="#1c1c1e" font-weight="bold">Hi</text>
                <line x1="0" y1="20" x2="8" y2="20" stroke="#007aff" stroke-width="1"/>
                <circle cx="0" cy="20" r="1.5" fill="#007aff"/>
                <circle cx="8" cy="20" r="1.5" fill="#007aff"/>
                <text x="4" y="17" font-size="9" fill="#007aff" text-anchor="middle">8</text>
                <rect x="7" y="11" width="86.33" height="22" fill="none" stroke="#ff3b30" stroke-width="2"/>
                <circle cx="92.33" cy="12" r="7" fill="#ff3b30"/>
                <text x="92.33" y="15.5" font-size="9" fill="#ffffff" text-anchor="middle" font-weight="bold">1</text>
              </g>
              <text x="24" y="120" font-size="11" fill="#c41e3a">1. too wide</text>
            </svg>

            """)
    }

    func testTheSameSnapshotGivesTheSameBytes() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 10.125, y: 20, width: 50, height: 30))
        child.debugName = "child"
        root.addSubview(child)
        let first = SVGRenderer().render(LayoutSnapshot(title: "t", root: root))
        let second = SVGRenderer().render(LayoutSnapshot(title: "t", root: root))
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.contains("<rect x=\"10.13\" y=\"20\" width=\"50\" height=\"30\""))
    }

    func testSnapshotOfAViewTree() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let box = View(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        box.debugName = "box"
        let inner = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        box.addSubview(inner)
        let hidden = View(frame: .zero)
        hidden.isHidden = true
        window.addSubview(box)
        window.addSubview(hidden)
        window.layoutIfNeeded()
        let snapshot = LayoutSnapshot(title: "w", root: window)
        XCTAssertEqual(snapshot.safeArea, CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(snapshot.nodes.map(\.name), ["box", "View"])
        XCTAssertEqual(snapshot.nodes.map(\.frame), [CGRect(x: 10, y: 60, width: 100, height: 40), CGRect(x: 15, y: 65, width: 10, height: 10)])
        XCTAssertEqual(snapshot.nodes.map(\.depth), [0, 1])
    }
}
