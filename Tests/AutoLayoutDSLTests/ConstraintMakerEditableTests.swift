import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// offset, inset (sign-aware, by the view's own direction), multipliedBy and dividedBy.
final class ConstraintMakerEditableTests: XCTestCase {
    /// Keeps each test's windows alive until the test ends.
    private var windows: [Window] = []

    private func layOut(
        _ direction: UserInterfaceLayoutDirection = .leftToRight, _ closure: (ConstraintMaker) -> Void
    ) -> View {
        let (window, root, log) = makeWindowRoot(direction: direction)
        windows.append(window)
        let box = makeChild(of: root)
        box.layout(log).makeConstraints(closure)
        window.layoutIfNeeded()
        XCTAssertTrue(log.errors.isEmpty, "\(log.texts)")
        XCTAssertTrue(log.diagnostics.isEmpty)
        return box
    }

    func testOffsetIsTheRawConstantForEveryAttribute() {
        let box = layOut { $0.edges.equalToSuperview().offset(10) }
        assertFrame(box, 10, 10, 375, 667)
        XCTAssertEqual(box.superview?.constraints.map(\.constant), [10, 10, 10, 10])
    }

    func testInsetMovesEveryEdgeInward() {
        let box = layOut { $0.edges.equalToSuperview().inset(10) }
        assertFrame(box, 10, 10, 355, 647)
        XCTAssertEqual(box.superview?.constraints.map(\.constant), [10, 10, -10, -10])
        let sized = layOut { make in
            make.size.equalToSuperview().inset(10.5)
            make.center.equalToSuperview().inset(10)
        }
        assertFrame(sized, 10.5, 10.5, 354, 646)
        let shifted = layOut { make in
            make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 40, bottom: 0, right: 0))
            make.size.equalTo(10)
        }
        assertFrame(shifted, 202.5, 333.5, 10, 10)
    }

    func testInsetOnAnInequalityStillPointsInward() {
        let box = layOut { make in
            make.left.equalToSuperview().offset(300)
            make.right.lessThanOrEqualToSuperview().inset(10)
            make.width.equalTo(100).priority(.high)
            make.top.height.equalTo(10)
        }
        assertFrame(box, 300, 10, 65, 10)
    }

    func testEdgeInsetsAreAbsoluteInBothDirections() {
        let insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let box = layOut(direction) { make in
                make.leading.trailing.equalToSuperview().inset(insets)
                make.top.height.equalTo(10)
            }
            assertFrame(box, 10, 10, 335, 10)
            let numbers = layOut(direction) { make in
                make.directionalHorizontalEdges.equalToSuperview().inset(15)
                make.top.height.equalTo(10)
            }
            assertFrame(numbers, 15, 10, 345, 10)
        }
    }

    func testDirectionalInsetsFlipWithTheViewsOwnDirection() {
        let insets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        assertFrame(layOut(.leftToRight) { make in
            make.left.right.equalToSuperview().inset(insets)
            make.top.height.equalTo(10)
        }, 10, 10, 335, 10)
        assertFrame(layOut(.rightToLeft) { make in
            make.left.right.equalToSuperview().inset(insets)
            make.top.height.equalTo(10)
        }, 30, 10, 335, 10)
        // A view forced left-to-right in a right-to-left window uses its own direction.
        let (window, root, log) = makeWindowRoot(direction: .rightToLeft)
        let forced = makeChild(of: root)
        forced.semanticContentAttribute = .forceLeftToRight
        forced.layout(log).makeConstraints { make in
            make.left.right.equalToSuperview().inset(insets)
            make.top.height.equalTo(10)
        }
        window.layoutIfNeeded()
        assertFrame(forced, 10, 10, 335, 10)
    }

    func testMultipliedByAndDividedBy() {
        let box = layOut { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(3)
            make.left.top.equalToSuperview()
        }
        XCTAssertEqual(box.frame.width, 187.5)
        XCTAssertEqual(box.frame.height, 667.0 / 3, accuracy: 1e-9)
        let integers = layOut { make in
            make.width.equalToSuperview().multipliedBy(2).offset(-700)
            make.height.equalToSuperview().dividedBy(2)
            make.top.left.equalToSuperview()
        }
        assertFrame(integers, 0, 0, 50, 333.5)
    }

    func testAConstantTargetIsReplacedByALaterOffsetOrInset() {
        let box = layOut { make in
            make.top.left.equalTo(40).offset(5)
            make.size.equalTo(CGSize(width: 10, height: 20)).inset(-2)
        }
        assertFrame(box, 5, 5, 4, 4)
    }
}
