@testable import AutoLayout
import Foundation
import XCTest

final class ViewTests: XCTestCase {
    func testFrameBoundsAndCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 95, width: 40, height: 10))
        XCTAssertEqual(View(frame: CGRect(x: 10, y: 10, width: -5, height: 5)).frame, CGRect(x: 5, y: 10, width: 5, height: 5))
        XCTAssertEqual(View.noIntrinsicMetric, -1)
        XCTAssertEqual(View().intrinsicContentSize, CGSize(width: -1, height: -1))
        XCTAssertTrue(View().translatesAutoresizingMaskIntoConstraints)
    }

    func testHierarchy() {
        let root = View()
        let a = View(), b = View(), c = View(), d = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
        root.insertSubview(d, aboveSubview: c)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [c, d, a, b].map(ObjectIdentifier.init))
        root.insertSubview(b, belowSubview: d)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [c, b, d, a].map(ObjectIdentifier.init))
        root.insertSubview(c, aboveSubview: a)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [b, d, a, c].map(ObjectIdentifier.init))
        root.insertSubview(a, at: 99)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [b, d, c, a].map(ObjectIdentifier.init))
        // Moving to another superview takes the view out of the old one.
        a.addSubview(d)
        XCTAssertTrue(d.superview === a)
        XCTAssertEqual(root.subviews.count, 3)
        XCTAssertTrue(d.isDescendant(of: root))
        XCTAssertTrue(d.isDescendant(of: d))
        XCTAssertFalse(root.isDescendant(of: d))
        XCTAssertTrue(d.rootView === root)
        XCTAssertTrue(d.nearestCommonAncestor(with: b) === root)
        XCTAssertTrue(d.nearestCommonAncestor(with: a) === a)
        XCTAssertNil(d.nearestCommonAncestor(with: View()))
        d.removeFromSuperview()
        XCTAssertNil(d.superview)
        XCTAssertTrue(a.subviews.isEmpty)
    }

    func testAddingAnAncestorAsASubviewIsRefused() {
        let (root, log) = makeRoot()
        let child = View()
        root.addSubview(child)
        child.addSubview(root)
        XCTAssertNil(root.superview)
        child.addSubview(child)
        XCTAssertTrue(child.subviews.isEmpty)
        XCTAssertEqual(log.entries.count, 2)
        // Two levels up; and a leaf, which cannot be an ancestor, is added without a walk.
        let grandchild = View()
        child.addSubview(grandchild)
        grandchild.addSubview(root)
        XCTAssertNil(root.superview)
        XCTAssertEqual(log.entries.count, 3)
        let leaf = View()
        grandchild.addSubview(leaf)
        XCTAssertTrue(leaf.superview === grandchild)
        XCTAssertEqual(log.entries.count, 3)
    }

    func testHooksAreCalled() {
        final class Recording: View {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: View?) { events.append("willMove \(newSuperview != nil)") }
            override func didMoveToSuperview() { events.append("didMove \(superview != nil)") }
            override func didAddSubview(_ subview: View) { events.append("didAdd") }
            override func willRemoveSubview(_ subview: View) { events.append("willRemove") }
        }
        let parent = Recording()
        let child = Recording()
        parent.addSubview(child)
        child.removeFromSuperview()
        XCTAssertEqual(parent.events, ["didAdd", "willRemove"])
        XCTAssertEqual(child.events, ["willMove true", "didMove true", "willMove false", "didMove false"])
    }

    func testConvertPointsAndRects() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = View(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 16, y: 27))
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: root), CGPoint(x: 16, y: 27))
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: c), CGPoint(x: -184, y: -73))
        XCTAssertEqual(c.convert(CGPoint(x: -184, y: -73), to: b), CGPoint(x: 1, y: 2))
        XCTAssertEqual(root.convert(CGPoint(x: 16, y: 27), from: nil), CGPoint(x: 16, y: 27))
        XCTAssertEqual(b.convert(CGPoint(x: 16, y: 27), from: root), CGPoint(x: 1, y: 2))
        XCTAssertEqual(
            b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a), CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(
            a.convert(CGRect(x: 5, y: 5, width: 10, height: 10), from: c), CGRect(x: 195, y: 85, width: 10, height: 10))
        // A bounds origin shifts what the subviews show.
        a.bounds = CGRect(x: 3, y: 4, width: 100, height: 100)
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 12, y: 21))
    }

    func testDescription() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667.5))
        XCTAssertEqual(view.description, "<View: \(addressOf(view)); frame = (0 0; 375 667.5)>")
        view.debugName = "header"
        view.isHidden = true
        XCTAssertEqual(view.description, "<View: \(addressOf(view)); name = 'header'; frame = (0 0; 375 667.5); hidden = YES>")
    }

    func testRarelySetStateIsMadeOnlyWhenAViewLeavesItsDefaults() throws {
        let (root, log) = makeRoot()
        let child = makeSubview(of: root)
        activate([
            try LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
        ])
        // Writing the defaults (or nothing) makes nothing.
        child.debugName = nil
        child.diagnosticHandler = nil
        child.layoutIfNeeded()
        XCTAssertNil(child.extras)
        XCTAssertEqual(child.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(child.safeAreaInsets, .zero)
        XCTAssertEqual(child.layoutGuides.count, 0)
        assertFrame(child, 8, 10, 100, 50)

        // The root's margins, read through a margin anchor, move the child once they are set.
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        XCTAssertNotNil(root.extras)
        root.layoutIfNeeded()
        assertFrame(child, 30, 10, 100, 50)
        XCTAssertNil(child.extras)

        // A guide lives in the extras and leaves them when removed.
        let guide = LayoutGuide()
        child.addLayoutGuide(guide)
        XCTAssertTrue(child.layoutGuides.first === guide)
        child.removeLayoutGuide(guide)
        XCTAssertEqual(child.layoutGuides.count, 0)
        child.debugName = "badge"
        XCTAssertEqual(child.extras?.debugName, "badge")
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testTreesAreReleased() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let (root, _) = makeRoot()
            let child = makeSubview(of: root)
            activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }

    // A view joining a laid-out tree brings the constraints installed on it: its own size, activated
    // before it was added, and a leaf's, activated after.
    func testAViewAddedToALaidOutTreeBringsItsConstraints() {
        let (root, log) = makeRoot(width: 300, height: 200)
        let first = makeSubview(of: root)
        activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        let sized = View()
        sized.translatesAutoresizingMaskIntoConstraints = false
        activate([sized.widthAnchor.constraint(equalToConstant: 30), sized.heightAnchor.constraint(equalToConstant: 20)])
        root.addSubview(sized)
        let leaf = makeSubview(of: root)
        activate([
            sized.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
            sized.topAnchor.constraint(equalTo: first.topAnchor),
            leaf.leadingAnchor.constraint(equalTo: sized.trailingAnchor),
            leaf.topAnchor.constraint(equalTo: sized.bottomAnchor),
            leaf.widthAnchor.constraint(equalTo: sized.widthAnchor), leaf.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        assertFrame(sized, 65, 10, 30, 20)
        assertFrame(leaf, 95, 30, 30, 1)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    // Freeing a laid-out root forgets its engine's state in everything that outlives it: a subtree the
    // app kept (two levels deep, with constraints of its own) and a guide of the root itself lay out in
    // a new tree. The guide's constraints were installed on the freed root and went with it.
    func testWhatOutlivesAFreedRootLaysOutInANewTree() {
        weak var weakRoot: View?
        var kept: (card: View, badge: View, guide: LayoutGuide)?
        do {
            let (root, _) = makeRoot(width: 300, height: 200)
            let card = makeSubview(of: root)
            let badge = makeSubview(of: card)
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                badge.widthAnchor.constraint(equalToConstant: 16), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                guide.widthAnchor.constraint(equalToConstant: 3), guide.heightAnchor.constraint(equalToConstant: 4),
            ])
            root.layoutIfNeeded()
            assertFrame(badge, 80, 4, 16, 16)
            kept = (card, badge, guide)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        guard let (card, badge, guide) = kept else { return XCTFail("nothing kept") }
        XCTAssertNil(card.superview)
        let (root, log) = makeRoot(width: 400, height: 300)
        root.addSubview(card)
        root.addLayoutGuide(guide)
        activate([
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            guide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -6),
            guide.widthAnchor.constraint(equalToConstant: 7), guide.heightAnchor.constraint(equalToConstant: 8),
        ])
        root.layoutIfNeeded()
        // The card's size and the badge's constraints are held by the subtree, which kept them active.
        assertFrame(card, 270, 210, 100, 50)
        assertFrame(badge, 80, 4, 16, 16)
        assertRect(guide.layoutFrame, CGRect(x: 388, y: 286, width: 7, height: 8))
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    // A view being freed is a root: its subtree goes with it level by level, whether it was laid out
    // (its engine's state forgotten once, at the top) or not.
    func testADeepTreeIsReleasedWhetherOrNotItWasLaidOut() {
        for laidOut in [false, true] {
            weak var weakRoot: View?
            weak var weakDeepest: View?
            do {
                let (root, _) = makeRoot(width: 300, height: 200)
                var parent = root
                var constraints: [LayoutConstraint] = []
                for _ in 0..<50 {
                    let view = makeSubview(of: parent)
                    constraints += [
                        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                        view.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -2),
                        view.heightAnchor.constraint(equalTo: parent.heightAnchor, constant: -2),
                    ]
                    parent = view
                }
                activate(constraints)
                if laidOut {
                    root.layoutIfNeeded()
                    assertFrame(parent, 1, 1, 200, 100)
                }
                weakRoot = root
                weakDeepest = parent
            }
            XCTAssertNil(weakRoot, "laid out: \(laidOut)")
            XCTAssertNil(weakDeepest, "laid out: \(laidOut)")
        }
    }

    func testSeparateTreesLayOutInParallel() {
        let results = UnsafeMutableBufferPointer<CGFloat>.allocate(capacity: 8)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = results
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(100 + index), height: 100))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            try? LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
            ])
            root.layoutIfNeeded()
            shared[index] = child.frame.width
        }
        for index in 0..<8 { XCTAssertEqual(results[index], CGFloat(80 + index)) }
    }

    // Code written for UIKit finds views among `AnyObject`s with `as? NSObject` and compares them with
    // NSObject's `==` (identity, as `isEqual:` is by default).
    /// A 10 × 10 sibling of `container`, right of it, whose last baseline (its bottom) follows the
    /// container's.
    private func baselineFollower(of container: View) -> View {
        let label = makeSubview(of: container.superview!)
        activate([
            label.leftAnchor.constraint(equalTo: container.rightAnchor), label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
            label.lastBaselineAnchor.constraint(equalTo: container.lastBaselineAnchor),
        ])
        return label
    }

    func testAViewThatLeftAStackWhoseBaselineWasFollowedLaysOutAgainWhereverItGoes() {
        // An outside label follows the stack's last baseline, which the stack resolves to its last
        // arranged view. That view leaves: the constraint, which names the stack, stays and follows
        // the new last view (UIKit removes only constraints naming the subtree). The view that left is
        // an ordinary view again: constrained elsewhere, it lays out (it used to trap in the solver,
        // its engine count driven below zero by the constraint that still read it).
        let (root, log) = makeRoot(width: 300, height: 300)
        let a = FixedSizeView(width: 50, height: 20)
        let b = FixedSizeView(width: 50, height: 30)
        let stack = addSubview(StackView(arrangedSubviews: [a, b]), to: root)
        stack.axis = .vertical
        activate([stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        let label = baselineFollower(of: stack)
        root.layoutIfNeeded()
        assertFrame(label, 50, 40, 10, 10)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        assertFrame(label, 50, 10, 10, 10)
        root.addSubview(b)
        activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        assertFrame(b, 100, 100, 50, 30)
        assertFrame(label, 50, 10, 10, 10)
        XCTAssertEqual(log.entries.map(\.message), [])
    }

    func testAContainerWhoseBaselineViewLeftIsFollowedAtOnce() {
        // A container of its own that names a child for its last baseline: when the child leaves,
        // the constraint on the baseline follows the container itself in the very next layout.
        final class Captioned: View {
            var caption: View?
            override var forLastBaselineLayout: View { caption?.superview === self ? caption! : self }
        }
        let (root, log) = makeRoot(width: 300, height: 300)
        let box = addSubview(Captioned(), to: root)
        box.translatesAutoresizingMaskIntoConstraints = false
        let caption = makeSubview(of: box)
        box.caption = caption
        activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 60),
            caption.leftAnchor.constraint(equalTo: box.leftAnchor), caption.topAnchor.constraint(equalTo: box.topAnchor),
            caption.widthAnchor.constraint(equalToConstant: 100), caption.heightAnchor.constraint(equalToConstant: 20),
        ])
        let label = baselineFollower(of: box)
        root.layoutIfNeeded()
        assertFrame(label, 100, 10, 10, 10)
        caption.removeFromSuperview()
        root.layoutIfNeeded()
        assertFrame(label, 100, 50, 10, 10)
        XCTAssertEqual(log.entries.map(\.message), [])
    }

    func testAConstraintThroughAnAncestorWithAMovedBoundsOriginIsReadInTheHoldersCoordinates() {
        // "The numbers in a constraint are interpreted in the coordinate system of the view it is
        // installed on": a child of a panel whose bounds start at y = 100 lines up with a view outside
        // it where convert(_:to:) puts it, and follows when the panel's origin moves again.
        let (root, _) = makeRoot(width: 300, height: 300)
        let panel = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        panel.bounds = CGRect(x: 0, y: 100, width: 300, height: 300)
        root.addSubview(panel)
        let anchor = View(frame: CGRect(x: 20, y: 40, width: 50, height: 50))
        root.addSubview(anchor)
        let child = makeSubview(of: panel)
        activate([
            child.topAnchor.constraint(equalTo: anchor.topAnchor), child.leadingAnchor.constraint(equalTo: anchor.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(child, 20, 140, 10, 10)
        assertRect(child.convert(child.bounds, to: root), CGRect(x: 20, y: 40, width: 10, height: 10))
        panel.bounds = CGRect(x: 5, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        assertFrame(child, 25, 40, 10, 10)
    }

    func testAViewIsAnNSObjectEqualOnlyToItself() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let item: AnyObject = view
        let object = item as? NSObject
        XCTAssertTrue(object === view)
        XCTAssertEqual(object, view)
        XCTAssertNotEqual(view, View(frame: view.frame))
        XCTAssertEqual(Set<NSObject>([view, view, View()]).count, 2)
        XCTAssertEqual(object?.description, "<View: \(addressOf(view)); frame = (0 0; 10 10)>")
    }
}
