import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// What relations accept, and what they do with an unknown target type.
final class ConstraintRelatableTargetTests: XCTestCase {
    private struct Unknown: ConstraintRelatableTarget {}

    func testNumbers() {
        let (root, log) = makeRoot()
        let numbers: [(any ConstraintRelatableTarget, CGFloat)] = [
            (Int(5), 5), (UInt(6), 6), (Float(7.5), 7.5), (Double(8), 8), (CGFloat(9), 9),
        ]
        for (number, value) in numbers {
            let box = makeChild(of: root)
            box.layout(log).makeConstraints { make in make.left.top.width.height.equalTo(number) }
            root.layoutIfNeeded()
            assertFrame(box, value, value, value, value)
        }
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testSizesPointsAndInsets() {
        let (root, log) = makeRoot()
        let sized = makeChild(of: root)
        sized.layout(log).makeConstraints { make in
            make.left.top.equalTo(CGPoint(x: 3, y: 4))
            make.width.height.equalTo(CGSize(width: 30, height: 40))
        }
        let inset = makeChild(of: root)
        inset.layout(log).makeConstraints { make in
            make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        let directional = makeChild(of: root)
        directional.layout(log).makeConstraints { make in
            make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        root.layoutIfNeeded()
        assertFrame(sized, 3, 4, 30, 40)
        assertFrame(inset, 2, 1, 369, 663)
        assertFrame(directional, 2, 1, 369, 663)
        XCTAssertEqual(root.constraints.filter { $0.firstItem === inset }.map(\.constant), [2, 1, -4, -3])
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testViewsGuidesAndItems() {
        let (root, log) = makeRoot()
        let sibling = makeChild(of: root)
        sibling.layout(log).makeConstraints { make in make.edges.equalToSuperview().inset(100) }
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.layout(log).makeConstraints { make in make.edges.equalTo(sibling).inset(10) }
        let toView = makeChild(of: root)
        toView.layout(log).makeConstraints { make in make.edges.equalTo(sibling) }
        let toGuide = makeChild(of: root)
        toGuide.layout(log).makeConstraints { make in make.edges.equalTo(guide) }
        let toItem = makeChild(of: root)
        toItem.layout(log).makeConstraints { make in
            make.size.equalTo(sibling.layout.size)
            make.top.equalTo(guide.layout.top)
            make.left.equalTo(guide.layout.left)
        }
        root.layoutIfNeeded()
        assertFrame(toView, 100, 100, 175, 467)
        assertFrame(toGuide, 110, 110, 155, 447)
        assertFrame(toItem, 110, 110, 175, 467)
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testAnUnknownTargetTypeIsReported() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        let line = #line + 1
        let problems = box.layout(log).makeConstraints { make in make.top.equalTo(Unknown()) }
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(
            log.texts,
            ["ConstraintRelatableTargetTests.swift:\(line): View:box cannot be related to Unknown; use a number, size, point, "
                + "insets, view, layout guide or `layout` attribute."])
        XCTAssertTrue(root.constraints.isEmpty)
    }
}
