import AutoLayout
import Foundation
import XCTest

/// A measurer where every character is 10 points wide and lines are 12 high (ascender 9), standing in for
/// a user's FreeType or Core Text measurer.
private struct MonospaceMeasurer: TextMeasurer {
    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascender: 9, descender: -3, leading: 0, capHeight: 7, xHeight: 5)
    }

    func advance(of scalar: Unicode.Scalar, in font: Font) -> CGFloat { 10 }
}

/// The built-in measurer against the font's own numbers, and measurers plugged in by users.
final class TextMeasurerTests: XCTestCase {
    let measurer = DefaultTextMeasurer()
    let regular = Font.systemFont(ofSize: 17)

    func testVerticalMetricsAreTheFontsHheaValuesScaled() {
        let metrics = measurer.metrics(of: regular)
        XCTAssertEqual(metrics.ascender, 1901 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(metrics.descender, -483 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(metrics.leading, 0)
        XCTAssertEqual(metrics.lineHeight, 2384 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(metrics.capHeight, 1493 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(metrics.xHeight, 1120 * 17 / 2048, accuracy: 1e-12)
    }

    func testEveryPrintableASCIIAdvanceMatchesTheFontInBothWeights() {
        for value in 0x20...0x7E {
            let scalar = Unicode.Scalar(UInt8(value))
            XCTAssertEqual(
                measurer.advance(of: scalar, in: regular), DejaVuUnits.regular[value - 0x20] * 17 / 2048,
                accuracy: 1e-12, "U+\(String(value, radix: 16))")
            XCTAssertEqual(
                measurer.advance(of: scalar, in: .boldSystemFont(ofSize: 17)), DejaVuUnits.bold[value - 0x20] * 17 / 2048,
                accuracy: 1e-12, "bold U+\(String(value, radix: 16))")
        }
    }

    func testWidthIsTheSumOfAdvances() {
        // N a m e: 1532 + 1255 + 1995 + 1260 = 6042 units.
        XCTAssertEqual(measurer.width(of: "Name", in: regular), 6042 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(measurer.width(of: "Name", in: regular), DejaVuUnits.width("Name", size: 17), accuracy: 1e-12)
    }

    func testEastAsianWideCharactersMeasureOneEm() {
        for text in ["这", "文", "ア", "한", "Ｗ", "，", "\u{3000}"] {
            XCTAssertEqual(measurer.width(of: text, in: regular), 17, text)
        }
        // The seed's text: 27 ideographs and two ASCII commas (651 units each).
        let text = "这是左侧很长的文本,这是左侧很长的文本,这是左侧很长的文本"
        XCTAssertEqual(measurer.width(of: text, in: regular), 27 * 17 + 2 * 651 * 17 / 2048, accuracy: 1e-12)
    }

    func testCombiningMarksAndFormatCharactersMeasureNothing() {
        let e = measurer.width(of: "e", in: regular)
        XCTAssertEqual(measurer.width(of: "e\u{301}", in: regular), e, accuracy: 1e-12)
        XCTAssertEqual(measurer.advance(of: "\u{0301}" as Unicode.Scalar, in: regular), 0)
        XCTAssertEqual(measurer.advance(of: "\u{200B}" as Unicode.Scalar, in: regular), 0)
        XCTAssertEqual(measurer.advance(of: "\u{00AD}" as Unicode.Scalar, in: regular), 0)
        XCTAssertEqual(measurer.advance(of: "\u{0007}" as Unicode.Scalar, in: regular), 0)
        // A family emoji (three people joined by zero-width joiners) is one wide cluster: one em.
        XCTAssertEqual(measurer.width(of: "👨\u{200D}👩\u{200D}👧", in: regular), 17)
    }

    func testTabulatedBlocksAndTheFallback() {
        // Greek alpha, Cyrillic de, the euro sign and an em dash come from the table.
        XCTAssertEqual(measurer.advance(of: "α", in: regular), 1350 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(measurer.advance(of: "д", in: regular), 1416 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(measurer.advance(of: "€", in: regular), 1303 * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(measurer.advance(of: "—", in: regular), 2048 * 17 / 2048, accuracy: 1e-12)
        // Hebrew alef (1369 units in the font) is outside the table: the face's average advance (OS/2 xAvgCharWidth 1038).
        XCTAssertEqual(measurer.advance(of: "א", in: regular), 1038 * 17 / 2048, accuracy: 1e-12)
        // A tab measures as a space.
        XCTAssertEqual(measurer.width(of: "\t", in: regular), 651 * 17 / 2048, accuracy: 1e-12)
    }

    func testAUsersMeasurerSizesALabel() {
        let (root, _) = makeRoot()
        let label = Label(text: "Hello")
        label.textMeasurer = MonospaceMeasurer()
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 50, 12)
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 9)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom, 3)
    }
}
