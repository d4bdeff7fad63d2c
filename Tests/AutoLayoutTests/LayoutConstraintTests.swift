@testable import AutoLayout
import Foundation
import XCTest

final class LayoutConstraintTests: XCTestCase {
    func testAnatomyIsReadOnlyExceptConstantPriorityAndIdentifier() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let red = makeSubview(of: root)
        let c = try LayoutConstraint(
            item: red, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .width,
            multiplier: 0.5, constant: 3)
        XCTAssertTrue(c.firstItem === red)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertTrue(c.secondItem === root)
        XCTAssertEqual(c.secondAttribute, .width)
        XCTAssertEqual(c.multiplier, 0.5)
        XCTAssertEqual(c.constant, 3)
        XCTAssertEqual(c.priority, .required)
        XCTAssertNil(c.identifier)
        XCTAssertFalse(c.isActive)
        let constant = try LayoutConstraint(
            item: red, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0,
            constant: 40)
        XCTAssertNil(constant.secondItem)
        XCTAssertEqual(constant.secondAttribute, .notAnAttribute)
    }

    func testAnatomyCannotBeAssigned() throws {
        let checker = try TypeChecker()
        let made = "let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)"
        // What may change compiles: the harness and the module are sound.
        let settable = try checker.check([
            made, "c.constant = 2", "c.priority = .defaultLow", "c.identifier = \"id\"", "c.isActive = false",
        ])
        XCTAssertEqual(settable.status, 0, settable.output)
        let fixed = [
            "c.firstItem = b", "c.firstAttribute = .height", "c.relation = .lessThanOrEqual", "c.secondItem = a",
            "c.secondAttribute = .height", "c.multiplier = 2", "c.firstAnchor = b.widthAnchor",
        ]
        for assignment in fixed {
            let result = try checker.check([made, assignment])
            let property = assignment.dropFirst(2).prefix { $0 != " " }
            XCTAssertTrue(
                result.errors(onStatement: 1).contains { $0.contains("cannot assign to property: '\(property)'") },
                "\(assignment): \(result.output)")
        }
    }

    func testTheSolverKeepsEachConstraintsTermsAtTheirOwnCount() {
        // Cousins six levels apart: relating them names every view on both paths, 12 terms.
        let (root, log) = makeRoot()
        var left = root
        var right = root
        for _ in 0..<6 {
            left = makeSubview(of: left)
            right = makeSubview(of: right)
        }
        var all: [LayoutConstraint] = []
        for view in [left, right] {
            var step: View? = view
            while let current = step, let superview = current.superview {
                all += [
                    current.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 1),
                    current.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1),
                    current.widthAnchor.constraint(equalToConstant: 10),
                    current.heightAnchor.constraint(equalToConstant: 10),
                ]
                step = superview
            }
        }
        let cousins = right.leadingAnchor.constraint(lessThanOrEqualTo: left.trailingAnchor, constant: 2)
        let late = left.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        activate(all + [cousins, late])
        root.layoutIfNeeded()
        // The solver keeps each constraint's terms in its shared store, exactly as many as it has.
        XCTAssertEqual(root.engine.solverTermCount(of: cousins), 13)
        XCTAssertEqual(root.engine.solverTermCount(of: late), 1)
        assertFrame(right, 1, 1, 10, 10)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testIdentifierAndSystemSpacingAreKeptApartAndAConstantClearsOnlyTheSpacing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = makeSubview(of: root)
        let b = makeSubview(of: root)
        let gap = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        XCTAssertEqual(gap.systemSpacing, .anchor(multiplier: 2))
        XCTAssertNil(gap.identifier)
        gap.identifier = "gap"
        XCTAssertEqual(gap.systemSpacing, .anchor(multiplier: 2))
        gap.constant = 3
        XCTAssertNil(gap.systemSpacing, "a number set by hand no longer stands for the system's spacing")
        XCTAssertEqual(gap.identifier, "gap")
        gap.identifier = nil
        XCTAssertNil(gap.identifier)
        XCTAssertNil(gap.systemSpacing)

        let width = a.widthAnchor.constraint(equalToConstant: 5)
        width.identifier = nil
        width.systemSpacing = nil
        width.constant = 6
        XCTAssertNil(width.identifier)
        XCTAssertNil(width.systemSpacing)
        width.identifier = "w"
        XCTAssertEqual(width.identifier, "w")
        XCTAssertNil(width.systemSpacing)
        XCTAssertTrue(width.description.contains("'w'"), width.description)
    }

    func testRawValuesMatchUIKit() {
        XCTAssertEqual(LayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(LayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
        let expected: [(LayoutConstraint.Attribute, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
            (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12),
            (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
            (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
        ]
        for (attribute, raw) in expected { XCTAssertEqual(attribute.rawValue, raw, "\(attribute)") }
        XCTAssertEqual(LayoutConstraint.Attribute.baseline, .lastBaseline)
        XCTAssertEqual(LayoutConstraint.Axis.vertical.rawValue, 1)
    }

    func testTheFirstLayoutGivesBackTheRoomTheSolverGrewThroughAndLaterChangesStillLayOut() throws {
        let n = 40
        let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(n) * 108 + 8, height: 64))
        let views = (0..<n).map { _ in makeSubview(of: root) }
        var constraints: [LayoutConstraint] = []
        var gaps: [LayoutConstraint] = []
        for (i, view) in views.enumerated() {
            let gap = view.leadingAnchor.constraint(
                equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 8)
            gaps.append(gap)
            // Distinct priorities make the squeeze below unique: the lowest give way first.
            let preferred = view.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = LayoutPriority(250 + Float(i))
            constraints += [
                gap, preferred, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        constraints.append(root.trailingAnchor.constraint(greaterThanOrEqualTo: views[n - 1].trailingAnchor, constant: 8))
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let storage = try XCTUnwrap(root.engineIfCreated).termStorage
        XCTAssertEqual(storage.slots, storage.terms)
        // The batch's buffers, 201 constraints and the root's translated frame, are not kept either.
        XCTAssertEqual(try XCTUnwrap(root.engineIfCreated).batchStorage, 0)
        XCTAssertEqual(views[n - 1].frame, CGRect(x: 8 + CGFloat(n - 1) * 108, y: 10, width: 100, height: 44))
        // 2,000 points narrower: the 25 views of lowest priority shrink to their minimum of 20, through
        // pivots that grow rows the commit cut to their exact size.
        root.frame.size.width = CGFloat(n) * 108 + 8 - 2000
        root.layoutIfNeeded()
        var x: CGFloat = 8
        for (i, view) in views.enumerated() {
            let width: CGFloat = i < 25 ? 20 : 100
            XCTAssertEqual(view.frame.minX, x, accuracy: 1e-6, "view \(i)")
            XCTAssertEqual(view.frame.width, width, accuracy: 1e-6, "view \(i)")
            x += width + 8
        }
        gaps[n - 1].constant = 4
        root.frame.size.width = CGFloat(n) * 108 + 8
        root.layoutIfNeeded()
        XCTAssertEqual(views[n - 1].frame, CGRect(x: 4 + CGFloat(n - 1) * 108, y: 10, width: 100, height: 44))
    }

    func testASourceLocationSetByHandComesBackAndCanBeCleared() {
        let view = View()
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertEqual(c.sourceLocation?.line, #line - 1)
        c.sourceLocation = LayoutConstraint.SourceLocation(fileID: "Cards/Card.swift", line: 42)
        XCTAssertEqual(c.sourceLocation, LayoutConstraint.SourceLocation(fileID: "Cards/Card.swift", line: 42))
        XCTAssertEqual(c.description, "<LayoutConstraint:\(addressOf(c))@Card.swift:42 View:\(addressOf(view)).width == 10>")
        // Lines are kept in 32 bits; one past that range is clamped rather than wrapped or trapped on.
        c.sourceLocation = LayoutConstraint.SourceLocation(fileID: "Big.swift", line: Int(Int32.max) + 1)
        XCTAssertEqual(c.sourceLocation?.line, Int(Int32.max))
        c.sourceLocation = nil
        XCTAssertNil(c.sourceLocation)
        XCTAssertEqual(c.description, "<LayoutConstraint:\(addressOf(c)) View:\(addressOf(view)).width == 10>")
    }

    func testDescriptionFormat() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = makeSubview(of: root)
        let b = makeSubview(of: root)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        let at = "@LayoutConstraintTests.swift:\(#line - 1)"
        XCTAssertEqual(c.sourceLocation?.fileID, "AutoLayoutTests/LayoutConstraintTests.swift")
        XCTAssertEqual(
            c.description,
            "<LayoutConstraint:\(addressOf(c))\(at) View:\(addressOf(a)).leading == View:\(addressOf(b)).trailing + 8>")
        c.identifier = "gap"
        try c.activate()
        XCTAssertEqual(
            c.description,
            "<LayoutConstraint:\(addressOf(c))\(at) 'gap' View:\(addressOf(a)).leading == View:\(addressOf(b)).trailing + 8   (active)>")
        a.debugName = "red"
        b.debugName = "blue"
        XCTAssertEqual(c.description, "<LayoutConstraint:\(addressOf(c))\(at) 'gap' View:red.leading == View:blue.trailing + 8   (active)>")
        let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.4, constant: -5)
        ratio.priority = 750
        XCTAssertEqual(
            ratio.description,
            "<LayoutConstraint:\(addressOf(ratio))@LayoutConstraintTests.swift:\(#line - 4) View:red.width == 0.4*View:blue.width - 5 @750>")
        let height = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 330)
        XCTAssertEqual(
            height.description, "<LayoutConstraint:\(addressOf(height))@LayoutConstraintTests.swift:\(#line - 2) View:red.height >= 330>")
        let third = try LayoutConstraint(
            item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 1.0 / 3.0,
            constant: 0)
        XCTAssertTrue(third.description.hasSuffix("View:red.centerX == 0.333333*View:\(addressOf(root)).right>"))
    }

    func testActivationInstallsOnTheNearestCommonAncestor() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = makeSubview(of: root)
        let right = makeSubview(of: root)
        let leaf = makeSubview(of: left)
        let own = leaf.widthAnchor.constraint(equalToConstant: 10)
        let cousins = leaf.leadingAnchor.constraint(equalTo: right.leadingAnchor)
        let toParent = leaf.topAnchor.constraint(equalTo: left.topAnchor)
        try LayoutConstraint.activate([own, cousins, toParent])
        XCTAssertTrue(own.isActive && cousins.isActive && toParent.isActive)
        XCTAssertTrue(leaf.constraints.contains { $0 === own })
        XCTAssertTrue(root.constraints.contains { $0 === cousins })
        XCTAssertTrue(left.constraints.contains { $0 === toParent })
        XCTAssertEqual(root.constraints.count + left.constraints.count + leaf.constraints.count + right.constraints.count, 3)
        LayoutConstraint.deactivate([cousins, own])
        XCTAssertFalse(cousins.isActive)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(leaf.constraints.isEmpty)
        XCTAssertEqual(left.constraints.count, 1)
    }

    func testActivationIsAllOrNothing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = makeSubview(of: root)
        let stranger = View()
        let good = view.widthAnchor.constraint(equalToConstant: 10)
        let bad = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        XCTAssertThrowsError(try LayoutConstraint.activate([good, bad]))
        XCTAssertFalse(good.isActive)
        XCTAssertTrue(view.constraints.isEmpty)
    }

    func testActivateAndDeactivateEachTakeOneSolveForTheirWholeBatch() throws {
        let (root, log) = makeRoot(width: 2000, height: 100)
        var views: [View] = []
        var layout: [LayoutConstraint] = []
        for i in 0..<20 {
            let view = makeSubview(of: root)
            let width = view.widthAnchor.constraint(equalToConstant: 50)
            width.priority = .defaultLow
            layout += [
                view.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
                width,
            ]
            views.append(view)
        }
        try LayoutConstraint.activate(layout)
        root.layoutIfNeeded()
        let narrow = views.map { $0.widthAnchor.constraint(equalToConstant: 30) }
        // Twenty required widths in one call: one solve at the next layout, none before it.
        var runs = root.engine.solverOptimizationRuns
        try LayoutConstraint.activate(narrow)
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs)
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs + 1)
        for (i, view) in views.enumerated() { assertFrame(view, 30 * CGFloat(i), 0, 30, 20) }
        // Taken out in one call, they share one re-optimisation too: each removal's waits for the layout.
        runs = root.engine.solverOptimizationRuns
        LayoutConstraint.deactivate(narrow)
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs)
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs + 1)
        for (i, view) in views.enumerated() { assertFrame(view, 50 * CGFloat(i), 0, 50, 20) }
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testDeactivatingTheConstraintsOfSizedViewsTakesOneSolveToo() throws {
        // Twenty views with intrinsic sizes, as labels: once its last constraint goes, each view leaves
        // the engine with its content size sides, and those removals wait for the layout as well.
        let (root, log) = makeRoot(width: 2000, height: 100)
        var layout: [LayoutConstraint] = []
        var views: [View] = []
        for _ in 0..<20 {
            let view = addSubview(FixedSizeView(width: 40, height: 20), to: root)
            layout += [
                view.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            views.append(view)
        }
        try LayoutConstraint.activate(layout)
        root.layoutIfNeeded()
        for (i, view) in views.enumerated() { assertFrame(view, 40 * CGFloat(i), 0, 40, 20) }
        let runs = root.engine.solverOptimizationRuns
        LayoutConstraint.deactivate(layout)
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs)
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.solverOptimizationRuns, runs + 1)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testConstantChangesApplyOnTheNextLayout() throws {
        let (root, _) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        try LayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 0, 20, 20)
        left.constant = 55
        assertFrame(view, 10, 0, 20, 20)  // frames change in the layout pass, not at once
        root.layoutIfNeeded()
        assertFrame(view, 55, 0, 20, 20)
    }

    func testPriorityChangeOnActiveOptionalConstraintMovesTheBalance() throws {
        let (root, _) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = 600
        narrow.priority = 500
        try LayoutConstraint.activate([
            wide, narrow, view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 200, accuracy: 1e-6)
        narrow.priority = 601
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, accuracy: 1e-6)
    }

    func testStrictPriorityOrder() throws {
        // One constraint at 999 outweighs any number at 998.
        let (root, _) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        var constraints = [
            view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ]
        let strong = view.widthAnchor.constraint(equalToConstant: 50)
        strong.priority = 999
        constraints.append(strong)
        for _ in 0..<20 {
            let weak = view.widthAnchor.constraint(equalToConstant: 80)
            weak.priority = 998
            constraints.append(weak)
        }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 50, accuracy: 1e-6)
    }

    func testRemoveFromSuperviewRemovesConstraintsThatReferToTheSubtree() throws {
        let (root, _) = makeRoot(width: 300, height: 300)
        let container = makeSubview(of: root)
        let child = makeSubview(of: container)
        let sibling = makeSubview(of: root)
        let toRoot = container.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let childToSibling = child.topAnchor.constraint(equalTo: sibling.bottomAnchor)
        let inside = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        let unrelated = sibling.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([toRoot, childToSibling, inside, own, unrelated])
        root.layoutIfNeeded()
        container.removeFromSuperview()
        XCTAssertFalse(toRoot.isActive)
        XCTAssertFalse(childToSibling.isActive)
        XCTAssertTrue(inside.isActive)
        XCTAssertTrue(own.isActive)
        XCTAssertTrue(unrelated.isActive)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertNil(container.superview)
        // The detached subtree lays out on its own.
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        try LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 3),
        ])
        container.layoutIfNeeded()
        assertFrame(child, 5, 0, 10, 3)
        // And again inside a new tree.
        let (other, _) = makeRoot(width: 200, height: 200)
        other.addSubview(container)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 30),
            container.topAnchor.constraint(equalTo: other.topAnchor, constant: 40),
            container.widthAnchor.constraint(equalToConstant: 50), container.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.translatesAutoresizingMaskIntoConstraints = false
        other.layoutIfNeeded()
        assertFrame(container, 30, 40, 50, 50)
        assertFrame(child, 5, 0, 10, 3)
    }

    func testConstraintsBetweenCousinsUseTheCommonAncestorsCoordinates() throws {
        let (root, _) = makeRoot(width: 400, height: 400)
        let a = makeSubview(of: root)
        let b = makeSubview(of: root)
        let leafA = makeSubview(of: a)
        let leafB = makeSubview(of: b)
        var constraints: [LayoutConstraint] = []
        for (view, x) in [(a, 10.0), (b, 200.0)] {
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: x / 2),
                view.widthAnchor.constraint(equalToConstant: 150), view.heightAnchor.constraint(equalToConstant: 150),
            ]
        }
        constraints += [
            leafA.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 20),
            leafA.topAnchor.constraint(equalTo: a.topAnchor, constant: 20),
            leafA.widthAnchor.constraint(equalToConstant: 30), leafA.heightAnchor.constraint(equalToConstant: 30),
            // leafB lines up with leafA in the root's coordinates although their superviews differ.
            leafB.leadingAnchor.constraint(equalTo: leafA.trailingAnchor, constant: 10),
            leafB.topAnchor.constraint(equalTo: leafA.bottomAnchor),
            leafB.widthAnchor.constraint(equalToConstant: 5), leafB.heightAnchor.constraint(equalToConstant: 5),
        ]
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        assertFrame(leafA, 20, 20, 30, 30)
        // leafA spans 30...60 in root x and 25...55 in root y; b's origin is (200, 100).
        assertFrame(leafB, 60 + 10 - 200, 55 - 100, 5, 5)
        assertRect(leafB.convert(leafB.bounds, to: nil), CGRect(x: 70, y: 55, width: 5, height: 5))
    }

    func testMarginAttributes() throws {
        let (root, _) = makeRoot(width: 200, height: 100)
        root.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        let view = makeSubview(of: root)
        try LayoutConstraint.activate([
            LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: root,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root,
                attribute: .topMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: root,
                attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 12, 10, 172, 76)
        root.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        assertFrame(view, 0, 0, 200, 100)
    }

    func testUnsatisfiableRequiredConstraintIsBrokenAndReported() throws {
        let (root, log) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        view.debugName = "v"
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([
            first, second, view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, accuracy: 1e-6)
        XCTAssertEqual(log.entries.count, 1)
        let message = log.entries.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        XCTAssertTrue(message.contains("\"\(first)\""))
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n\(second)\n\nMake a symbolic"))
        // The broken constraint still pulls above every optional constraint.
        let optional = view.widthAnchor.constraint(equalToConstant: 10)
        optional.priority = 999
        try optional.activate()
        first.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 150, accuracy: 1e-6)
    }

    func testSizesNeverGoNegative() throws {
        let (root, log) = makeRoot(width: 10, height: 100)
        let view = makeSubview(of: root)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(view.frame.width, 0)
        XCTAssertEqual(log.entries.count, 1, "a 10-point root cannot hold 8 + 8 around a view")
    }

    /// A tree large enough for the solver to name negative sizes itself (it evaluates every value in
    /// one pass) keeps each view's size at zero exactly as a tree of one view does, which reads its
    /// sizes one by one: the same frame and the same diagnostics per view.
    func testSizesNeverGoNegativeInALargeTreeAsInASmallOne() throws {
        func build(views count: Int) throws -> (View, [View], DiagnosticLog) {
            let (root, log) = makeRoot(width: 400, height: 100)
            let views = (0..<count).map { makeSubview(of: root, name: "v\($0)") }
            try LayoutConstraint.activate(views.flatMap { view in
                [
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                    view.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -4),
                ]
            })
            root.layoutIfNeeded()
            return (root, views, log)
        }
        let (smallRoot, small, smallLog) = try build(views: 1)
        let (largeRoot, large, largeLog) = try build(views: 40)
        for view in large { XCTAssertEqual(view.frame, CGRect(x: 8, y: 2, width: 384, height: 96)) }
        // Both axes go negative: 16 points around a 10-point width, 4 around a 3-point height.
        for root in [smallRoot, largeRoot] {
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
            root.layoutIfNeeded()
        }
        // The most recent constraint of each conflict breaks: the trailing edge and the height.
        let expected = CGRect(x: 8, y: 2, width: 0, height: 0)
        XCTAssertEqual(small[0].frame, expected)
        for view in large { XCTAssertEqual(view.frame, expected, "\(view.debugName ?? "")") }
        XCTAssertEqual(smallLog.entries.count, 2, "one constraint broken per axis")
        XCTAssertEqual(largeLog.entries.count, 2 * large.count)
        for log in [smallLog, largeLog] {
            let broken = log.entries.compactMap { $0.conflict?.brokenConstraint?.firstAttribute }
            XCTAssertEqual(broken.count, log.entries.count)
            XCTAssertEqual(Set(broken), [.trailing, .height])
            // Each conflict names the window's translated size with the view's constraints: leading,
            // trailing and width across; height and height down.
            for entry in log.entries {
                let members = entry.conflict?.constraints.map(\.firstAttribute) ?? []
                let translated = entry.conflict?.constraints.filter { $0 is AutoresizingMaskLayoutConstraint }.count
                XCTAssertEqual(translated, 1, entry.message)
                switch entry.conflict?.brokenConstraint?.firstAttribute {
                case .trailing?: XCTAssertEqual(members, [.leading, .trailing, .width], entry.message)
                case .height?: XCTAssertEqual(members, [.height, .height], entry.message)
                default: XCTFail(entry.message)
                }
            }
        }
        // Back to a size that fits: the same frames as at first.
        largeRoot.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        largeRoot.layoutIfNeeded()
        for view in large { XCTAssertEqual(view.frame, CGRect(x: 8, y: 2, width: 384, height: 96)) }
    }

    func testConstantThatMakesRequiredConstraintsConflictIsRecovered() throws {
        let (root, log) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        try LayoutConstraint.activate([
            minimum, view.widthAnchor.constraint(equalToConstant: 100), view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, accuracy: 1e-6)
        minimum.constant = 200
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries.count, 1)
        guard case .unsatisfiableConstraints? = log.entries.first?.kind else { return XCTFail("\(log.entries)") }
        // The engine rebuilt from the tree and broke one of the two; the layout goes on.
        XCTAssertTrue([100, 200].contains(view.frame.width))
        minimum.constant = 80
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, accuracy: 1e-6)
    }

    func testConstantThatContradictsADuplicateIsReported() throws {
        // Two identical constraints: the second is redundant in the engine. Moving it away from the
        // first must be reported and one of them broken, as UIKit does, not silently ignored.
        let (root, log) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        let first = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let twin = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([
            first, twin, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries.count, 0)
        twin.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries.count, 1)
        guard case .unsatisfiableConstraints? = log.entries.first?.kind else { return XCTFail("\(log.entries)") }
        let broken = try XCTUnwrap(log.entries.first?.conflict?.brokenConstraint)
        XCTAssertTrue(broken === twin, "the most recently activated of the two is broken")
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 0, width: 50, height: 50))
        twin.constant = 10
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 0, width: 50, height: 50))
    }

    // UIKit code keeps constraints in NSObject collections and compares them by identity.
    func testAConstraintIsAnNSObjectEqualOnlyToItself() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let first = view.widthAnchor.constraint(equalToConstant: 10)
        let twin = view.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertTrue((first as AnyObject as? NSObject) === first)
        XCTAssertNotEqual(first, twin)
        XCTAssertEqual(Set([first, twin, first]).count, 2)
        XCTAssertEqual([twin, first].firstIndex(of: first), 1)
    }

    func testAConstraintHoldsNeitherItsItemsNorTheAnchorsItWasMadeFrom() throws {
        weak var weakA: View?
        weak var weakB: View?
        weak var weakAnchor: LayoutXAxisAnchor?
        var constraint: LayoutConstraint?
        var first: AnyLayoutAnchor?
        do {
            let a = View()
            let b = View()
            a.debugName = "a"
            b.debugName = "b"
            (weakA, weakB) = (a, b)
            do {
                let anchor = a.leadingAnchor
                weakAnchor = anchor
                constraint = anchor.constraint(equalTo: b.trailingAnchor, constant: 8)
            }
            XCTAssertNil(weakAnchor, "the constraint keeps what the anchor stands for, not the anchor")
            first = try XCTUnwrap(constraint).firstAnchor
            XCTAssertTrue(first is LayoutXAxisAnchor)
            XCTAssertEqual(first?.name, "View:a.leading")
            XCTAssertEqual(constraint?.secondAnchor?.description.hasPrefix("<LayoutXAxisAnchor:"), true)
            XCTAssertEqual(constraint?.secondAnchor?.name, "View:b.trailing")
            XCTAssertTrue(first === constraint?.firstAnchor, "the same anchor object while it is held")
        }
        // As UIKit's, a constraint does not keep its items alive: `b` went, and the constraint says so
        // rather than reading a freed object.
        XCTAssertNil(weakB, "the constraint did not hold its second item")
        XCTAssertNil(constraint?.secondItem)
        XCTAssertEqual(constraint?.description.hasSuffix(" View:a.leading == nil.trailing + 8>"), true,
            constraint?.description ?? "")
        XCTAssertEqual((first?.item as? View)?.debugName, "a", "the anchor it gave out holds its own item")
        first = nil
        XCTAssertNil(weakA)
        XCTAssertNil(constraint?.firstItem)
        XCTAssertThrowsError(try constraint?.activate()) { error in
            XCTAssertEqual(
                (error as? LayoutError)?.description,
                "Unable to activate \(constraint?.description ?? ""): its first item has been deallocated.")
        }
    }

    func testConstraintsOutliveTheirTreeWithoutHoldingIt() throws {
        weak var weakRoot: View?
        weak var weakMiddle: View?
        var constraints: [LayoutConstraint] = []
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = makeSubview(of: root, name: "middle")
            let a = makeSubview(of: middle, name: "a")
            let b = makeSubview(of: middle, name: "b")
            (weakRoot, weakMiddle) = (root, middle)
            constraints = [
                root.widthAnchor.constraint(equalToConstant: 120),
                other.widthAnchor.constraint(equalToConstant: 80),
                a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
                a.widthAnchor.constraint(equalTo: b.widthAnchor),
            ]
            try LayoutConstraint.activate(constraints)
            XCTAssertEqual(constraints.map(\.isActive), [true, true, true, true])
        }
        XCTAssertNil(weakRoot, "the constraints the app kept do not hold their tree")
        XCTAssertNil(weakMiddle)
        // Each constraint left with its container, and its items are gone.
        XCTAssertEqual(constraints.map(\.isActive), [false, false, false, false])
        XCTAssertTrue(constraints.allSatisfy { $0.firstItem == nil })
        XCTAssertNil(constraints[2].secondItem)
        XCTAssertEqual(constraints[3].description.hasSuffix(" nil.width == nil.width>"), true, constraints[3].description)
        XCTAssertThrowsError(try LayoutConstraint.activate([constraints[2]])) { error in
            XCTAssertEqual(error as? LayoutError, .missingItem(constraints[2]))
        }
    }

    func testNeitherAnInstalledNorADeactivatedConstraintHoldsItsItem() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakChild: View?
        let own: LayoutConstraint
        var deactivated: LayoutConstraint?
        do {
            let child = makeSubview(of: root, name: "child")
            weakChild = child
            own = try LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width,
                multiplier: 0.5, constant: 0)
            let width = child.widthAnchor.constraint(equalToConstant: 10)
            try LayoutConstraint.activate([own, width])
            LayoutConstraint.deactivate([width])
            deactivated = width
        }
        // The anchors given out for `init(item:…)` are typed by their attributes.
        XCTAssertTrue(own.firstAnchor is LayoutDimension)
        XCTAssertTrue(own.secondAnchor is LayoutDimension)
        let vertical = try LayoutConstraint(
            item: root, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: 0)
        XCTAssertTrue(vertical.firstAnchor is LayoutYAxisAnchor)
        XCTAssertTrue(deactivated?.firstItem === weakChild, "the deactivated constraint still names its item")
        weakChild?.removeFromSuperview()
        // Installed on the child, `own` did not hold it, nor did the deactivated one: the child went.
        XCTAssertNil(weakChild)
        XCTAssertNil(deactivated?.firstItem)
        XCTAssertFalse(own.isActive)
        XCTAssertNil(own.firstItem)
        XCTAssertNil(own.secondItem)
        XCTAssertTrue(own.description.hasSuffix(" nil.height == 0.5*nil.width>"), own.description)
    }

    func testAConstraintGivesBackItemsOfEveryKindItWasMadeWith() throws {
        final class Marker: LayoutItem {}
        let marker = Marker()
        let guide = LayoutGuide()
        let label = Label()
        let c = try LayoutConstraint(
            item: marker, attribute: .width, relatedBy: .equal, toItem: guide, attribute: .height, multiplier: 2,
            constant: 0)
        XCTAssertTrue(c.firstItem === marker)
        XCTAssertTrue(c.firstItem is Marker)
        XCTAssertTrue(c.secondItem === guide)
        XCTAssertTrue(c.secondAnchor?.item is LayoutGuide)
        let d = label.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        XCTAssertTrue(d.firstItem is Label, "a view subclass comes back as itself")
        XCTAssertTrue(d.firstItem === label)
        XCTAssertEqual(d.firstAttribute, .leading)
        XCTAssertEqual(d.secondAttribute, .trailing)
    }

    func testANumberPastTheLimitIsReplacedByTheLimitAndReported() throws {
        // A width of 1e20 and back to 20 once left the width at 0: the difference 20 - 1e20 rounds
        // to -1e20. Now the constant stops at the limit, is reported, and comes back exactly.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var heard: [LayoutDiagnostic] = []
        root.diagnosticHandler = { heard.append($0) }
        defer { root.diagnosticHandler = nil }
        let a = makeSubview(of: root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([
            width, a.heightAnchor.constraint(equalToConstant: 5),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        width.constant = 1e20
        XCTAssertEqual(width.constant, 1e9)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 1e9)
        XCTAssertEqual(heard.count, 1)
        guard case .numberExceedsLimit(let constraint, let value) = try XCTUnwrap(heard.first).kind else {
            return XCTFail("\(heard)")
        }
        XCTAssertTrue(constraint === width)
        XCTAssertEqual(value, 1e20)
        XCTAssertTrue(
            heard[0].message.hasPrefix(
                "This LayoutConstraint is being configured with a constant that exceeds internal limits. "
                    + "A smaller value will be substituted, but this problem should be fixed. <LayoutConstraint:"),
            heard[0].message)
        XCTAssertTrue(heard[0].message.hasSuffix(" was given 1e+20; the limit is ±1000000000."), heard[0].message)
        width.constant = 20
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 20, height: 5))
        width.constant = -1e300
        XCTAssertEqual(width.constant, -1e9)
        XCTAssertEqual(heard.count, 2)

        // At creation: a multiplier and a constant past the limit, each reported once.
        let b = makeSubview(of: root)
        let ratio = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1e308, constant: 5e15)
        XCTAssertEqual(ratio.multiplier, 1e9)
        XCTAssertEqual(ratio.constant, 1e9)
        XCTAssertEqual(heard.count, 4)
        XCTAssertTrue(heard[2].message.contains("configured with a multiplier that exceeds"), heard[2].message)
        XCTAssertEqual(root.layoutDiagnostics.count, 4)
        XCTAssertEqual(LayoutConstraint.maximumMagnitude, 1e9)
    }
}
