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
        let weakWidth = box.widthAnchor.constraint(equalToConstant: 100)
        weakWidth.priority = .defaultLow
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 20),
            weakWidth,
        ])
        root.layoutIfNeeded()
        return (root, box)
    }

    func testASolverThatFailsOnItsSideIsReplacedAndTheTreeLaidOutAgain() throws {
        let (root, box) = try makeTree()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 20))
        var messages: [String] = []
        root.diagnosticHandler = { [unowned root] diagnostic in
            guard case .internalError = diagnostic.kind else { return }
            messages.append(diagnostic.message)
            // The failing engine's cap would pass to the new one: lifted here, the new one finishes.
            root.engineIfCreated?.solverPivotCap = nil
        }
        // Winning over the width at 250 takes a pivot, which the cap forbids: the solver stops with
        // the new constraint held and the old width still in place.
        let failing = root.engine
        failing.solverPivotCap = 0
        let strongerWidth = box.widthAnchor.constraint(equalToConstant: 60)
        strongerWidth.priority = .defaultHigh
        strongerWidth.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(messages, ["Layout engine: Internal solver inconsistency: the simplex did not finish in 0 pivots."])
        XCTAssertFalse(root.engine === failing)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 60, height: 20))
        // The new engine goes on like any other.
        strongerWidth.constant = 70
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 70, height: 20))
        XCTAssertEqual(messages.count, 1)
    }

    func testTheReplacementThatFailsTooReportsAndGoesOn() throws {
        let (root, box) = try makeTree()
        var messages: [String] = []
        root.diagnosticHandler = { diagnostic in
            if case .internalError = diagnostic.kind { messages.append(diagnostic.message) }
        }
        root.engine.solverPivotCap = 0
        let strongerWidth = box.widthAnchor.constraint(equalToConstant: 60)
        strongerWidth.priority = .defaultHigh
        strongerWidth.isActive = true
        // The cap stays with the tree, so the new engine's first layout fails as well: one start over,
        // not one per failure, and the pass ends.
        let first = root.engine
        root.layoutIfNeeded()
        let second = root.engine
        XCTAssertFalse(second === first)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages.allSatisfy { $0.hasPrefix("Layout engine: Internal solver inconsistency: the simplex did not finish") })
        XCTAssertEqual(box.frame.minX, 10, accuracy: 1e-6)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine === second)
        XCTAssertEqual(messages.count, 2)
    }

    func testAGuidesFrameReadAcrossAStartOverComesFromTheNewEngine() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let weakWidth = guide.widthAnchor.constraint(equalToConstant: 100)
        weakWidth.priority = .defaultLow
        try LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.heightAnchor.constraint(equalToConstant: 20),
            weakWidth,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 10, width: 100, height: 20))
        var messages: [String] = []
        root.diagnosticHandler = { [unowned root] diagnostic in
            guard case .internalError = diagnostic.kind else { return }
            messages.append(diagnostic.message)
            root.engineIfCreated?.solverPivotCap = nil
        }
        // The guide's frame is read straight after the change: the flush it runs starts over in a new
        // engine, and the frame comes from that one.
        let failing = root.engine
        failing.solverPivotCap = 0
        let strongerWidth = guide.widthAnchor.constraint(equalToConstant: 60)
        strongerWidth.priority = .defaultHigh
        strongerWidth.isActive = true
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 10, width: 60, height: 20))
        XCTAssertEqual(messages, ["Layout engine: Internal solver inconsistency: the simplex did not finish in 0 pivots."])
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
