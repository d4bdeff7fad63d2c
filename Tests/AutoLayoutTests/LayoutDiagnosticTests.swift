@testable import AutoLayout
import Foundation
import XCTest

/// Diagnostics the engine reports and recovers from; conflicts and feedback loops have their own files.
final class LayoutDiagnosticTests: XCTestCase {
    /// A root 300 × 100 with a subview whose width is 100 at priority 250, laid out once.
    private func makeTree() throws -> (root: View, box: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try place(leading: box.leadingAnchor, top: box.topAnchor, height: box.heightAnchor, width: box.widthAnchor, in: root)
        return (root, box)
    }

    /// Places an item 10 points from the root's leading and top edges, 20 high and 100 wide at priority
    /// 250, and lays the root out.
    private func place(
        leading: LayoutXAxisAnchor, top: LayoutYAxisAnchor, height: LayoutDimension, width: LayoutDimension,
        in root: View
    ) throws {
        let weakWidth = width.constraint(equalToConstant: 100)
        weakWidth.priority = .defaultLow
        try LayoutConstraint.activate([
            leading.constraint(equalTo: root.leadingAnchor, constant: 10),
            top.constraint(equalTo: root.topAnchor, constant: 10),
            height.constraint(equalToConstant: 20),
            weakWidth,
        ])
        root.layoutIfNeeded()
    }

    /// The internal errors a tree reports, collected as they come.
    private final class InternalErrors {
        var messages: [String] = []
    }

    /// Collects `root`'s internal errors; with `liftingTheCap`, each also lifts the failing engine's
    /// pivot cap, which would otherwise pass to the new engine, so that the new one finishes.
    private func internalErrors(of root: View, liftingTheCap: Bool) -> InternalErrors {
        let errors = InternalErrors()
        root.diagnosticHandler = { [unowned root] diagnostic in
            guard case .internalError = diagnostic.kind else { return }
            errors.messages.append(diagnostic.message)
            if liftingTheCap { root.engineIfCreated?.solverPivotCap = nil }
        }
        return errors
    }

    /// Makes the next flush's solver fail on its side: winning over the width at 250 takes a pivot,
    /// which the cap forbids, so the solver stops with the new constraint held and the old width in
    /// place. Returns the failing engine and the width of 60 at priority 750.
    private func capPivotsAndOutweighTheWidth(_ width: LayoutDimension, in root: View) -> (LayoutEngine, LayoutConstraint) {
        let failing = root.engine
        failing.solverPivotCap = 0
        let strongerWidth = width.constraint(equalToConstant: 60)
        strongerWidth.priority = .defaultHigh
        strongerWidth.isActive = true
        return (failing, strongerWidth)
    }

    func testASolverThatFailsOnItsSideIsReplacedAndTheTreeLaidOutAgain() throws {
        let (root, box) = try makeTree()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 20))
        let errors = internalErrors(of: root, liftingTheCap: true)
        let (failing, strongerWidth) = capPivotsAndOutweighTheWidth(box.widthAnchor, in: root)
        root.layoutIfNeeded()
        XCTAssertEqual(errors.messages, ["Layout engine: Internal solver inconsistency: the simplex did not finish in 0 pivots."])
        XCTAssertFalse(root.engine === failing)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 60, height: 20))
        // The new engine goes on like any other.
        strongerWidth.constant = 70
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 70, height: 20))
        XCTAssertEqual(errors.messages.count, 1)
    }

    func testTheReplacementThatFailsTooReportsAndGoesOn() throws {
        let (root, box) = try makeTree()
        let errors = internalErrors(of: root, liftingTheCap: false)
        // The cap stays with the tree, so the new engine's first layout fails as well: one start over,
        // not one per failure, and the pass ends.
        let (first, _) = capPivotsAndOutweighTheWidth(box.widthAnchor, in: root)
        root.layoutIfNeeded()
        let second = root.engine
        XCTAssertFalse(second === first)
        XCTAssertEqual(errors.messages.count, 2)
        XCTAssertTrue(errors.messages.allSatisfy { $0.hasPrefix("Layout engine: Internal solver inconsistency: the simplex did not finish") })
        XCTAssertEqual(box.frame.minX, 10, accuracy: 1e-6)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine === second)
        XCTAssertEqual(errors.messages.count, 2)
    }

    func testAGuidesFrameReadAcrossAStartOverComesFromTheNewEngine() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        try place(
            leading: guide.leadingAnchor, top: guide.topAnchor, height: guide.heightAnchor, width: guide.widthAnchor,
            in: root)
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 10, width: 100, height: 20))
        let errors = internalErrors(of: root, liftingTheCap: true)
        // The guide's frame is read straight after the change: the flush it runs starts over in a new
        // engine, and the frame comes from that one.
        let (failing, _) = capPivotsAndOutweighTheWidth(guide.widthAnchor, in: root)
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 10, width: 60, height: 20))
        XCTAssertEqual(errors.messages, ["Layout engine: Internal solver inconsistency: the simplex did not finish in 0 pivots."])
        XCTAssertFalse(root.engine === failing)
    }

    func testAViewTakenOutByAnotherViewsAlignmentInsetsMidCommitIsSkipped() {
        /// A view whose alignment insets, read while the engine builds its constraints, take another
        /// view out of the tree.
        final class Remover: View {
            var victim: View?
            override var alignmentRectInsets: EdgeInsets {
                victim?.removeFromSuperview()
                victim = nil
                return .zero
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let remover = Remover(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        let victim = View(frame: CGRect(x: 100, y: 10, width: 40, height: 20))
        root.addSubview(remover)
        root.addSubview(victim)
        remover.victim = victim
        let tie = remover.widthAnchor.constraint(equalTo: victim.widthAnchor)
        tie.priority = .defaultLow
        tie.isActive = true
        var errors: [String] = []
        root.diagnosticHandler = { if case .internalError = $0.kind { errors.append($0.message) } }
        root.layoutIfNeeded()
        XCTAssertNil(victim.superview)
        XCTAssertEqual(victim.engineIndex, -1)
        XCTAssertEqual(remover.frame, CGRect(x: 10, y: 10, width: 50, height: 20))
        XCTAssertEqual(errors, [])
        XCTAssertEqual(root.engine.invariantViolations(), [])
    }
}
