import Foundation
import XCTest

@testable import AutoLayout

/// Conflict cases: UIKit's log line for line, the broken constraint (the most recently
/// activated member), the minimal set, and the explanation in words with the arithmetic.
final class LayoutConflictTests: XCTestCase {
    /// UIKit's unsatisfiable-constraints log for `list`, breaking `broken`.
    private func uikitLog(_ list: [LayoutConstraint], breaking broken: LayoutConstraint, note: Bool = false) -> String {
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if note {
            text += "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful."
        return text
    }

    /// Seed 000: relating a left edge to a top edge is refused with UIKit's message, before any layout.
    func testLeftEqualToTopIsRefusedWithUIKitsMessage() {
        let (root, _) = makeRoot()
        let a = makeSubview(of: root, name: "a")
        let b = makeSubview(of: root, name: "b")
        XCTAssertThrowsError(
            try LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        ) { error in
            guard case LayoutError.invalidPairing(let first, .left, let second, .top) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(first === a)
            XCTAssertTrue(second === b)
            XCTAssertEqual(
                "\(error)",
                "*** +[LayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                    + "Invalid pairing of layout attributes")
        }
    }

    /// A box with two required widths, 100 then 200, laid out; `line` is the line `narrow` was made on.
    private func twoRequiredWidths() -> (root: View, log: DiagnosticLog, box: View, narrow: LayoutConstraint, wide: LayoutConstraint, line: Int) {
        let (root, log) = makeRoot(width: 320, height: 480)
        let box = makeSubview(of: root, name: "box")
        let line = #line + 1
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 50), narrow,
        ])
        activate([wide])
        root.layoutIfNeeded()
        return (root, log, box, narrow, wide, line)
    }

    /// Two required widths, 100 then 200: the later one breaks, the view is 100 wide, and the
    /// explanation does the arithmetic.
    func testTwoRequiredWidths() throws {
        let (root, log, box, narrow, wide, line) = twoRequiredWidths()
        assertFrame(box, 0, 0, 100, 50)
        XCTAssertEqual(log.entries.count, 1)
        let conflict = try XCTUnwrap(root.layoutConflicts.first)
        XCTAssertTrue(conflict.brokenConstraint === wide)
        XCTAssertEqual(conflict.constraints.map(ObjectIdentifier.init), [narrow, wide].map(ObjectIdentifier.init))
        XCTAssertEqual(log.entries[0].message, uikitLog([narrow, wide], breaking: wide))
        XCTAssertEqual(
            conflict.explanation,
            "box.width = 100 (LayoutConflictTests.swift:\(line)) gives box.width = 100, "
                + "but box.width = 200 (LayoutConflictTests.swift:\(line + 1)) is required")
        XCTAssertEqual(
            "\(wide)",
            "<LayoutConstraint:\(addressOf(wide))@LayoutConflictTests.swift:\(line + 1) View:box.width == 200   (active)>")
    }

    /// The log and the explanation are joined when first read, but from the constraints as they were
    /// when the conflict was reported: a later change to a member does not show in either.
    func testTheTextsShowTheConstraintsAsTheyWereWhenReported() throws {
        let (root, log, _, narrow, wide, line) = twoRequiredWidths()
        let expectedLog = uikitLog([narrow, wide], breaking: wide)
        narrow.constant = 150
        wide.identifier = "renamed"
        let conflict = try XCTUnwrap(root.layoutConflicts.first)
        XCTAssertEqual(log.entries.count, 1)
        XCTAssertTrue("\(wide)".contains("renamed"))
        XCTAssertEqual(log.entries[0].message, expectedLog)
        XCTAssertEqual(
            conflict.explanation,
            "box.width = 100 (LayoutConflictTests.swift:\(line)) gives box.width = 100, "
                + "but box.width = 200 (LayoutConflictTests.swift:\(line + 1)) is required")
        XCTAssertEqual(root.layoutDiagnostics.first?.message, log.entries[0].message)
    }

    /// A diagnostic the root keeps (its text not yet joined) holds no view of the tree.
    func testAKeptConflictDoesNotKeepItsTreeAlive() {
        weak var weakRoot: View?
        weak var weakBox: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = makeSubview(of: root, name: "box")
            activate([
                box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20),
                box.heightAnchor.constraint(equalToConstant: 10), box.leftAnchor.constraint(equalTo: root.leftAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.diagnosticHandler = { _ in }
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutConflicts.count, 1)
            weakRoot = root
            weakBox = box
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakBox)
    }

    /// Activation order decides, not the order in a batch: the constraint activated last breaks even
    /// when the engine meets it first.
    func testTheMostRecentlyActivatedMemberBreaks() throws {
        let (root, _) = makeRoot(width: 320, height: 480)
        let box = makeSubview(of: root, name: "box")
        let later = box.widthAnchor.constraint(equalToConstant: 200)
        let earlier = box.widthAnchor.constraint(equalToConstant: 100)
        activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        activate([earlier])
        root.layoutIfNeeded()
        activate([later])
        // A constant change rebuilds the engine from the tree, which meets the constraints in another
        // order; the one activated last still breaks.
        earlier.constant = 120
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 120, accuracy: 1e-6)
        XCTAssertTrue(root.layoutConflicts.allSatisfy { $0.brokenConstraint === later })
    }

    /// The example: a title pinned 20 points inside a 320-wide card cannot also be 300 wide.
    func testOverconstrainedRowIsExplainedWithTheArithmetic() throws {
        let (card, log) = makeRoot(width: 320, height: 200)
        let title = FixedSizeView(width: 120, height: 21)
        title.debugName = "title"
        card.addSubview(title)
        let line = #line + 2
        activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        ])
        let width = title.widthAnchor.constraint(equalToConstant: 300)
        activate([width])
        card.layoutIfNeeded()
        assertFrame(title, 20, 8, 280, 21)
        let conflict = try XCTUnwrap(card.layoutConflicts.first)
        XCTAssertTrue(conflict.brokenConstraint === width)
        // The two edges, the card's size (from its frame) and the width; not the top edge.
        XCTAssertEqual(conflict.constraints.count, 4)
        XCTAssertTrue(conflict.constraints.allSatisfy { $0.firstAttribute != .top })
        XCTAssertEqual(
            conflict.explanation,
            "title.leading = superview.leading + 20 (LayoutConflictTests.swift:\(line)) and "
                + "title.trailing = superview.trailing − 20 (LayoutConflictTests.swift:\(line + 1)) "
                + "inside a 320-wide superview give title.width = 280, "
                + "but title.width = 300 (LayoutConflictTests.swift:\(line + 4)) is required")
        XCTAssertEqual(log.entries[0].message, uikitLog(conflict.constraints, breaking: width, note: true))
    }

    /// A label and a field in a row, overconstrained by a required width on the field: the field's
    /// width breaks, the label keeps its text width, and every member of the minimal set is needed.
    func testLabelAndFieldRowOverconstrainedByARequiredWidth() throws {
        let (root, _) = makeRoot(width: 320, height: 100)
        let label = FixedSizeView(width: 80, height: 21)
        label.debugName = "label"
        let field = FixedSizeView(width: 100, height: 30)
        field.debugName = "field"
        root.addSubview(label)
        root.addSubview(field)
        let line = #line + 2
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.widthAnchor.constraint(equalToConstant: 80),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        let fieldWidth = field.widthAnchor.constraint(equalToConstant: 250)
        activate([fieldWidth])
        root.layoutIfNeeded()
        assertFrame(label, 20, 20, 80, 21)
        assertFrame(field, 108, 15.5, 192, 30)
        let conflict = try XCTUnwrap(root.layoutConflicts.first)
        XCTAssertTrue(conflict.brokenConstraint === fieldWidth)
        XCTAssertEqual(
            conflict.explanation,
            "label.leading = superview.leading + 20 (LayoutConflictTests.swift:\(line)), "
                + "field.leading = label.trailing + 8 (LayoutConflictTests.swift:\(line + 1)), "
                + "field.trailing = superview.trailing − 20 (LayoutConflictTests.swift:\(line + 2)) and "
                + "label.width = 80 (LayoutConflictTests.swift:\(line + 3)) inside a 320-wide superview "
                + "give field.width = 192, but field.width = 250 (LayoutConflictTests.swift:\(line + 7)) is required")
        // Minimal: the row's four constraints, the root's width from its frame, and the field's width.
        XCTAssertEqual(conflict.constraints.count, 6)
    }

    /// Seed 001's pitfall: a view left translating its autoresizing mask, then given a width: the
    /// translated constraints print with their mask codes, the log carries UIKit's note, and the
    /// added width (activated last) breaks.
    func testAutoresizingViewConflictsWithAnAddedConstraint() throws {
        let (root, log) = makeRoot(width: 320, height: 480)
        let button = View(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        button.debugName = "button"
        root.addSubview(button)
        let width = button.widthAnchor.constraint(equalToConstant: 200)
        let widthLine = #line - 1
        activate([width])
        root.layoutIfNeeded()
        assertFrame(button, 20, 40, 100, 44)
        let conflict = try XCTUnwrap(root.layoutConflicts.first)
        XCTAssertTrue(conflict.brokenConstraint === width)
        XCTAssertEqual(conflict.constraints.count, 2)
        let translated = try XCTUnwrap(conflict.constraints.compactMap { $0 as? AutoresizingMaskLayoutConstraint }.first)
        XCTAssertEqual(
            "\(translated)",
            "<AutoresizingMaskLayoutConstraint:\(addressOf(translated)) h=--& v=--& View:button.width == 100   (active)>")
        XCTAssertEqual(log.entries[0].message, uikitLog(conflict.constraints, breaking: width, note: true))
        XCTAssertEqual(
            conflict.explanation,
            "button.width = 100 (autoresizing mask h=--& v=--&) gives button.width = 100, "
                + "but button.width = 200 (LayoutConflictTests.swift:\(widthLine)) is required")
    }

    /// The diagnostic handler sees each conflict as a value as well as UIKit's text.
    func testConflictsReachTheHandlerAsValues() {
        let (root, _) = makeRoot(width: 100, height: 100)
        var seen: [LayoutConflict] = []
        root.diagnosticHandler = { diagnostic in
            if let conflict = diagnostic.conflict { seen.append(conflict) }
        }
        let box = makeSubview(of: root)
        activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 30),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen.compactMap(\.brokenConstraint?.constant), [20, 30])
        assertFrame(box, 0, 0, 10, 10)
    }

    /// A row of 200 equally wide views 1 point apart, pinned to both edges of a 100-wide root: each
    /// width floor conflicts in turn, so the widths break from the last view's back to the second's,
    /// then the trailing pin. Every view ends 0 wide, 1 point after the previous one.
    func testARowTooLongForItsRootBreaksEachEqualWidthThenTheTrailingPin() throws {
        let count = 200
        let (root, log) = makeRoot(width: 100, height: 50)
        let views = (0..<count).map { makeSubview(of: root, name: "v\($0)") }
        let leadingLine = #line + 1
        var leadings = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        for index in 1..<count {
            leadings.append(views[index].leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 1))
        }
        let trailingLine = #line + 1
        let trailing = views[count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let widths = views.dropFirst().map { $0.widthAnchor.constraint(equalTo: views[0].widthAnchor) }
        activate(leadings + [trailing] + widths)
        activate(views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        root.layoutIfNeeded()
        for (index, view) in views.enumerated() { assertFrame(view, CGFloat(index), 0, 0, 10) }

        let conflicts = root.layoutConflicts
        XCTAssertEqual(log.entries.count, count)
        XCTAssertEqual(conflicts.count, count)
        let broken = conflicts.map { $0.brokenConstraint.map(ObjectIdentifier.init) }
        XCTAssertEqual(broken, (widths.reversed() + [trailing]).map(ObjectIdentifier.init))
        // Every leading edge, the trailing pin and the widths not broken yet (a broken width's view
        // conflicts through its size floor, which is the engine's), then the root's translated width.
        let translated = try XCTUnwrap(root.translatedLayoutConstraints.first { $0.firstAttribute == .width })
        for (index, conflict) in conflicts.enumerated() {
            let unbroken = Array(widths.prefix(count - 1 - index))
            let expected: [LayoutConstraint] = leadings + [trailing] + unbroken + [translated]
            XCTAssertEqual(
                conflict.constraints.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init), "conflict \(index)")
        }
        let last = try XCTUnwrap(conflicts.last)
        XCTAssertEqual(log.entries[count - 1].message, uikitLog(last.constraints, breaking: trailing, note: true))
        let gaps = (1..<count).map { "v\($0).leading = v\($0 - 1).trailing + 1 (LayoutConflictTests.swift:\(leadingLine + 2))" }
        XCTAssertEqual(
            last.explanation,
            "v0.leading = superview.leading (LayoutConflictTests.swift:\(leadingLine)), " + gaps.joined(separator: ", ")
                + " and View:\(addressOf(root)).width = 100 (autoresizing mask h=--& v=--&) give v199.trailing = 199, "
                + "but v199.trailing = superview.trailing (LayoutConflictTests.swift:\(trailingLine)) is required")
    }

    /// 200 views each inset 1 point on every side in its parent, in a 100 × 60 root: one conflict per
    /// axis, each breaking the inset of the view whose floor the rest of the nest needs, and the views
    /// below it sized from the bottom of the nest up.
    func testANestTooDeepForItsRootBreaksOneInsetPerAxis() throws {
        let depth = 200
        let (root, log) = makeRoot(width: 100, height: 60)
        var views: [View] = []
        var parent = root
        var insets: [[LayoutConstraint]] = []
        for index in 0..<depth {
            let view = makeSubview(of: parent, name: "n\(index)")
            let constraints = [
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ]
            activate(constraints)
            insets.append(constraints)
            views.append(view)
            parent = view
        }
        root.layoutIfNeeded()
        for (index, view) in views.enumerated() {
            let below = CGFloat(2 * (depth - 1 - index))
            assertFrame(view, 1, 1, index < 50 ? CGFloat(98 - 2 * index) : below, index < 30 ? CGFloat(58 - 2 * index) : below)
        }
        XCTAssertEqual(log.entries.count, 2)
        let conflicts = root.layoutConflicts
        XCTAssertEqual(
            conflicts.map { $0.brokenConstraint.map(ObjectIdentifier.init) },
            [insets[30][3], insets[50][1]].map(ObjectIdentifier.init))
        // Down: the top and bottom insets of the first 31 views, then the root's height; across, the
        // leading and trailing insets of the first 51, then the root's width.
        let height = try XCTUnwrap(root.translatedLayoutConstraints.first { $0.firstAttribute == .height })
        let width = try XCTUnwrap(root.translatedLayoutConstraints.first { $0.firstAttribute == .width })
        let down: [LayoutConstraint] = insets.prefix(31).flatMap { [$0[2], $0[3]] } + [height]
        let across: [LayoutConstraint] = insets.prefix(51).flatMap { [$0[0], $0[1]] } + [width]
        XCTAssertEqual(conflicts.map { $0.constraints.map(ObjectIdentifier.init) }, [down, across].map { $0.map(ObjectIdentifier.init) })
    }

    /// Labels, buttons and fields print their text after the address, cut after 25 characters, as UIKit's
    /// logs show `UILabel:0x…'Name'`.
    func testTextualViewsPrintTheirTextInLogs() {
        let label = Label(text: "Name")
        let long = Label(text: "Lorem, ipsum, dolor, sit, amet")
        let field = TextField(placeholder: "Enter name")
        let width = label.widthAnchor.constraint(equalTo: long.widthAnchor)
        XCTAssertEqual(
            width.description,
            "<LayoutConstraint:\(addressOf(width))@LayoutConflictTests.swift:\(#line - 3) Label:\(addressOf(label))'Name'.width"
                + " == Label:\(addressOf(long))'Lorem, ipsum, dolor, sit,...'.width>")
        XCTAssertEqual(field.layoutDescriptionForTests, "TextField:\(addressOf(field))'Enter name'")
        label.debugName = "name"
        XCTAssertEqual(label.layoutDescriptionForTests, "Label:name")
    }
}

extension View {
    fileprivate var layoutDescriptionForTests: String { layoutDescription }
}
