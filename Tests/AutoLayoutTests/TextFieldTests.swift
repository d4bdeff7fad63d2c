import AutoLayout
import Foundation
import XCTest

/// Text fields: the text or placeholder plus the border style's padding; the font's line height.
final class TextFieldTests: XCTestCase {
    func testThePlaceholderIsMeasuredWhileTheTextIsEmpty() {
        let field = TextField(placeholder: "Enter name")
        // 11956 units at 17 points: 99.24 → 100; the line 19.79 → 20.
        XCTAssertEqual(DejaVuUnits.width("Enter name", size: 17).rounded(.up), 100)
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 100, height: 20))
        field.text = "Name"
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 51, height: 20))
        field.text = ""
        XCTAssertEqual(field.measuredText, "Enter name")
        field.placeholder = nil
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 0, height: 20))
    }

    func testARoundedRectangleFieldIsPaddedSevenPoints() {
        let field = TextField(placeholder: "Enter name", borderStyle: .roundedRect)
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 114, height: 34))
        field.font = .systemFont(ofSize: 12)
        XCTAssertEqual(
            field.intrinsicContentSize,
            CGSize(
                width: DejaVuUnits.width("Enter name", size: 12).rounded(.up) + 14,
                height: DejaVuUnits.lineHeight(12).rounded(.up) + 14))
        XCTAssertEqual(TextField.BorderStyle.none.padding, .zero)
    }

    func testBaselinesAreTheTextsEvenWhenEmpty() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        let first = 17 - DejaVuUnits.lineHeight(17) / 2 + DejaVuUnits.ascent(17)
        XCTAssertEqual(field.firstBaselineOffsetFromTop!, first, accuracy: 1e-9)
        XCTAssertEqual(field.lastBaselineOffsetFromBottom!, 34 - first, accuracy: 1e-9)
        XCTAssertEqual(field.contentHuggingPriority(for: .horizontal), .defaultLow)
    }
}
