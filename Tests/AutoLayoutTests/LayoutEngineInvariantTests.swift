@testable import AutoLayout
import CassowaryTestSupport
import Foundation
import XCTest

/// The engine's self-check under the solver's invariant flag: it stays quiet through random changes,
/// survives the engine starting over, and does report a broken slot table.
final class LayoutEngineInvariantTests: XCTestCase {
    /// The internal errors a tree reports while `body` runs on it.
    private func internalErrors(of root: View, _ body: () -> Void) -> [String] {
        var errors: [String] = []
        root.diagnosticHandler = { if case .internalError = $0.kind { errors.append($0.message) } }
        body()
        root.diagnosticHandler = nil
        return errors
    }

    func testRandomChangesKeepTheEngineInvariants() {
        var random = SplitMix64(seed: 0xe1)
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.checksEngineInvariants = true
        var views = [root]
        var constraints: [LayoutConstraint] = []
        let errors = internalErrors(of: root) {
            for _ in 0..<300 {
                switch random.int(in: 0...5) {
                case 0, 1:
                    let view = random.int(in: 0...2) == 0 ? Label() : View()
                    (view as? Label)?.text = "Text \(random.int(in: 0...99))"
                    view.translatesAutoresizingMaskIntoConstraints = random.int(in: 0...2) == 0
                    views[random.int(in: 0...views.count - 1)].addSubview(view)
                    views.append(view)
                case 2:
                    let index = random.int(in: 1...max(1, views.count - 1))
                    if index < views.count {
                        views[index].removeFromSuperview()
                        views.remove(at: index)
                    }
                case 3, 4:
                    let a = views[random.int(in: 0...views.count - 1)], b = views[random.int(in: 0...views.count - 1)]
                    guard a.rootView === b.rootView else { continue }
                    let constraint = random.int(in: 0...1) == 0
                        ? a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: CGFloat(random.int(in: -20...39)))
                        : a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: CGFloat(random.int(in: 0...39)))
                    constraint.priority = LayoutPriority(Float(250 + 250 * random.int(in: 0...3)))
                    constraint.isActive = true
                    constraints.append(constraint)
                default:
                    if !constraints.isEmpty { constraints.remove(at: random.int(in: 0...constraints.count - 1)).isActive = false }
                    root.layoutIfNeeded()
                }
            }
            root.layoutIfNeeded()
        }
        XCTAssertEqual(errors, [])
        XCTAssertEqual(root.engine.invariantViolations(), [])
    }

    func testTheFlagSurvivesTheEngineStartingOver() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.checksEngineInvariants = true
        let first = root.engine
        first.rebuild()
        XCTAssertFalse(root.engine === first)
        XCTAssertTrue(root.checksEngineInvariants)
    }

    func testTheCheckReportsASlotThatIsBothInUseAndFree() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 40).isActive = true
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(child.engineIfRegistered)
        XCTAssertEqual(engine.invariantViolations(), [])
        engine.registry.freeSlots.append(child.engineIndex)
        root.checksEngineInvariants = true
        let errors = internalErrors(of: root) {
            child.widthAnchor.constraint(equalToConstant: 50).isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(errors, ["Layout engine: invariant violated: slot \(child.engineIndex) is in use and free"])
        engine.registry.freeSlots.removeLast()
    }
}
