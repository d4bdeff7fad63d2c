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

    /// The label + text field row: label 20 from the left, field 20 from the right, 8 between, the
    /// field's top at the label's. Label 50×20, field 97×34 (a placeholder's size).
    private func row(labelHugging: LayoutPriority?, fieldHugging: LayoutPriority?) -> (FixedSizeView, FixedSizeView) {
        let (root, _) = makeRoot(width: 375, height: 667)
        let label = FixedSizeView(width: 50, height: 20)
        let field = FixedSizeView(width: 97, height: 34)
        root.addSubview(label)
        root.addSubview(field)
        activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
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
        // 375 - 20 - 8 - 20 = 327 between them; equal hugging: the label takes the slack.
        assertFrame(label, 20, 20, 230, 20)
        assertFrame(field, 258, 20, 97, 34)
    }

    func testFieldStretchesWhenTheLabelHugsHarder() {
        let (label, field) = row(labelHugging: 251, fieldHugging: 249)
        assertFrame(label, 20, 20, 50, 20)
        assertFrame(field, 78, 20, 277, 34)
    }

    /// Two labels whose texts are both wider than the row: 40 below the top, 20 from each side, 8
    /// between. Each text is 500×20.
    private func longLabels(rightMinimum: Bool, leftResistsRequired: Bool) -> (View, FixedSizeView, FixedSizeView, DiagnosticLog) {
        let (root, log) = makeRoot(width: 375, height: 667)
        let left = FixedSizeView(width: 500, height: 20)
        let right = FixedSizeView(width: 500, height: 20)
        root.addSubview(left)
        root.addSubview(right)
        activate([
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
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

    /// Case 1: the left label takes the whole row; the right one is crushed to nothing.
    func testLongLabelsCase1LeftTakesTheRow() {
        let (_, left, right, log) = longLabels(rightMinimum: false, leftResistsRequired: false)
        assertFrame(left, 20, 40, 327, 20)
        assertFrame(right, 355, 40, 0, 20)
        XCTAssertTrue(log.entries.isEmpty)
    }

    /// Case 2: with `right.width >= 100` the left label is crushed and the right one takes the row.
    func testLongLabelsCase2RightTakesTheRow() {
        let (_, left, right, log) = longLabels(rightMinimum: true, leftResistsRequired: false)
        assertFrame(left, 20, 40, 0, 20)
        assertFrame(right, 28, 40, 327, 20)
        XCTAssertTrue(log.entries.isEmpty)
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
