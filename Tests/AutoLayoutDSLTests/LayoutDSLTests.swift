import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// `view.layout` / `guide.layout`: make, update, remake, remove and prepare, SnapKit's bookkeeping.
final class LayoutDSLTests: XCTestCase {
    func testMakeInstallsOnTheCommonAncestorAndSizesOnTheView() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        XCTAssertTrue(box.translatesAutoresizingMaskIntoConstraints)
        let problems = box.layout(log).makeConstraints { make in
            make.top.left.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        XCTAssertTrue(problems.isEmpty)
        XCTAssertFalse(box.translatesAutoresizingMaskIntoConstraints)
        // left, top in SnapKit's order (left before top whatever the chain says), on the superview.
        XCTAssertEqual(root.constraints.map(\.firstAttribute), [.left, .top])
        XCTAssertEqual(root.constraints.map(\.constant), [20, 20])
        XCTAssertTrue(root.constraints.allSatisfy { $0.secondItem === root })
        // Sizes to a constant have no second item and live on the view itself.
        XCTAssertEqual(box.constraints.map(\.firstAttribute), [.width, .height])
        XCTAssertEqual(box.constraints.map(\.secondAttribute), [.notAnAttribute, .notAnAttribute])
        XCTAssertEqual(box.constraints.map(\.constant), [100, 50])
        XCTAssertTrue(box.constraints.allSatisfy { $0.priority == .required && $0.isActive })
        root.layoutIfNeeded()
        assertFrame(box, 20, 20, 100, 50)
        XCTAssertTrue(log.errors.isEmpty)
        XCTAssertTrue(log.diagnostics.isEmpty)
    }

