import AutoLayout
import Foundation
import XCTest

/// Buttons: title size plus UIKit's default vertical padding, content insets, images, baselines.
final class ButtonTests: XCTestCase {
    func testATitledButtonIsItsTitlePaddedSixPointsAboveAndBelow() {
        let button = Button(title: "Save")
        // "Save" at 15 points: 5027 units → 36.82 → 37; one line 17.46 → 18, plus 6 + 6.
        XCTAssertEqual(DejaVuUnits.width("Save", size: 15).rounded(.up), 37)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 37, height: 30))
        XCTAssertEqual(button.titleFont, .systemFont(ofSize: 15))
        XCTAssertEqual(button.effectiveContentInsets, EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
    }

    func testContentInsetsReplaceTheDefaultPadding() {
        let button = Button(title: "Save")
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 77, height: 38))
        // UIKit's trick to drop the padding: a tiny inset.
        button.contentEdgeInsets = EdgeInsets(top: 0.5, left: 0, bottom: 0.5, right: 0)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 37, height: 19))
    }

    func testAnImageSitsBeforeTheTitle() {
        let button = Button(title: "Save")
        button.image = Image(width: 24, height: 24)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 61, height: 36))
        button.title = nil
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 24, height: 36))
        button.image = nil
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 0, height: 12))
    }

    func testTheButtonGrowsWithItsTitleInALayout() {
        let (root, _) = makeRoot()
        let button = Button(title: "Save")
        root.addSubview(button)
        activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(button, (375 - 37) / 2, (667 - 30) / 2, 37, 30)
        button.title = "Save changes"
        root.layoutIfNeeded()
        let width = DejaVuUnits.width("Save changes", size: 15).rounded(.up)
        assertFrame(button, (375 - width) / 2, (667 - 30) / 2, width, 30)
    }

    func testTheBaselineIsTheTitlesAndAlignsWithALabel() {
        let (root, _) = makeRoot()
        let label = Label(text: "Name")
        let button = Button(title: "Save")
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 8, bottom: 4, right: 8)
        for view in [label, button] { root.addSubview(view) }
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The label's baseline: 50 + (20 - 19.79) / 2 + ascender(17). The button's title line (17.46 high)
        // is centred in the content area, whose centre lies (10 - 4) / 2 = 3 below the button's.
        let labelBaseline = 50 + (20 - DejaVuUnits.lineHeight(17)) / 2 + DejaVuUnits.ascent(17)
        let height: CGFloat = 18 + 14
        let buttonBaseline = height / 2 + 3 - DejaVuUnits.lineHeight(15) / 2 + DejaVuUnits.ascent(15)
        assertFrame(button, 79, labelBaseline - buttonBaseline, 53, height)
        XCTAssertEqual(button.firstBaselineOffsetFromTop!, buttonBaseline, accuracy: 1e-9)
        XCTAssertEqual(button.lastBaselineOffsetFromBottom!, height - buttonBaseline, accuracy: 1e-9)
    }

    func testDefaultPrioritiesAreUIKits() {
        let button = Button()
        for axis in LayoutConstraint.Axis.allCases {
            XCTAssertEqual(button.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(button.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
        XCTAssertNil(button.firstBaselineOffsetFromTop)
    }
}
