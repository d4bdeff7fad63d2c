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
}
