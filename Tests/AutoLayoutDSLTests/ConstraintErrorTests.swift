import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Every way a DSL call can go wrong is a typed, reported error with its source location.
final class ConstraintErrorTests: XCTestCase {
    func testMissingSuperviewForViewsAndGuides() {
        let orphan = View()
        orphan.debugName = "orphan"
        let log = ReportLog()
        let line = #line + 2
        let problems = orphan.layout(log).makeConstraints { make in
            make.top.equalToSuperview()
            make.left.equalTo(10)
            make.width.equalTo(10)
        }
        XCTAssertEqual(problems.count, 2)
        XCTAssertEqual(
            log.texts,
            [
                "ConstraintErrorTests.swift:\(line): View:orphan has no superview to relate to; add it to a view first.",
                "ConstraintErrorTests.swift:\(line + 1): View:orphan has no superview to relate to; add it to a view first.",
            ])
        // The width needs no superview and is made.
        XCTAssertEqual(orphan.constraints.map(\.firstAttribute), [.width])
        let guide = LayoutGuide()
        let guideProblems = guide.layout(log).makeConstraints { make in make.edges.equalToSuperview() }
        guard case .missingSuperview(let item, _)? = guideProblems.first else { return XCTFail("\(guideProblems)") }
        XCTAssertTrue(item === guide)
    }

    func testMismatchedAttributeSets() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        let line = #line + 1
        box.layout(log).makeConstraints { make in make.edges.equalTo(root.layout.size) }
        XCTAssertEqual(
            log.texts,
            ["ConstraintErrorTests.swift:\(line): View:box cannot relate [left, top, right, bottom] to [width, height]; "
                + "relate to one attribute, the same attributes, or edges to margins."])
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testAutoLayoutRefusalsAreWrapped() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        let line = #line + 2
        box.layout(log).makeConstraints { make in
            make.leading.equalTo(root.layout.left)
            make.width.equalTo(root.layout.centerX)
            make.height.equalToSuperview().dividedBy(0)
            make.top.equalToSuperview().multipliedBy(0)
        }
        XCTAssertEqual(log.errors.count, 4)
        guard case .layout(.mixedDirectionalAttributes, "ConstraintErrorTests.swift:\(line)") = log.errors[0],
            case .layout(.invalidPairing, _) = log.errors[1],
            case .layout(.nonFiniteMultiplier, _) = log.errors[2],
            case .layout(.locationEqualToConstant, _) = log.errors[3]
        else { return XCTFail(log.texts.description) }
        XCTAssertEqual(
            log.texts[0],
            "ConstraintErrorTests.swift:\(line): *** +[LayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
                + "multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a "
                + "right/left attribute. Use leading/trailing for both or neither.")
        XCTAssertTrue(root.constraints.isEmpty && box.constraints.isEmpty)
    }

    func testAChainWithoutARelationIsReported() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        let line = #line + 1
        box.layout(log).makeConstraints { make in _ = make.top.left }
        XCTAssertEqual(
            log.texts,
            ["ConstraintErrorTests.swift:\(line): View:box cannot be related to nothing (the chain has no relation); use a "
                + "number, size, point, insets, view, layout guide or `layout` attribute."])
    }

    func testDistributionErrors() {
        let (root, _) = makeRoot()
        let lone = makeChild(of: root)
        let line = #line + 1
        XCTAssertThrowsError(try [lone].distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 0, tailSpacing: 0)) {
            XCTAssertEqual("\($0)", "ConstraintErrorTests.swift:\(line): distributing views needs at least two views, got 1.")
        }
        let (other, _) = makeRoot()
        let stranger = makeChild(of: other)
        XCTAssertThrowsError(try [lone, stranger].distributeViews(along: .vertical, fixedItemLength: 1, leadSpacing: 0, tailSpacing: 0)) {
            guard case ConstraintError.noCommonSuperview(let views, _) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(views[0] === lone && views[1] === stranger)
            XCTAssertTrue("\($0)".hasSuffix(": the 2 views to distribute share no superview."))
        }
    }
}
