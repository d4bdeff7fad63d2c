import AutoLayout
import Foundation
import XCTest

/// Text views: no intrinsic size while scrolling; sized by their text otherwise (seed 001).
final class TextViewTests: XCTestCase {
    static let sentence = "UITextView grows with its text when scrolling is off, as seed one shows."

    /// A text view pinned 20 from the left and right of a 375-point root, 100 from the top, and a view
    /// pinned 10 below it.
    private func makeTextView() -> (View, TextView, View) {
        let (root, _) = makeRoot()
        let textView = TextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.isScrollEnabled = false
        root.addSubview(textView)
        let below = makeSubview(of: root)
        activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            below.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, textView, below)
    }

    func testANonScrollingTextViewGrowsWithItsText() {
        let (root, textView, below) = makeTextView()
        root.layoutIfNeeded()
        // Empty: one 12-point line (13.97 → 14) plus 8 above and below.
        assertFrame(textView, 20, 100, 335, 30)
        textView.text = TextViewTests.sentence
        root.layoutIfNeeded()
        // The text wraps at 335 - 2 × 5 = 325 points.
        let lines = DejaVuUnits.wrap(TextViewTests.sentence, width: 325, size: 12)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(textView.textLayout.lines.map(\.text), lines)
        assertFrame(textView, 20, 100, 335, (2 * DejaVuUnits.lineHeight(12)).rounded(.up) + 16)
        let text = Array(repeating: TextViewTests.sentence, count: 4).joined(separator: " ")
        textView.text = text
        root.layoutIfNeeded()
        let count = CGFloat(DejaVuUnits.wrap(text, width: 325, size: 12).count)
        XCTAssertEqual(count, 6)
        let height = (count * DejaVuUnits.lineHeight(12)).rounded(.up) + 16
        assertFrame(textView, 20, 100, 335, height)
        assertFrame(below, 0, 110 + height, 10, 10)
    }

    func testAScrollingTextViewHasNoIntrinsicSize() {
        let (root, textView, _) = makeTextView()
        textView.text = Array(repeating: TextViewTests.sentence, count: 4).joined(separator: " ")
        textView.isScrollEnabled = true
        XCTAssertEqual(
            textView.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        activate([textView.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        assertFrame(textView, 20, 100, 335, 50)
        // Turning scrolling off sizes it by its text again, against the 50-point constraint (required):
        // the height stays 50 and the content size constraint gives way.
        textView.isScrollEnabled = false
        root.layoutIfNeeded()
        assertFrame(textView, 20, 100, 335, 50)
        XCTAssertEqual(textView.contentSizeLayoutConstraints.count, 2)
    }

    func testDefaultsAndBaselines() {
        let textView = TextView()
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertEqual(textView.font, .systemFont(ofSize: 12))
        XCTAssertEqual(textView.textContainerInset, EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.lineFragmentPadding, 5)
        XCTAssertEqual(textView.firstBaselineOffsetFromTop!, 8 + DejaVuUnits.ascent(12), accuracy: 1e-9)
        textView.isScrollEnabled = false
        textView.text = "One"
        XCTAssertEqual(
            textView.intrinsicContentSize, CGSize(width: DejaVuUnits.width("One", size: 12).rounded(.up) + 10, height: 30))
    }
}
