import AutoLayout
import Foundation
import XCTest

/// Layout guides: ownership, frames, constraints, removal and descriptions.
final class LayoutGuideTests: XCTestCase {
    func testAGuideBelongsToOneViewAndIsNotASubview() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: .zero)
        let guide = LayoutGuide()
        XCTAssertEqual(guide.identifier, "")
        XCTAssertNil(guide.owningView)
        a.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === a)
        XCTAssertEqual(a.layoutGuides.count, 1)
        XCTAssertTrue(a.subviews.isEmpty)
        b.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === b)
        XCTAssertTrue(a.layoutGuides.isEmpty)
        b.removeLayoutGuide(guide)
        XCTAssertNil(guide.owningView)
        XCTAssertTrue(b.layoutGuides.isEmpty)
    }

    func testGuidesSpaceViewsEquallyAndTheirFramesAreInTheOwnersCoordinates() {
        // Two spacer guides of equal width between three 50-point views.
        let (root, log) = makeRoot(width: 330, height: 100)
        let container = makeSubview(of: root)
        let views = (0..<3).map { _ in FixedSizeView(width: 50, height: 20) }
        for view in views { container.addSubview(view) }
        let spacers = (0..<2).map { _ in LayoutGuide() }
        for spacer in spacers { container.addLayoutGuide(spacer) }
        activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -15),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.heightAnchor.constraint(equalToConstant: 20),
            views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacers[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[1].leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacers[0].widthAnchor.constraint(equalTo: spacers[1].widthAnchor),
            spacers[0].topAnchor.constraint(equalTo: container.topAnchor),
            spacers[0].heightAnchor.constraint(equalToConstant: 5),
            spacers[1].topAnchor.constraint(equalTo: spacers[0].bottomAnchor),
            spacers[1].heightAnchor.constraint(equalTo: spacers[0].heightAnchor),
        ] + views.map { $0.topAnchor.constraint(equalTo: container.topAnchor) })
        root.layoutIfNeeded()
        // (300 - 150) / 2 = 75 per spacer.
        assertFrame(views[1], 125, 0, 50, 20)
        assertFrame(views[2], 250, 0, 50, 20)
        assertRect(spacers[0].layoutFrame, CGRect(x: 50, y: 0, width: 75, height: 5))
        assertRect(spacers[1].layoutFrame, CGRect(x: 175, y: 5, width: 75, height: 5))
        XCTAssertTrue(log.entries.isEmpty)
        // Constraints between guides and views are installed on the owning view.
        XCTAssertEqual(container.constraints.count, 15)
    }

    func testRemovingAGuideDeactivatesItsConstraints() {
        let (root, _) = makeRoot(width: 300, height: 100)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let view = makeSubview(of: root)
        let pin = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 40),
            pin, view.widthAnchor.constraint(equalToConstant: 10), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 40, 0, 10, 10)
        root.removeLayoutGuide(guide)
        XCTAssertFalse(pin.isActive)
        // Left on the root: the view's top (its width and height are installed on the view itself).
        XCTAssertEqual(root.constraints.count, 1)
    }

    func testAGuideWithoutAnOwnerCannotBeConstrained() {
        let guide = LayoutGuide()
        XCTAssertThrowsError(try LayoutConstraint.activate([guide.widthAnchor.constraint(equalToConstant: 10)])) {
            guard case LayoutError.unsupportedItem(let item) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(item === guide)
        }
    }

    func testDescriptionsNameSystemGuidesAsUIKitDoes() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.debugName = "card"
        let margins = view.layoutMarginsGuide
        XCTAssertEqual(margins.identifier, "UIViewLayoutMarginsGuide")
        XCTAssertEqual(view.safeAreaLayoutGuide.identifier, "UIViewSafeAreaLayoutGuide")
        let left = view.constraints.first { $0.identifier == "UIView-leftMargin-guide-constraint" }
        XCTAssertEqual(
            left?.description,
            "<LayoutConstraint:\(addressOf(left!)) 'UIView-leftMargin-guide-constraint' "
                + "LayoutGuide:\(addressOf(margins))'UIViewLayoutMarginsGuide'.left == View:card.left + 8   (active)>")
        XCTAssertTrue(margins.description.hasPrefix("<LayoutGuide: \(addressOf(margins)) - \"UIViewLayoutMarginsGuide\""))
        // The guide's constraints are the view's: four for the margins, four for the safe area.
        XCTAssertEqual(view.constraints.count, 8)
        XCTAssertTrue(view.layoutGuides.isEmpty)
    }

    // A constraint's items are found among `AnyObject`s with `as? NSObject`, guides as well as views.
    func testAGuideIsAnNSObjectEqualOnlyToItself() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
        let item = width.firstItem as? NSObject
        XCTAssertTrue(item === guide)
        XCTAssertEqual(item, guide)
        XCTAssertNotEqual(guide, LayoutGuide())
        XCTAssertTrue((width.secondItem as? NSObject) === view)
    }

    // MARK: layoutFrame during the layout pass

    /// A view that records its guides' frames on entering `layoutSubviews()`, before `super`.
    private final class GuideReader: View {
        let guide = LayoutGuide()
        var seen: [CGRect] = []
        var seenMargins: [CGRect] = []
        override func layoutSubviews() {
            seen.append(guide.layoutFrame)
            seenMargins.append(layoutMarginsGuide.layoutFrame)
            super.layoutSubviews()
        }
    }

    func testAGuidesFrameIsCurrentWhenItsOwnersLayoutSubviewsIsCalled() {
        // "This property contains a valid CGRect value by the time its owning view's layoutSubviews()
        // method is called" (UILayoutGuide.layoutFrame): before super too, and after a change.
        let (root, _) = makeRoot(width: 300, height: 300)
        let reader = addSubview(GuideReader(), to: root)
        reader.addLayoutGuide(reader.guide)
        let inset = reader.guide.leadingAnchor.constraint(equalTo: reader.leadingAnchor, constant: 10)
        activate([
            reader.leadingAnchor.constraint(equalTo: root.leadingAnchor), reader.topAnchor.constraint(equalTo: root.topAnchor),
            reader.widthAnchor.constraint(equalToConstant: 200), reader.heightAnchor.constraint(equalToConstant: 100),
            inset, reader.guide.topAnchor.constraint(equalTo: reader.topAnchor),
            reader.guide.widthAnchor.constraint(equalToConstant: 50), reader.guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = reader.layoutMarginsGuide
        root.layoutIfNeeded()
        XCTAssertEqual(reader.seen.last, CGRect(x: 10, y: 0, width: 50, height: 20))
        XCTAssertEqual(reader.seenMargins.last, CGRect(x: 8, y: 8, width: 184, height: 84))
        inset.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(reader.seen.last, CGRect(x: 30, y: 0, width: 50, height: 20))
        XCTAssertEqual(reader.guide.layoutFrame, CGRect(x: 30, y: 0, width: 50, height: 20))
    }

    /// A view that places its one subview by hand on its margins, without calling `super`.
    private final class ManualMarginsView: View {
        let child = View()
        override func layoutSubviews() { child.frame = layoutMarginsGuide.layoutFrame }
    }

    func testAViewLaidOutByHandReadsItsMarginsGuideWithoutCallingSuper() {
        let (root, _) = makeRoot(width: 300, height: 300)
        let manual = ManualMarginsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(manual)
        manual.addSubview(manual.child)
        root.layoutIfNeeded()
        assertFrame(manual.child, 8, 8, 84, 84)
        manual.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        assertFrame(manual.child, 8, 8, 184, 84)
    }

    func testTheSafeAreaGuideIsCurrentInViewWillLayoutSubviewsAfterARotation() {
        final class Reader: ViewController {
            var seen: [CGRect] = []
            override func viewWillLayoutSubviews() { seen.append(view.safeAreaLayoutGuide.layoutFrame) }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let controller = Reader()
        window.rootViewController = controller
        _ = controller.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        XCTAssertEqual(controller.seen.last, CGRect(x: 0, y: 47, width: 390, height: 763))
        window.size = CGSize(width: 844, height: 390)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.seen.last, CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    func testASystemGuideFirstReadAfterALayoutHasItsFrameAtOnce() {
        // Made by the read, after the tree has laid out: its constraints are solved for the read.
        let (root, _) = makeRoot(width: 300, height: 300)
        let panel = View(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        root.addSubview(panel)
        root.layoutIfNeeded()
        XCTAssertEqual(panel.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 40, width: 120, height: 80))
    }
}
