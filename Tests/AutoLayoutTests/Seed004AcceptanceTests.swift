import AutoLayout
import Foundation
import XCTest

/// The examples of seed 004 (anchors, intrinsic size, priorities) and the helper view of seed 000.
final class Seed004AcceptanceTests: XCTestCase {
    /// The button centred in its superview with a fixed size.
    func testButtonCentredWithFixedSize() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let button = makeSubview(of: root)
        activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        assertFrame(button, 137.5, 308.5, 100, 50)
    }

    /// The label + text field row, with the seed's views: a `Label` "Name" and a `TextField` with the
    /// placeholder "Enter name" (both made in code: hugging 250, no border). Label 20 from the left, field
    /// 20 from the right, 8 between, the field's top at the label's, the label 20 below the safe area.
    /// "Name" measures 50.15 → 51 × 20 and "Enter name" 99.24 → 100 × 20 in the 17-point system font.
    private func row(labelHugging: LayoutPriority?, fieldHugging: LayoutPriority?) -> (Label, TextField) {
        let (root, _) = makeRoot(width: 375, height: 667)
        let label = Label()
        label.text = "Name"
        label.translatesAutoresizingMaskIntoConstraints = false
        let field = TextField()
        field.placeholder = "Enter name"
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        root.addSubview(field)
        activate([
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            label.rightAnchor.constraint(equalTo: field.leftAnchor, constant: -8),
            field.topAnchor.constraint(equalTo: label.topAnchor),
            field.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
        ])
        if let labelHugging { label.setContentHuggingPriority(labelHugging, for: .horizontal) }
        if let fieldHugging { field.setContentHuggingPriority(fieldHugging, for: .horizontal) }
        root.layoutIfNeeded()
        return (label, field)
    }

    func testLabelStretchesWithDefaultPriorities() {
        let (label, field) = row(labelHugging: nil, fieldHugging: nil)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 51, height: 20))
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 100, height: 20))
        // 375 - 20 - 8 - 20 = 327 between them; equal hugging: the label takes the slack (227 = 327 - 100).
        assertFrame(label, 20, 20, 227, 20)
        assertFrame(field, 255, 20, 100, 20)
    }

    func testFieldStretchesWhenTheLabelHugsHarder() {
        let (label, field) = row(labelHugging: 251, fieldHugging: 249)
        assertFrame(label, 20, 20, 51, 20)
        assertFrame(field, 79, 20, 276, 20)
    }

    static let leftText = "这是左侧很长的文本,这是左侧很长的文本,这是左侧很长的文本"
    static let rightText = "这是右侧很长的文本,这是右侧很长的文本,这是右侧很长的文本"

    /// The seed's two labels whose texts are both wider than the row: 40 below the safe area, 20 from
    /// each side, 8 between. Each text is 27 ideographs (17 points each) and two ASCII commas (5.40
    /// each): 469.81 → 470 × 20.
    private func longLabels(rightMinimum: Bool, leftResistsRequired: Bool) -> (View, Label, Label, DiagnosticLog) {
        let (root, log) = makeRoot(width: 375, height: 667)
        let left = Label(text: Seed004AcceptanceTests.leftText)
        let right = Label(text: Seed004AcceptanceTests.rightText)
        root.addSubview(left)
        root.addSubview(right)
        activate([
            left.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 40),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
        ])
        if rightMinimum {
            activate([right.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)])
        }
        if leftResistsRequired {
            left.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
        root.layoutIfNeeded()
        return (root, left, right, log)
    }

    func testTheSeedsLongTextsMeasure470By20() {
        let expected = 27 * 17 + 2 * DejaVuUnits.width(",", size: 17)
        XCTAssertEqual(expected, 469.8076171875)
        XCTAssertEqual(Label(text: Seed004AcceptanceTests.leftText).intrinsicContentSize, CGSize(width: 470, height: 20))
        XCTAssertEqual(Label(text: Seed004AcceptanceTests.rightText).intrinsicContentSize, CGSize(width: 470, height: 20))
    }

    /// Case 1: the left label takes the whole row, its text cut with an ellipsis; the right one is crushed
    /// to nothing and shows no text.
    func testLongLabelsCase1LeftTakesTheRow() {
        let (_, left, right, log) = longLabels(rightMinimum: false, leftResistsRequired: false)
        assertFrame(left, 20, 40, 327, 20)
        assertFrame(right, 355, 40, 0, 20)
        XCTAssertTrue(log.entries.isEmpty)
        // 327 - 17 (the ellipsis) = 310 for the text: 9 + 8 ideographs and a comma (294.40); one more
        // ideograph would make 311.40.
        XCTAssertEqual(left.textLayout.lines.map(\.text), ["这是左侧很长的文本,这是左侧很长的文…"])
        XCTAssertEqual(left.textLayout.lines[0].width, 17 * 17 + DejaVuUnits.width(",", size: 17) + 17)
        XCTAssertEqual(right.textLayout.lines.map(\.text), [""])
        XCTAssertTrue(right.textLayout.isTruncated)
    }

    /// Case 2: with `right.width >= 100` the left label is crushed and the right one takes the row.
    func testLongLabelsCase2RightTakesTheRow() {
        let (_, left, right, log) = longLabels(rightMinimum: true, leftResistsRequired: false)
        assertFrame(left, 20, 40, 0, 20)
        assertFrame(right, 28, 40, 327, 20)
        XCTAssertTrue(log.entries.isEmpty)
        XCTAssertEqual(right.textLayout.lines.map(\.text), ["这是右侧很长的文本,这是右侧很长的文…"])
    }

    /// Case 3: the left label's required compression resistance cannot hold next to the right label's
    /// 100 points; it is broken (and reported), the right label keeps 100, the left takes the rest.
    func testLongLabelsCase3RightKeepsItsMinimum() {
        let (_, left, right, log) = longLabels(rightMinimum: true, leftResistsRequired: true)
        assertFrame(left, 20, 40, 227, 20)
        assertFrame(right, 255, 40, 100, 20)
        XCTAssertEqual(log.entries.count, 1)
        guard case .unsatisfiableConstraints(let conflict)? = log.entries.first?.kind,
            let broken = conflict.brokenConstraint
        else {
            return XCTFail("expected a conflict, got \(log.entries)")
        }
        XCTAssertTrue(broken is ContentSizeLayoutConstraint)
        XCTAssertTrue(broken.firstItem === left)
        XCTAssertTrue(conflict.constraints.contains { $0 === broken })
        XCTAssertEqual((broken as? ContentSizeLayoutConstraint)?.value, 470)
        // 100 - 17 = 83 for the right label's text: four ideographs (68), not five (85).
        XCTAssertEqual(right.textLayout.lines.map(\.text), ["这是右侧…"])
    }

    /// Seed 000: a view whose top sits at one third of its superview's height, placed through a hidden
    /// helper view whose height is a third of the superview's.
    func testHiddenHelperViewPlacesAViewAtOneThird() {
        for height: CGFloat in [600, 900] {
            let (root, _) = makeRoot(width: 300, height: height)
            let helper = makeSubview(of: root)
            helper.isHidden = true
            let child = makeSubview(of: root)
            activate([
                helper.topAnchor.constraint(equalTo: root.topAnchor),
                helper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                helper.widthAnchor.constraint(equalToConstant: 0),
                helper.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 3.0),
                child.topAnchor.constraint(equalTo: helper.bottomAnchor),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            assertFrame(child, 10, height / 3, 100, 40)
            XCTAssertTrue(helper.isHidden)
        }
    }
}
