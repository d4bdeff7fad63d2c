@testable import AutoLayout
import CassowaryTestSupport
import Foundation
import XCTest

/// The references a tree holds without retaining them stay sound through hierarchy changes,
/// activation, layout and objects being freed, and the check that says so does catch a broken one.
final class ViewReferenceInvariantTests: XCTestCase {
    func testALaidOutTreeWithGuidesAndCrossLevelConstraintsHoldsItsInvariants() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = View(), title = Label(), badge = View()
        root.addSubview(card)
        card.addSubview(title)
        root.addSubview(badge)
        let guide = LayoutGuide()
        card.addLayoutGuide(guide)
        title.text = "Title"
        activate(pinned(card, in: root, inset: 20))
        activate([
            guide.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        title.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        activate([
            title.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            title.topAnchor.constraint(equalTo: guide.topAnchor),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -4),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
        root.layoutIfNeeded()
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
        XCTAssertEqual(title.frame.minX, 108, accuracy: 1e-6)
        XCTAssertEqual(badge.frame, CGRect(x: 306, y: title.frame.midY + 20 - 5, width: 10, height: 10))

        root.frame.size.width = 400
        root.layoutIfNeeded()
        card.removeFromSuperview()
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
        XCTAssertEqual(card.unretainedReferenceViolations(), [])
        root.layoutIfNeeded()
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
    }

    func testConstraintsLeftLooseByAFreedViewKeepTheirListsSound() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let kept = View()
        root.addSubview(kept)
        var loose: [LayoutConstraint] = []
        do {
            let gone = View()
            loose = [
                kept.widthAnchor.constraint(equalTo: gone.widthAnchor),
                gone.heightAnchor.constraint(equalTo: kept.heightAnchor, multiplier: 2),
                kept.leadingAnchor.constraint(equalTo: gone.trailingAnchor),
            ]
            XCTAssertEqual(gone.unretainedReferenceViolations(), [])
            XCTAssertEqual(root.unretainedReferenceViolations(), [])
        }
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
        XCTAssertNil(loose[0].secondItem)
        XCTAssertNil(loose[1].firstItem)
        loose.removeFirst()
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
        loose.removeAll()
        XCTAssertEqual(root.unretainedReferenceViolations(), [])
    }

    func testRandomHierarchyAndConstraintChangesKeepTheInvariants() {
        var random = SplitMix64(seed: 0x5eed)
        let roots = (0..<2).map { View(frame: CGRect(x: 0, y: 0, width: 300 + 20 * CGFloat($0), height: 400)) }
        var views: [View] = roots
        var constraints: [LayoutConstraint] = []
        for step in 0..<400 {
            switch random.int(in: 0...6) {
            case 0, 1:
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = random.int(in: 0...1) == 0
                views[random.int(in: 0...views.count - 1)].addSubview(view)
                views.append(view)
            case 2:
                let view = views[random.int(in: 0...views.count - 1)]
                if !roots.contains(where: { $0 === view }) {
                    if random.int(in: 0...1) == 0 {
                        view.removeFromSuperview()
                    } else {
                        let target = views[random.int(in: 0...views.count - 1)]
                        if target !== view, !target.isDescendant(of: view) { target.addSubview(view) }
                    }
                }
            case 3, 4:
                let a = views[random.int(in: 0...views.count - 1)], b = views[random.int(in: 0...views.count - 1)]
                let constraint = random.int(in: 0...1) == 0
                    ? a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: CGFloat(random.int(in: 0...39)))
                    : a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: CGFloat(random.int(in: 0...39)))
                constraint.priority = LayoutPriority(Float(250 + 250 * random.int(in: 0...3)))
                if a.rootView === b.rootView { constraint.isActive = true }
                constraints.append(constraint)
            case 5:
                if !constraints.isEmpty {
                    let index = random.int(in: 0...constraints.count - 1)
                    if random.int(in: 0...1) == 0 {
                        constraints[index].isActive = false
                    } else {
                        constraints.remove(at: index)
                    }
                }
            default:
                if views.count > 4 {
                    // Let go of a detached view: the tree and the constraints naming it drop it.
                    let index = random.int(in: 0...views.count - 1)
                    if views[index].superview == nil, !roots.contains(where: { $0 === views[index] }) {
                        views.remove(at: index)
                    }
                }
                roots[random.int(in: 0...roots.count - 1)].layoutIfNeeded()
            }
            for view in views where view.superview == nil {
                let violations = view.unretainedReferenceViolations()
                XCTAssertEqual(violations, [], "after step \(step)")
                if !violations.isEmpty { return }
            }
        }
    }

    func testTheCheckReportsASubviewThatDoesNotNameItsSuperview() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        child.superviewReference = nil
        defer { child.superviewReference = Unmanaged.passUnretained(root) }
        XCTAssertEqual(
            root.unretainedReferenceViolations(),
            ["View \(ObjectIdentifier(root)): subview \(ObjectIdentifier(child)) does not name it as its superview"])
    }

    func testTheCheckReportsAStaleSubviewThatIsNotHeld() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stranger = View()
        root.staleSubviews.append(Unmanaged.passUnretained(stranger))
        defer { root.staleSubviews.removeAll() }
        XCTAssertEqual(
            root.unretainedReferenceViolations(),
            ["View \(ObjectIdentifier(root)): a listed moved subview is neither a subview nor kept alive"])
    }
}