    func testConstraintsBetweenSiblingsInstallOnTheirSuperview() {
        let (root, log) = makeRoot()
        let a = makeChild(of: root, "a")
        let b = makeChild(of: root, "b")
        a.layout(log).makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(40)
        }
        b.layout(log).makeConstraints { make in
            make.top.equalTo(a.layout.bottom).offset(8)
            make.left.equalTo(a)
            make.size.equalTo(a)
        }
        XCTAssertEqual(root.constraints.count, 6)
        XCTAssertEqual(b.constraints.count, 0)
        let top = root.constraints[2]
        XCTAssertTrue(top.firstItem === b && top.secondItem === a)
        XCTAssertEqual(top.secondAttribute, .bottom)
        root.layoutIfNeeded()
        assertFrame(b, 0, 48, 40, 40)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testPrepareMakesInactiveUnrecordedConstraints() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        let prepared = box.layout(log).prepareConstraints { make in
            make.edges.equalToSuperview().inset(10)
            make.width.equalTo(5)
        }
        XCTAssertEqual(prepared.count, 2)
        XCTAssertEqual(prepared[0].layoutConstraints.count, 4)
        XCTAssertFalse(prepared[0].isActive)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertFalse(box.translatesAutoresizingMaskIntoConstraints)
        // Nothing is recorded: an update acts as a make.
        box.layout(log).updateConstraints { make in make.edges.equalToSuperview().inset(10) }
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertTrue(log.errors.isEmpty)
        prepared[0].isActive = true
        XCTAssertEqual(root.constraints.count, 8)
    }

    func testUpdateChangesOnlyTheConstantOfTheMatchingConstraint() throws {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.width.height.equalTo(30)
        }
        let top = try XCTUnwrap(root.constraints.first { $0.firstAttribute == .top })
        let problems = box.layout(log).updateConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.width.equalTo(60)
        }
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(box.constraints.count, 2)
        XCTAssertTrue(root.constraints.first { $0.firstAttribute == .top } === top)
        XCTAssertEqual(top.constant, 100)
        root.layoutIfNeeded()
        assertFrame(box, 10, 100, 60, 30)
    }

    func testUpdateWithoutAMatchInstallsAndReports() throws {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.height.equalTo(30).priority(.high)
        }
        // The priority differs (required), so nothing matches: SnapKit traps, Masonry adds silently.
        let line = #line + 2
        let problems = box.layout(log).updateConstraints { make in
            make.width.equalTo(80)
        }
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(log.errors.count, 1)
        guard case .noMatchingConstraint(let added, let location) = try XCTUnwrap(problems.first) else {
            return XCTFail("\(problems)")
        }
        XCTAssertEqual(location, "LayoutDSLTests.swift:\(line)")
        XCTAssertTrue(added.isActive)
        XCTAssertEqual(box.constraints.count, 3)
        XCTAssertTrue(box.constraints.last === added)
        XCTAssertEqual(
            log.texts, ["LayoutDSLTests.swift:\(line): updateConstraints found no constraint to update and installed \(added)"])
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 80, 30)
    }

    func testWithoutAReportingClosureProblemsGoToTheTreesDiagnostics() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var heard: [LayoutDiagnostic] = []
        root.diagnosticHandler = { heard.append($0) }
        let box = View()
        root.addSubview(box)
        box.layout.makeConstraints { make in make.width.equalTo(30).priority(.high) }
        let line = #line + 1
        let problems = box.layout.updateConstraints { make in make.width.equalTo(80) }
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(heard.count, 1)
        XCTAssertEqual(root.layoutDiagnostics.count, 1)
        guard case .client(let source) = heard[0].kind else { return XCTFail("\(heard[0].kind)") }
        XCTAssertEqual(source, "AutoLayoutDSL")
        XCTAssertTrue(
            heard[0].message.hasPrefix(
                "[AutoLayoutDSL] LayoutDSLTests.swift:\(line): updateConstraints found no constraint to update"),
            heard[0].message)
    }

    func testRemakeReplacesTheItemsConstraints() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        let other = makeChild(of: root)
        other.layout(log).makeConstraints { make in
            make.top.equalTo(box.layout.bottom)
            make.left.width.height.equalTo(box)
        }
        box.layout(log).makeConstraints { make in
            make.left.top.equalToSuperview().offset(50)
            make.size.equalTo(20)
        }
        box.layout(log).remakeConstraints { make in
            make.right.equalToSuperview().offset(-50)
            make.top.equalToSuperview().offset(50)
            make.size.equalTo(20)
        }
        // Other's constraints refer to box but belong to other: they stay.
        XCTAssertEqual(root.constraints.filter { $0.firstItem === other }.count, 4)
        XCTAssertEqual(root.constraints.filter { $0.firstItem === box }.map(\.firstAttribute), [.right, .top])
        XCTAssertEqual(box.constraints.count, 2)
        root.layoutIfNeeded()
        assertFrame(box, 305, 50, 20, 20)
        assertFrame(other, 305, 70, 20, 20)
    }

    func testRemoveLeavesAnchorMadeConstraintsAlone() throws {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        let anchored = box.heightAnchor.constraint(equalToConstant: 44)
        try anchored.activate()
        box.layout(log).makeConstraints { make in
            make.left.top.width.equalToSuperview()
        }
        XCTAssertEqual(root.constraints.count, 3)
        box.layout.removeConstraints()
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertEqual(box.constraints.map { $0 === anchored }, [true])
    }

    func testGuidesHaveTheDSLAndTheirOwningViewIsTheirSuperview() {
        let (root, log) = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let box = makeChild(of: root)
        guide.layout(log).makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        box.layout(log).makeConstraints { make in
            make.center.equalTo(guide)
            make.size.equalTo(guide).dividedBy(2)
        }
        XCTAssertEqual(root.constraints.filter { $0.firstItem === guide }.count, 4)
        root.layoutIfNeeded()
        assertRect(guide.layoutFrame, CGRect(x: 20, y: 10, width: 315, height: 627))
        assertFrame(box, 20 + 315 / 4, 10 + 627 / 4, 315 / 2, 627 / 2)
        guide.layout.removeConstraints()
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testAttributeItemsNameTheirAttributes() {
        let view = View()
        XCTAssertEqual(view.layout.edges.attributes, [.left, .top, .right, .bottom])
        XCTAssertEqual(view.layout.directionalEdges.attributes, [.top, .bottom, .leading, .trailing])
        XCTAssertEqual(view.layout.margins.attributes, [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        XCTAssertEqual(view.layout.centerWithinMargins.attributes, [.centerXWithinMargins, .centerYWithinMargins])
        XCTAssertEqual(view.layout.lastBaseline.attributes, [.lastBaseline])
        XCTAssertTrue(view.layout.top.target === view)
        XCTAssertTrue(view.layout.item === view)
    }

    func testDefaultReportingDoesNotTrap() {
        let orphan = View()
        let problems = orphan.layout.makeConstraints { make in make.top.equalToSuperview() }
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(orphan.constraints.isEmpty)
    }
}
