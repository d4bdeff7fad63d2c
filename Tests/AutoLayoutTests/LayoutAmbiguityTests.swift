import Foundation
import XCTest

@testable import AutoLayout

/// Ambiguity cases: UIKit's checks (`hasAmbiguousLayout`, `exerciseAmbiguityInLayout`,
/// `constraintsAffectingLayout(for:)`, the trace) and the explanation in words.
final class LayoutAmbiguityTests: XCTestCase {
    /// A view pinned by its leading edge, top and height but given no width.
    private func viewMissingItsWidth() -> (root: View, blue: View, line: Int) {
        let (root, _) = makeRoot(width: 320, height: 480)
        let blue = makeSubview(of: root, name: "blue")
        let line = #line + 2
        activate([
            blue.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            blue.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            blue.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        return (root, blue, line)
    }

    func testViewMissingItsWidthIsAmbiguousAndExplained() throws {
        let (root, blue, line) = viewMissingItsWidth()
        XCTAssertTrue(blue.hasAmbiguousLayout)
        XCTAssertFalse(root.hasAmbiguousLayout, "the root is laid out by its frame")
        let ambiguities = root.layoutAmbiguities()
        XCTAssertEqual(ambiguities.count, 1)
        let ambiguity = try XCTUnwrap(ambiguities.first)
        XCTAssertTrue(ambiguity.item === blue)
        XCTAssertEqual(ambiguity.axis, .horizontal)
        XCTAssertEqual(ambiguity.freedom, .size)
        XCTAssertEqual(
            root.explainAmbiguity(),
            "blue has no horizontal size: add a width, or pin its trailing edge. Its horizontal layout depends on: "
                + "blue.leading = superview.leading + 20 (LayoutAmbiguityTests.swift:\(line)).")
        // Checking moves nothing.
        assertFrame(blue, 20, 40, 0, 30)
        XCTAssertEqual(
            blue.constraintsAffectingLayout(for: .vertical).map(\.constant), [40, 30])
        // Pinning the trailing edge settles it.
        activate([blue.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)])
        XCTAssertFalse(blue.hasAmbiguousLayout)
        XCTAssertEqual(root.explainAmbiguity(), "No view or guide has an ambiguous layout.")
    }

    func testExerciseMovesToAnotherValidLayoutAndBack() {
        let (root, blue, _) = viewMissingItsWidth()
        blue.exerciseAmbiguityInLayout()
        assertFrame(blue, 20, 40, 40, 30)
        XCTAssertTrue(blue.hasAmbiguousLayout)
        blue.exerciseAmbiguityInLayout()
        assertFrame(blue, 20, 40, 0, 30)
        _ = root
    }

    func testMissingPositionIsNamedAsAPosition() throws {
        let (root, _) = makeRoot(width: 320, height: 480)
        let red = makeSubview(of: root, name: "red")
        activate([
            red.widthAnchor.constraint(equalToConstant: 100), red.heightAnchor.constraint(equalToConstant: 100),
            red.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let ambiguity = try XCTUnwrap(root.layoutAmbiguities().first)
        XCTAssertEqual(ambiguity.freedom, .position)
        XCTAssertTrue(
            ambiguity.explanation.hasPrefix(
                "red has no horizontal position: pin its leading edge, or center it with centerX. "
                    + "Its horizontal layout depends on: red.width = 100 (LayoutAmbiguityTests.swift:"))
    }

    /// Two optional widths of the same priority that disagree: every width between them is as good,
    /// which UIKit reports as an ambiguous layout.
    func testEqualPriorityOptionalConstraintsThatConflictAreAmbiguous() throws {
        let (root, log) = makeRoot(width: 320, height: 480)
        let green = makeSubview(of: root, name: "green")
        let narrow = green.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 500
        let wide = green.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 500
        activate([
            green.leadingAnchor.constraint(equalTo: root.leadingAnchor), green.topAnchor.constraint(equalTo: root.topAnchor),
            green.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(log.entries.isEmpty, "optional constraints never conflict in UIKit's sense")
        XCTAssertTrue(green.hasAmbiguousLayout)
        let ambiguity = try XCTUnwrap(root.layoutAmbiguities().first)
        XCTAssertEqual(ambiguity.freedom, .equalPriorities(500))
        XCTAssertTrue(
            ambiguity.explanation.hasPrefix(
                "green has no single horizontal size: optional constraints of equal priority (500) disagree and none "
                    + "wins; give one of them a higher priority."))
        // Raising one settles it at that one's width.
        wide.priority = 501
        root.layoutIfNeeded()
        XCTAssertFalse(green.hasAmbiguousLayout)
        XCTAssertEqual(green.frame.width, 200, accuracy: 1e-6)
    }

    func testAutolayoutTraceInUIKitsFormat() {
        let (root, blue, _) = viewMissingItsWidth()
        let manual = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(manual)
        let placed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        blue.addSubview(placed)
        activate([placed.widthAnchor.constraint(equalToConstant: 5)]) // brings it into the engine
        root.layoutIfNeeded()
        let engine = root.engine
        let minX = engine.variableID(of: blue, 2)
        XCTAssertEqual(
            root.autolayoutTrace(),
            """
            •View:\(addressOf(root)) - AMBIGUOUS LAYOUT
            |   *View:blue - AMBIGUOUS LAYOUT for View:blue.Width{id: \(minX)}
            |   |   +View:\(addressOf(placed))
            |   View:\(addressOf(manual))

            Legend:
            \t* - is laid out with auto layout
            \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
            \t• - layout engine host
            """)
    }

    func testGuidesAnswerToo() {
        let (root, _) = makeRoot(width: 320, height: 480)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(guide.hasAmbiguousLayout)
        XCTAssertEqual(guide.constraintsAffectingLayout(for: .horizontal).count, 2)
        activate([guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 3.0)])
        XCTAssertFalse(guide.hasAmbiguousLayout)
    }
}
