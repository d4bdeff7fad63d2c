import AutoLayout
import Foundation
import XCTest

/// A label's text layout at heights and fonts whose line count cannot be counted: no trap, the height
/// sets no limit.
final class LabelExtremeSizeTests: XCTestCase {
    func testAnInfinitelyTallLabelWrapsAsAnUnlimitedOne() {
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 200, height: CGFloat.infinity)
        XCTAssertEqual(
            label.textLayout.lines.map(\.text),
            ["Auto Layout rebuilt in", "pure Swift, so that it", "runs wherever Swift", "runs."])
    }

    func testAHeightOf1e308KeepsTheLineLimit() {
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 2
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 1e308)
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["Auto Layout rebuilt in", "pure Swift, so that it…"])
    }

    func testANaNHeightShowsOneLine() {
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 200, height: CGFloat.nan)
        XCTAssertEqual(label.textLayout.lines.count, 1)
    }

    func testAFontOf1eMinus300LaysOutWithoutALimit() {
        let label = Label(text: "Auto Layout", font: .systemFont(ofSize: 1e-300))
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["Auto Layout"])
    }
}
