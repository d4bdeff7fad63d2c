import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// `view.layout.<attribute>` items as targets.
final class ConstraintItemTests: XCTestCase {
    func testItemsNameTheirTargetAndAttributes() {
        let view = View()
        let guide = LayoutGuide()
        let top = view.layout.top
        XCTAssertTrue(top.target === view)
        XCTAssertEqual(top.attributes, [.top])
        XCTAssertEqual(guide.layout.size.attributes, [.width, .height])
        XCTAssertTrue(guide.layout.center.target === guide)
        let name = "View:0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        XCTAssertEqual(top.description, "\(name).top")
        XCTAssertEqual(view.layout.horizontalEdges.description, "\(name).[left, right]")
    }

    func testItemsHoldTheirViewWeaklyAndADeallocatedTargetIsReported() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        var item: ConstraintItem?
        do {
            let gone = View()
            item = gone.layout.bottom
        }
        XCTAssertNil(item?.target)
        let problems = box.layout(log).makeConstraints { make in make.top.equalTo(item!) }
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(log.texts[0].hasSuffix("cannot be related to a deallocated item; use a number, size, point, insets, view, layout guide or `layout` attribute."))
    }

    func testGuideItemsAsTargets() {
        let (root, log) = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.layout(log).makeConstraints { make in
            make.top.left.equalToSuperview().offset(40)
            make.size.equalTo(100)
        }
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.top.equalTo(guide.layout.bottom)
            make.left.equalTo(guide.layout.right).offset(1)
            make.size.equalTo(guide.layout.width).multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        assertFrame(box, 141, 140, 50, 50)
        XCTAssertTrue(log.errors.isEmpty)
    }
}
