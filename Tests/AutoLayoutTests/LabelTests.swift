import AutoLayout
import Foundation
import XCTest

/// Labels: intrinsic size from the font, wrapping at the width layout gives them, truncation, baselines.
///
/// Expected sizes come from `DejaVuUnits` (the font's advances read separately with fontTools): a width
/// is the sum of the advances × size / 2048, rounded up to a whole point; one line of 17-point text is
/// 2384 × 17 / 2048 = 19.7890625 points, rounded up to 20.
final class LabelTests: XCTestCase {
    static let shortText = "Auto Layout rebuilt in pure Swift, so that it runs wherever Swift runs."
    static let longText = shortText + " Views, anchors and constraints keep UIKit's API and behaviour."

    func testASingleLineLabelMeasuresItsTextOnOneLine() {
        let label = Label(text: "Name")
        // 6042 × 17 / 2048 = 50.15 → 51; 19.79 → 20.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 51, height: 20))
        XCTAssertEqual(
            label.intrinsicContentSize.width, DejaVuUnits.width("Name", size: 17).rounded(.up))
        label.font = .boldSystemFont(ofSize: 30)
        XCTAssertEqual(
            label.intrinsicContentSize,
            CGSize(
                width: DejaVuUnits.width("Name", size: 30, bold: true).rounded(.up),
                height: DejaVuUnits.lineHeight(30).rounded(.up)))
    }

    func testALabelWithoutTextHasAZeroSize() {
        let label = Label()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = ""
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        XCTAssertNil(label.firstBaselineOffsetFromTop)
        XCTAssertNil(label.lastBaselineOffsetFromBottom)
    }

