@testable import AutoLayout
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
        var random = SeededRandom(seed: 0x5eed)
        let roots = (0..<2).map { View(frame: CGRect(x: 0, y: 0, width: 300 + 20 * CGFloat($0), height: 400)) }
        var views: [View] = roots
        var constraints: [LayoutConstraint] = []
        for step in 0..<400 {
            switch random.next(below: 7) {
            case 0, 1:
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = random.next(below: 2) == 0
                views[random.next(below: views.count)].addSubview(view)
                views.append(view)
            case 2:
                let view = views[random.next(below: views.count)]
                if !roots.contains(where: { $0 === view }) {
                    if random.next(below: 2) == 0 {
                        view.removeFromSuperview()
                    } else {
                        let target = views[random.next(below: views.count)]
                        if target !== view, !target.isDescendant(of: view) { target.addSubview(view) }
                    }
                }
            case 3, 4:
                let a = views[random.next(below: views.count)], b = views[random.next(below: views.count)]
                let constraint = random.next(below: 2) == 0
                    ? a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: CGFloat(random.next(below: 40)))
                    : a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: CGFloat(random.next(below: 40)))
                constraint.priority = LayoutPriority(Float(250 + 250 * random.next(below: 4)))
                if a.rootView === b.rootView { constraint.isActive = true }
                constraints.append(constraint)
            case 5:
                if !constraints.isEmpty {
                    let index = random.next(below: constraints.count)
                    if random.next(below: 2) == 0 {
                        constraints[index].isActive = false
                    } else {
                        constraints.remove(at: index)
                    }
                }
            default:
                if views.count > 4 {
                    // Let go of a detached view: the tree and the constraints naming it drop it.
                    let index = random.next(below: views.count)
                    if views[index].superview == nil, !roots.contains(where: { $0 === views[index] }) {
                        views.remove(at: index)
                    }
                }
                roots[random.next(below: roots.count)].layoutIfNeeded()
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

/// SplitMix64, so that a failing sequence can be replayed from its seed.
private struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
