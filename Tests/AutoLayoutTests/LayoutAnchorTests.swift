import AutoLayout
import Foundation
import XCTest

/// The typed anchors of seed 004: relations, constants, multipliers, system spacing, offsets.
final class LayoutAnchorTests: XCTestCase {
    private var root: View!
    private var a: View!
    private var b: View!

    override func setUp() {
        root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.diagnosticHandler = { XCTFail("unexpected diagnostic \($0)") }
        a = makeSubview(of: root, name: "a")
        b = makeSubview(of: root, name: "b")
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    func testRelationsWithAndWithoutConstants() {
        let constraints: [(LayoutConstraint, LayoutConstraint.Relation, CGFloat)] = [
            (b.leadingAnchor.constraint(equalTo: a.trailingAnchor), .equal, 0),
            (b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor), .greaterThanOrEqual, 0),
            (b.leadingAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor), .lessThanOrEqual, 0),
            (b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4), .equal, 4),
            (b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 5), .greaterThanOrEqual, 5),
            (b.topAnchor.constraint(lessThanOrEqualTo: a.bottomAnchor, constant: 6), .lessThanOrEqual, 6),
            (b.widthAnchor.constraint(equalToConstant: 7), .equal, 7),
            (b.widthAnchor.constraint(greaterThanOrEqualToConstant: 8), .greaterThanOrEqual, 8),
            (b.widthAnchor.constraint(lessThanOrEqualToConstant: 9), .lessThanOrEqual, 9),
        ]
        for (constraint, relation, constant) in constraints {
            XCTAssertEqual(constraint.relation, relation)
            XCTAssertEqual(constraint.constant, constant)
            XCTAssertEqual(constraint.multiplier, 1)
            XCTAssertFalse(constraint.isActive)
            XCTAssertEqual(constraint.priority, .required)
        }
        let dims: [(LayoutConstraint, LayoutConstraint.Relation, CGFloat, CGFloat)] = [
            (b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5), .equal, 0.5, 0),
            (b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.6), .greaterThanOrEqual, 0.6, 0),
            (b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.7), .lessThanOrEqual, 0.7, 0),
            (b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 1.2, constant: 3), .equal, 1.2, 3),
            (b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: -10),
                .greaterThanOrEqual, 1, -10),
            (b.heightAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 2, constant: 1), .lessThanOrEqual, 2, 1),
        ]
        for (constraint, relation, multiplier, constant) in dims {
            XCTAssertEqual(constraint.relation, relation)
            XCTAssertEqual(constraint.multiplier, multiplier)
            XCTAssertEqual(constraint.constant, constant)
        }
    }

    func testDimensionMultiplierAndConstantLayout() {
        activate([
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 20),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 1.2),
        ])
        root.layoutIfNeeded()
        assertFrame(b, 10, 50, 70, 48)
    }

    func testSystemSpacing() {
        activate([
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(b, 126, 58, 10, 10)
        XCTAssertEqual(LayoutConstraint.standardSpacing, 8)
        let forms = [
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5),
        ]
        XCTAssertEqual(forms.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual])
        XCTAssertEqual(forms.map(\.constant), [8, 12, 8, 4])
    }

    func testAnchorWithOffsetIsADimension() {
        // The gap between a's trailing edge and b's leading edge is itself constrained, here to be a's
        // height, and b's width equals that gap.
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        activate([
            gap.constraint(equalTo: a.heightAnchor),
            b.widthAnchor.constraint(equalTo: gap, multiplier: 0.5),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        assertFrame(b, 150, 10, 20, 5)
        let vertical = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
        let constraint = vertical.constraint(equalToConstant: 12)
        XCTAssertNil(constraint.firstItem)
        XCTAssertEqual(constraint.firstAttribute, .notAnAttribute)
        XCTAssertEqual(
            constraint.description,
            "<LayoutConstraint:\(addressOf(constraint))@LayoutAnchorTests.swift:\(#line - 5) (View:b.top - View:a.bottom) == 12>")
    }

    func testAnchorDescriptionAndAttributes() {
        let anchor = a.centerYAnchor
        XCTAssertEqual(anchor.description, "<LayoutYAxisAnchor:\(addressOf(anchor)) \"View:a.centerY\">")
        XCTAssertTrue(anchor.item === a)
        XCTAssertEqual(anchor.attribute, .centerY)
        XCTAssertEqual(a.firstBaselineAnchor.attribute, .firstBaseline)
        XCTAssertEqual(a.lastBaselineAnchor.attribute, .lastBaseline)
        XCTAssertEqual(a.leftAnchor.attribute, .left)
        XCTAssertEqual(a.rightAnchor.attribute, .right)
    }

    func testBaselinesOfViewsWithoutTextAreTheirEdges() {
        activate([
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 2),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        assertFrame(b, 10, 52, 1, 1)
    }

    func testAnAnchorKeepsItsItemsAliveUntilItGoes() throws {
        weak var weakFirst: View?
        weak var weakSecond: View?
        var plain: LayoutXAxisAnchor?
        var distance: LayoutDimension?
        do {
            let first = View()
            let second = View()
            first.debugName = "first"
            second.debugName = "second"
            weakFirst = first
            weakSecond = second
            plain = first.leadingAnchor
            distance = first.trailingAnchor.anchorWithOffset(to: second.leadingAnchor)
        }
        // The anchors alone hold the views: a plain anchor its item, a distance both ends'.
        XCTAssertEqual((plain?.item as? View)?.debugName, "first")
        XCTAssertNil(distance?.item)
        XCTAssertEqual(distance?.name, "(View:second.leading - View:first.trailing)")
        XCTAssertEqual(distance?.attribute, .notAnAttribute)
        let constraint = try XCTUnwrap(distance?.constraint(equalToConstant: 8))
        XCTAssertEqual(constraint.firstAnchor.name, "(View:second.leading - View:first.trailing)")
        distance = nil
        XCTAssertNotNil(weakSecond, "the constraint still holds the distance anchor")
        _ = consume constraint
        XCTAssertNil(weakSecond)
        XCTAssertNotNil(weakFirst, "the plain anchor still holds its item")
        plain = nil
        XCTAssertNil(weakFirst)
    }
}