    func testDefaultsAreThoseOfAUILabelMadeInCode() {
        let label = Label()
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
        XCTAssertTrue(label.translatesAutoresizingMaskIntoConstraints)
        for axis in LayoutConstraint.Axis.allCases {
            XCTAssertEqual(label.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(label.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
        XCTAssertFalse(Label(text: "a").translatesAutoresizingMaskIntoConstraints)
    }

    /// A multi-line label in a 200-point column, with a view pinned below it.
    private func column(text: String) -> (root: View, label: Label, below: View) {
        let (root, _) = makeRoot(width: 240, height: 600)
        let label = Label(text: text)
        label.numberOfLines = 0
        root.addSubview(label)
        let below = makeSubview(of: root)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return (root, label, below)
    }

    func testAMultiLineLabelWrapsToTheWidthTheLayoutGivesIt() {
        let (_, label, below) = column(text: LabelTests.shortText)
        let expected = DejaVuUnits.wrap(LabelTests.shortText, width: 200, size: 17)
        XCTAssertEqual(expected, ["Auto Layout rebuilt in", "pure Swift, so that it", "runs wherever Swift", "runs."])
        XCTAssertEqual(label.textLayout.lines.map(\.text), expected)
        // Four lines: 4 × 19.7890625 = 79.156 → 80.
        let height = (CGFloat(expected.count) * DejaVuUnits.lineHeight(17)).rounded(.up)
        XCTAssertEqual(height, 80)
        assertFrame(label, 20, 10, 200, height)
        assertFrame(below, 20, 98, 50, 10)
        // The widest line: "Auto Layout rebuilt in", 184.09 → 185.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 185, height: 80))
        XCTAssertEqual(
            label.textLayout.lines.map(\.width), expected.map { DejaVuUnits.width($0, size: 17) })
    }

    func testTheHeightFollowsWhenTheTextChanges() {
        let (root, label, below) = column(text: LabelTests.shortText)
        label.text = LabelTests.longText
        root.layoutIfNeeded()
        let expected = DejaVuUnits.wrap(LabelTests.longText, width: 200, size: 17)
        XCTAssertEqual(expected.count, 7)
        XCTAssertEqual(label.textLayout.lines.map(\.text), expected)
        // 7 × 19.7890625 = 138.52 → 139.
        assertFrame(label, 20, 10, 200, 139)
        assertFrame(below, 20, 157, 50, 10)
        label.text = "Short"
        root.layoutIfNeeded()
        assertFrame(label, 20, 10, 200, 20)
        assertFrame(below, 20, 38, 50, 10)
        XCTAssertTrue(label.layoutDiagnostics.isEmpty)
    }

    func testTheColumnResizingRewrapsTheLabel() {
        let (root, label, _) = column(text: LabelTests.shortText)
        root.frame = CGRect(x: 0, y: 0, width: 140, height: 600)
        root.layoutIfNeeded()
        let expected = DejaVuUnits.wrap(LabelTests.shortText, width: 100, size: 17)
        XCTAssertEqual(label.textLayout.lines.map(\.text), expected)
        assertFrame(label, 20, 10, 100, (CGFloat(expected.count) * DejaVuUnits.lineHeight(17)).rounded(.up))
    }

    func testALabelThatHugsItsTextSettlesOnItsWidestLine() {
        // Only the leading edge is pinned, the trailing edge may go up to the superview's: the label
        // measures on one line, gets 200 points, wraps, and then hugs its widest line.
        let (root, _) = makeRoot(width: 220, height: 600)
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 0
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(label, 20, 0, 185, 80)
        XCTAssertEqual(label.textLayout.lines.count, 4)
        XCTAssertFalse(label.needsLayout())
    }

    func testPreferredMaxLayoutWidthWrapsBeforeLayout() {
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 185, height: 80))
        label.numberOfLines = 1
        XCTAssertEqual(
            label.intrinsicContentSize,
            CGSize(width: DejaVuUnits.width(LabelTests.shortText, size: 17).rounded(.up), height: 20))
    }

    func testASingleLineLabelTruncatesItsTail() {
        let (root, _) = makeRoot(width: 240, height: 600)
        let label = Label(text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit")
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // The text is 469.7 points wide; the label gets 200 and one line.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 470, height: 20))
        assertFrame(label, 20, 10, 200, 20)
        let layout = label.textLayout
        XCTAssertTrue(layout.isTruncated)
        // The longest prefix that fits in 200 with the ellipsis (17 points): "Lorem ipsum dolor si…" is
        // 195.68; one more character, "t", makes 202.35.
        XCTAssertEqual(layout.lines.map(\.text), ["Lorem ipsum dolor si…"])
        XCTAssertEqual(layout.lines[0].width, DejaVuUnits.width("Lorem ipsum dolor si…", size: 17))
        XCTAssertEqual(layout.lines[0].width, 195.6826171875)
        XCTAssertGreaterThan(DejaVuUnits.width("Lorem ipsum dolor sit…", size: 17), 200)
    }

    func testALineLimitTruncatesTheLastLine() {
        let (root, _) = makeRoot(width: 240, height: 600)
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 2
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // Two lines: 39.58 → 40.
        assertFrame(label, 20, 0, 200, 40)
        // The second line shows the rest from "pure", cut with an ellipsis to fit 200: with the space
        // after "it" the prefix is 195.67 wide with the ellipsis, with "r" 202.66; the hanging space is
        // dropped before the ellipsis.
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["Auto Layout rebuilt in", "pure Swift, so that it…"])
        XCTAssertLessThanOrEqual(DejaVuUnits.width("pure Swift, so that it …", size: 17), 200)
        XCTAssertGreaterThan(DejaVuUnits.width("pure Swift, so that it r…", size: 17), 200)
    }

    func testChineseTextWrapsBetweenIdeographsButNotBeforeACommaInAColumn() {
        let (root, _) = makeRoot(width: 240, height: 600)
        let label = Label(text: "这是左侧很长的文本,这是左侧很长的文本")
        label.numberOfLines = 0
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 160),
        ])
        root.layoutIfNeeded()
        // Nine ideographs (153) and the comma (5.4) fit 160; the comma stays with its ideograph.
        XCTAssertEqual(label.textLayout.lines.map(\.text), ["这是左侧很长的文本,", "这是左侧很长的文本"])
        assertFrame(label, 20, 0, 160, 40)
    }

    func testCharacterWrappingAndLongWords() {
        let font = Font.systemFont(ofSize: 17)
        // At 60 points word wrapping breaks after the space; character wrapping fills the line first:
        // "Auto L" is 54.35 wide, "Auto La" 64.76.
        let words = TextLayout(text: "Auto Layout", font: font, width: 60, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(words.lines.map(\.text), ["Auto", "Layout"])
        let characters = TextLayout(text: "Auto Layout", font: font, width: 60, lineBreakMode: .byCharWrapping)
        XCTAssertEqual(characters.lines.map(\.text), ["Auto L", "ayout"])
        XCTAssertLessThanOrEqual(DejaVuUnits.width("Auto L", size: 17), 60)
        XCTAssertGreaterThan(DejaVuUnits.width("Auto La", size: 17), 60)
        // A word wider than the line breaks between characters even when wrapping words.
        let long = TextLayout(text: "Constraints", font: font, width: 40, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(long.lines.map(\.text).joined(), "Constraints")
        XCTAssertTrue(long.lines.allSatisfy { $0.width <= 40 })
        // "Con" 33.05, "Cons" 41.90; "strai" 37.65, "strain" 48.43; "nts" 26.30.
        XCTAssertEqual(long.lines.map(\.text), ["Con", "strai", "nts"])
    }

    func testFirstAndLastBaselinesFollowTheLines() {
        let (_, label, _) = column(text: LabelTests.shortText)
        // The 79.16-point block is centred in 80 points: 0.42 above it, then the ascender.
        let top = (80 - 4 * DejaVuUnits.lineHeight(17)) / 2
        XCTAssertEqual(label.firstBaselineOffsetFromTop!, top + DejaVuUnits.ascent(17), accuracy: 1e-9)
        let lastBaseline = top + 3 * DejaVuUnits.lineHeight(17) + DejaVuUnits.ascent(17)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom!, 80 - lastBaseline, accuracy: 1e-9)
    }

    func testLabelsWithDifferentFontsAlignByLastAndFirstBaseline() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let small = Label(text: "Name")
        let big = Label(text: "Title", font: .boldSystemFont(ofSize: 30))
        let below = Label(text: "Name", font: .systemFont(ofSize: 12))
        for view in [small, big, below] { root.addSubview(view) }
        activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
            below.leadingAnchor.constraint(equalTo: big.leadingAnchor),
            below.firstBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Each label's baseline: its top + (rounded height - line height) / 2 + ascender.
        func baselineOffset(_ size: CGFloat) -> CGFloat {
            (DejaVuUnits.lineHeight(size).rounded(.up) - DejaVuUnits.lineHeight(size)) / 2 + DejaVuUnits.ascent(size)
        }
        let bigWidth = DejaVuUnits.width("Title", size: 30, bold: true).rounded(.up)
        let bigHeight = DejaVuUnits.lineHeight(30).rounded(.up)  // 34.92 → 35
        XCTAssertEqual(bigHeight, 35)
        assertFrame(big, 20, 100, bigWidth, bigHeight)
        let baseline = 100 + baselineOffset(30)
        assertFrame(small, 20 + bigWidth + 8, baseline - baselineOffset(17), 51, 20)
        assertFrame(
            below, 20, baseline + 20 - baselineOffset(12), DejaVuUnits.width("Name", size: 12).rounded(.up),
            DejaVuUnits.lineHeight(12).rounded(.up))
    }

    func testBaselinesStayOnTheTextWhenTheLabelIsTallerThanIt() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let tall = Label(text: "Name")
        let plain = Label(text: "Name")
        for view in [tall, plain] { root.addSubview(view) }
        activate([
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.heightAnchor.constraint(equalToConstant: 60),
            plain.leadingAnchor.constraint(equalTo: tall.trailingAnchor),
            plain.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The text is centred in 60 points, so the baselines align when the centres do.
        assertFrame(plain, 51, 120, 51, 20)
        XCTAssertEqual(tall.firstBaselineOffsetFromTop!, plain.firstBaselineOffsetFromTop! + 20, accuracy: 1e-9)
    }

    func testChangingNumberOfLinesAfterLayoutWrapsAtTheLaidOutWidth() {
        let (root, _) = makeRoot(width: 240, height: 600)
        let label = Label(text: LabelTests.shortText)
        root.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        assertFrame(label, 20, 0, 200, 20)
        label.numberOfLines = 0
        root.layoutIfNeeded()
        assertFrame(label, 20, 0, 200, 80)
    }

    func testFittingACellMeasuresTheLabelAtTheFittedWidth() {
        // A self-sizing cell: the label inset 8 on every side, fitted at a required width of 216.
        let cell = View(frame: CGRect(x: 0, y: 0, width: 216, height: 44))
        let label = Label(text: LabelTests.shortText)
        label.numberOfLines = 0
        cell.addSubview(label)
        activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 216, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The label gets 200 points, wraps to four lines (80 points), plus 8 + 8.
        XCTAssertEqual(size, CGSize(width: 216, height: 96))
        // At 136 points (120 for the label) the text takes more lines.
        let narrow = cell.systemLayoutSizeFitting(
            CGSize(width: 136, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let lines = CGFloat(DejaVuUnits.wrap(LabelTests.shortText, width: 120, size: 17).count)
        XCTAssertEqual(narrow, CGSize(width: 136, height: (lines * DejaVuUnits.lineHeight(17)).rounded(.up) + 16))
        // The compressed fit keeps the text on one line.
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(
            compressed, CGSize(width: DejaVuUnits.width(LabelTests.shortText, size: 17).rounded(.up) + 16, height: 36))
    }

    func testDescriptionShowsTheText() {
        let label = Label(text: "Name")
        XCTAssertTrue(label.description.hasSuffix("; text = 'Name'>"), label.description)
    }
}
