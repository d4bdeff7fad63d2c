import AutoLayout
import Foundation
import XCTest

/// Fonts as values: the system font, weights, sizes and descriptions.
final class FontTests: XCTestCase {
    func testSystemFontIsDejaVuSansAtTheGivenSizeAndWeight() {
        let font = Font.systemFont(ofSize: 17)
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.weight, .regular)
        XCTAssertFalse(font.isBold)
        XCTAssertEqual(Font.boldSystemFont(ofSize: 20).weight, .bold)
        XCTAssertTrue(Font.boldSystemFont(ofSize: 20).isBold)
        XCTAssertEqual(font.withSize(30), Font(familyName: "DejaVu Sans", pointSize: 30))
    }

    func testWeightsFromSemiboldUpAreBold() {
        XCTAssertFalse(Font.systemFont(ofSize: 12, weight: .medium).isBold)
        XCTAssertTrue(Font.systemFont(ofSize: 12, weight: .semibold).isBold)
        XCTAssertTrue(Font.systemFont(ofSize: 12, weight: .black).isBold)
        XCTAssertLessThan(Font.Weight.light, Font.Weight.regular)
        XCTAssertEqual(Font.Weight.bold.rawValue, 0.4)
    }

    func testUIKitSizeConstants() {
        XCTAssertEqual(Font.labelFontSize, 17)
        XCTAssertEqual(Font.buttonFontSize, 18)
        XCTAssertEqual(Font.systemFontSize, 14)
        XCTAssertEqual(Font.smallSystemFontSize, 12)
    }

    func testDescription() {
        XCTAssertEqual(Font.systemFont(ofSize: 17).description, "DejaVu Sans 17pt")
        XCTAssertEqual(Font.boldSystemFont(ofSize: 12.5).description, "DejaVu Sans 12.5pt bold")
        XCTAssertEqual(Font.Weight(rawValue: 0.1).description, "weight(0.1)")
    }

    func testANegativeOrNonFiniteSizeMeasuresNothing() {
        let measurer = DefaultTextMeasurer()
        for size in [-5, CGFloat.nan, .infinity] {
            let font = Font.systemFont(ofSize: size)
            XCTAssertEqual(measurer.width(of: "Name", in: font), 0)
            XCTAssertEqual(measurer.metrics(of: font).lineHeight, 0)
        }
    }
}
