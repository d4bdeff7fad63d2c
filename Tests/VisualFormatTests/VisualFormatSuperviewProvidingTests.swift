import AutoLayout
import VisualFormat
import XCTest

/// A layout item that is not a view, standing in for a layout guide: `|` next to it is its owning view.
private final class GuideLikeItem: VisualFormatSuperviewProviding {
    weak var owner: View?

    init(owner: View?) {
        self.owner = owner
    }

    var visualFormatSuperview: View? { owner }
}

/// A layout item that belongs to no view.
private final class LooseItem: LayoutItem {}

/// `VisualFormatSuperviewProviding`: layout items other than views in a format.
final class VisualFormatSuperviewProvidingTests: XCTestCase {
    func testPipeNextToAGuideIsItsOwningView() {
        let root = View()
        let guide = GuideLikeItem(owner: root)
        let view = View()
        root.addSubview(view)
        let views: [String: any LayoutItem] = ["guide": guide, "view": view, "super": root]
        XCTAssertEqual(
            equations("|-10-[guide]-[view]-|", views: views),
            ["guide.leading == super.leading + 10", "view.leading == guide.trailing + 8", "super.trailingMargin == view.trailing"])
        XCTAssertEqual(equations("V:[guide(==view)]", views: views), ["guide.height == view.height"])
    }

    func testAGuideWithoutAnOwnerHasNoSuperview() {
        let guide = GuideLikeItem(owner: nil)
        XCTAssertEqual(parseError("|[guide]", views: ["guide": guide]), .missingSuperview(format: "|[guide]", offset: 7))
    }

    func testAnItemThatIsNeitherHasNoSuperviewButRelatesToViews() {
        let item = LooseItem()
        let view = View()
        let views: [String: any LayoutItem] = ["item": item, "view": view]
        XCTAssertEqual(equations("[item]-5-[view]", views: views), ["view.leading == item.trailing + 5"])
        XCTAssertEqual(parseError("[item]|", views: views), .missingSuperview(format: "[item]|", offset: 6))
    }
}
