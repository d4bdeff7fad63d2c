import AutoLayout
import Foundation
import XCTest

/// Line breaking and truncation in every line break mode.
final class TextLayoutTests: XCTestCase {
    let font = Font.systemFont(ofSize: 17)

    func testNewlinesStartLinesAndEmptyLinesCount() {
        let layout = TextLayout(text: "One\n\nTwo\r\nThree", font: font, width: .infinity)
        XCTAssertEqual(layout.lines.map(\.text), ["One", "", "Two", "Three"])
        XCTAssertEqual(layout.size.height, 4 * DejaVuUnits.lineHeight(17), accuracy: 1e-12)
        XCTAssertEqual(layout.lines[1].baseline, DejaVuUnits.lineHeight(17) + DejaVuUnits.ascent(17), accuracy: 1e-12)
        XCTAssertFalse(layout.isTruncated)
        XCTAssertTrue(TextLayout(text: "", font: font, width: 100).lines.isEmpty)
    }

    /// Plain ASCII text is broken by its bytes; text with any other character by its characters. Both
    /// ways give the same lines, newlines (line feed, vertical tab, form feed) and widths included.
    func testASCIITextBreaksAsTheSameTextWithAnotherCharacter() {
        let ascii = TextLayout(text: "One\u{0B}Two\u{0C}Three four five six\nseven", font: font, width: 90)
        XCTAssertEqual(ascii.lines.map(\.text), ["One", "Two", "Three four", "five six", "seven"])
        let wider = TextLayout(text: "One\u{0B}Two\u{0C}Three four five six\nseven\u{2028}é", font: font, width: 90)
        XCTAssertEqual(wider.lines.map(\.text), ["One", "Two", "Three four", "five six", "seven", "é"])
        XCTAssertEqual(ascii.lines.map(\.width), wider.lines.dropLast().map(\.width))
        XCTAssertEqual(ascii.lines[2].width, DejaVuUnits.width("Three four", size: 17), accuracy: 1e-12)
    }

    func testSpacesAtALineEndHangAndDoNotCount() {
        let layout = TextLayout(text: "Auto     Layout", font: font, width: 60)
        XCTAssertEqual(layout.lines.map(\.text), ["Auto", "Layout"])
        XCTAssertEqual(layout.lines[0].width, DejaVuUnits.width("Auto", size: 17))
        // Leading spaces of a paragraph count.
        XCTAssertEqual(
            TextLayout(text: "  Auto", font: font, width: .infinity).size.width, DejaVuUnits.width("  Auto", size: 17))
    }

    func testNoBreakSpacesKeepWordsTogetherAndHyphensBreak() {
        // "Auto Layout" is 102.66 wide: at 110 the no-break space keeps it on one line.
        let glued = TextLayout(text: "Auto\u{00A0}Layout rocks", font: font, width: 110)
        XCTAssertEqual(glued.lines.map(\.text), ["Auto\u{00A0}Layout", "rocks"])
        let hyphen = TextLayout(text: "right-to-left", font: font, width: 70)
        XCTAssertEqual(hyphen.lines.map(\.text), ["right-to-", "left"])
        // No break before a digit after a hyphen ("-5" stays whole) nor before closing punctuation.
        let number = TextLayout(text: "Width-5", font: font, width: 50, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(number.lines.map(\.text).joined(), "Width-5")
        XCTAssertNotEqual(number.lines.first?.text, "Width-")
    }

    func testIdeographsBreakAnywhereExceptBeforeClosingPunctuation() {
        // 3 ideographs fit in 55; the full-width comma may not start a line, so it joins the ideograph
        // before it only if the pair fits, else both move to the next line.
        let layout = TextLayout(text: "这是左侧很长，的", font: font, width: 55)
        XCTAssertEqual(layout.lines.map(\.text), ["这是左", "侧很", "长，的"])
        let opening = TextLayout(text: "这是「左侧", font: font, width: 55)
        XCTAssertEqual(opening.lines.map(\.text), ["这是", "「左侧"])
    }

    func testTruncationModesOnTheLastLine() {
        let text = "Lorem ipsum dolor sit amet"
        func line(_ mode: LineBreakMode) -> String {
            TextLayout(text: text, font: font, width: 100, numberOfLines: 1, lineBreakMode: mode).lines[0].text
        }
        // Tail: the longest prefix that fits with the ellipsis in 100 ("Lorem ip…" 91.80, "Lorem ips…"
        // 100.66).
        XCTAssertEqual(line(.byTruncatingTail), "Lorem ip…")
        XCTAssertLessThanOrEqual(DejaVuUnits.width("Lorem ip…", size: 17), 100)
        XCTAssertGreaterThan(DejaVuUnits.width("Lorem ips…", size: 17), 100)
        // Head: the longest suffix after the ellipsis.
        XCTAssertEqual(line(.byTruncatingHead), "…r sit amet")
        XCTAssertGreaterThan(DejaVuUnits.width("…or sit amet", size: 17), 100)
        // Middle: 83 points besides the ellipsis; up to half (41.5) for the start ("Lore", 37.32), the
        // remaining 45.68 for the end ("amet" 44.10; " amet" would be 49.50).
        XCTAssertEqual(line(.byTruncatingMiddle), "Lore…amet")
        // Clipping and wrapping modes show the first line as it wrapped ("Lorem ipsum" is 110.99), without
        // an ellipsis; character wrapping fills it ("Lorem ipsu", 94.43).
        XCTAssertEqual(line(.byClipping), "Lorem")
        XCTAssertEqual(line(.byWordWrapping), "Lorem")
        XCTAssertEqual(line(.byCharWrapping), "Lorem ipsu")
        for mode in LineBreakMode.allCases {
            let layout = TextLayout(text: text, font: font, width: 100, numberOfLines: 1, lineBreakMode: mode)
            XCTAssertTrue(layout.isTruncated, "\(mode)")
            XCTAssertLessThanOrEqual(layout.lines[0].width, 100, "\(mode)")
        }
    }

    func testALineLimitOnTextThatFitsTruncatesNothing() {
        let layout = TextLayout(text: "One\nTwo", font: font, width: 200, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(layout.lines.map(\.text), ["One", "Two"])
        XCTAssertFalse(layout.isTruncated)
        // One line of two paragraphs: the first ends in an ellipsis.
        let one = TextLayout(text: "One\nTwo", font: font, width: .infinity, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(one.lines.map(\.text), ["One…"])
    }

    func testARoomTooSmallForTheEllipsisShowsNothing() {
        let layout = TextLayout(text: "Name", font: font, width: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(layout.lines.map(\.text), [""])
        XCTAssertEqual(layout.size.width, 0)
        // Nonsense widths do not trap.
        XCTAssertEqual(TextLayout(text: "Name", font: font, width: .nan, numberOfLines: 1).lines.count, 1)
        XCTAssertEqual(TextLayout(text: "Name", font: font, width: -5, numberOfLines: -3).lines.count, 4)
    }

    func testRoundedSizeRoundsUpToWholePoints() {
        let layout = TextLayout(text: "Name", font: font, width: .infinity)
        XCTAssertEqual(layout.roundedSize, CGSize(width: 51, height: 20))
        XCTAssertEqual(LineBreakMode.byTruncatingTail.rawValue, 4)
        XCTAssertEqual(LineBreakMode.byCharWrapping.description, "byCharWrapping")
    }
}
