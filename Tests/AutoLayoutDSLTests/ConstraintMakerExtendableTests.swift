import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Relations and SnapKit's mapping rules from the maker's attributes to the target's.
final class ConstraintMakerExtendableTests: XCTestCase {
    func testRelationsAndTheirSuperviewForms() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.left.greaterThanOrEqualToSuperview().offset(30)
            make.left.equalTo(0).priority(.low)
            make.top.equalToSuperview()
            make.right.lessThanOrEqualToSuperview().offset(-300)
            make.width.equalTo(100).priority(.high)
            make.height.lessThanOrEqualTo(50)
            make.height.greaterThanOrEqualTo(40)
            make.height.equalTo(1000).priority(.medium)
        }
        XCTAssertEqual(
            root.constraints.map(\.relation), [.greaterThanOrEqual, .equal, .equal, .lessThanOrEqual])
        XCTAssertEqual(box.constraints.map(\.relation), [.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal])
        root.layoutIfNeeded()
        assertFrame(box, 30, 0, 45, 50)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testSuperviewClosureForms() {
        let (root, log) = makeRoot()
        let header = makeChild(of: root)
        header.layout(log).makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(50)
        }
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.top.equalToSuperview { _ in header.layout.bottom }
            make.left.greaterThanOrEqualToSuperview { $0.layout.leftMargin }
            make.left.lessThanOrEqualToSuperview { $0.layout.left }.offset(8)
            make.bottom.equalToSuperview { $0 }.offset(-1)
            make.width.equalTo(10)
        }
        root.layoutIfNeeded()
        assertFrame(box, 8, 50, 10, 616)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testASingleTargetAttributeTakesEveryAttribute() {
        let (root, log) = makeRoot()
        let bar = makeChild(of: root)
        bar.layout(log).makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalTo(100)
            make.height.equalTo(20)
        }
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.top.left.equalTo(bar.layout.bottom)
            make.width.height.equalTo(bar.layout.height).multipliedBy(2)
        }
        XCTAssertFalse(log.errors.isEmpty)
        // left to a bottom is a horizontal-vertical pairing Auto Layout refuses; top to bottom is made.
        guard case .layout(.invalidPairing, _) = log.errors[0] else { return XCTFail(log.texts.description) }
        XCTAssertEqual(root.constraints.filter { $0.firstItem === box && !$0.firstAttribute.isSize }.count, 0)
        let ok = makeChild(of: root)
        let problems = ok.layout(log).makeConstraints { make in
            make.top.equalTo(bar.layout.bottom)
            make.width.height.equalTo(bar.layout.height).multipliedBy(2)
            make.left.equalToSuperview()
        }
        XCTAssertTrue(problems.isEmpty)
        root.layoutIfNeeded()
        assertFrame(ok, 0, 120, 40, 40)
        // `width, height` to one `height`: both map to the height, not to width and height.
        XCTAssertEqual(root.constraints.filter { $0.firstItem === ok && $0.firstAttribute.isSize }.map(\.secondAttribute), [.height, .height])
    }

    func testBareViewsAndIdenticalSetsRelateAttributeByAttribute() {
        let (root, log) = makeRoot()
        let a = makeChild(of: root)
        a.layout(log).makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        let b = makeChild(of: root)
        let c = makeChild(of: root)
        b.layout(log).makeConstraints { $0.edges.equalTo(a) }
        c.layout(log).makeConstraints { $0.edges.equalTo(a.layout.edges).inset(5) }
        root.layoutIfNeeded()
        assertFrame(b, 20, 10, 315, 627)
        assertFrame(c, 25, 15, 305, 617)
        XCTAssertEqual(root.constraints.filter { $0.firstItem === c }.map(\.secondAttribute), [.left, .top, .right, .bottom])
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testMarginsToEdgesMapsBack() {
        let (root, log) = makeRoot()
        let inner = makeChild(of: root)
        inner.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        inner.layout(log).makeConstraints { $0.margins.equalTo(root.layout.edges) }
        root.layoutIfNeeded()
        assertFrame(inner, -2, -1, 381, 671)
        XCTAssertEqual(root.constraints.map(\.secondAttribute), [.left, .right, .top, .bottom])
        XCTAssertEqual(root.constraints.map(\.firstAttribute), [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testConstantTargetsRelateToTheSuperviewExceptSizes() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        box.layout(log).makeConstraints { make in
            make.left.equalTo(UInt(7))
            make.top.equalTo(Float(8.5))
            make.width.equalTo(Double(30))
            make.height.equalTo(CGFloat(40))
        }
        XCTAssertEqual(root.constraints.map(\.secondItem).map { $0 === root }, [true, true])
        XCTAssertEqual(box.constraints.map { $0.secondItem == nil }, [true, true])
        root.layoutIfNeeded()
        assertFrame(box, 7, 8.5, 30, 40)
    }
}
