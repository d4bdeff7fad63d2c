import AutoLayout
import Foundation
import XCTest

/// The examples of seed 001: a position multiplier, and animating a constraint change.
final class Seed001AcceptanceTests: XCTestCase {
    /// `centerX == superview.right × 1/3`: the view's centre at a third of the superview's width.
    func testCentreAtOneThirdOfTheRightEdge() throws {
        for width: CGFloat in [375, 600] {
            let (root, log) = makeRoot(width: width, height: 400)
            let view = makeSubview(of: root)
            try LayoutConstraint.activate([
                LayoutConstraint(
                    item: view, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .right,
                    multiplier: 1.0 / 3.0, constant: 0),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 60),
                view.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
            assertFrame(view, width / 3 - 30, 10, 60, 30)
            XCTAssertTrue(log.entries.isEmpty)
        }
    }

    /// The button pinned 50 from the left moves to 50 from the right: remove the left constraint, add a
    /// right one, and lay out inside an animation block. Frames at the start, middle and end.
    func testConstraintAnimationFromLeftToRightEdge() {
        let window = Window(size: CGSize(width: 375, height: 667))
        let controller = ViewController()
        window.rootViewController = controller
        let root: View = controller.view
        let button = FixedSizeView(width: 80, height: 30)
        root.addSubview(button)
        let left = button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
        activate([left, button.topAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        window.layoutIfNeeded()
        assertFrame(button, 50, 50, 80, 30)

        left.isActive = false
        button.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -50).isActive = true
        var completed: [Bool] = []
        let animation = View.animate(withDuration: 1, animations: { root.layoutIfNeeded() }) { completed.append($0) }

        // The model frame is final at once; the animation describes the frames on screen in between.
        assertFrame(button, 245, 50, 80, 30)
        XCTAssertEqual(animation.tracks.count, 1)
        XCTAssertTrue(animation.tracks.first?.view === button)
        assertRect(animation.frame(of: button, at: 0), CGRect(x: 50, y: 50, width: 80, height: 30))
        assertRect(animation.frame(of: button, at: 0.5), CGRect(x: 147.5, y: 50, width: 80, height: 30))
        assertRect(animation.frame(of: button, at: 1), CGRect(x: 245, y: 50, width: 80, height: 30))
        // Ease-in-out is slow at the start: a quarter of the time covers less than a quarter of the way.
        XCTAssertLessThan(animation.frame(of: button, at: 0.25).minX, 50 + 0.25 * 195)

        XCTAssertTrue(animation.clock === window.animationClock)
        window.animationClock.advance(by: 0.6)
        XCTAssertEqual(completed, [])
        XCTAssertFalse(animation.isFinished)
        window.animationClock.advance(by: 0.5)
        XCTAssertEqual(completed, [true])
        XCTAssertTrue(animation.isFinished)
    }

    /// The seed's own numbers: a two-second animation with the linear curve, sampled each half second.
    func testLinearTwoSecondAnimation() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let button = FixedSizeView(width: 80, height: 30)
        root.addSubview(button)
        let left = button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
        activate([left, button.topAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        root.layoutIfNeeded()
        left.isActive = false
        button.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -50).isActive = true
        let animation = View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            root.layoutIfNeeded()
        })
        for (time, x) in [(0.0, 50.0), (0.5, 98.75), (1.0, 147.5), (1.5, 196.25), (2.0, 245.0), (3.0, 245.0)] {
            assertRect(animation.frame(of: button, at: time), CGRect(x: x, y: 50, width: 80, height: 30))
        }
    }

    /// Seed 001's button pinned to the safe area: with the safe-area guide, and with the fallback of
    /// the controller's top and bottom layout guides.
    private func safeAreaButtonFrame(host: HostSafeArea, width: CGFloat, height: CGFloat, fallback: Bool) -> CGRect {
        let (window, controller) = makeWindowAndController(width: width, height: height, safeArea: host)
        let view: View = controller.view
        let button = FixedSizeView(width: 80, height: 30)
        view.addSubview(button)
        if fallback {
            activate([
                button.leftAnchor.constraint(equalTo: view.leftAnchor),
                button.rightAnchor.constraint(equalTo: view.rightAnchor),
                button.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                button.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            ])
        } else {
            let safe = view.safeAreaLayoutGuide
            activate([
                button.leftAnchor.constraint(equalTo: safe.leftAnchor),
                button.rightAnchor.constraint(equalTo: safe.rightAnchor),
                button.topAnchor.constraint(equalTo: safe.topAnchor),
                button.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
        }
        window.layoutIfNeeded()
        return button.frame
    }

    func testButtonPinnedToTheSafeAreaOnNotchedAndClassicHosts() {
        for fallback in [false, true] {
            assertRect(
                safeAreaButtonFrame(host: .notchedPhone, width: 390, height: 844, fallback: fallback),
                CGRect(x: 0, y: 47, width: 390, height: 763))
            assertRect(
                safeAreaButtonFrame(host: .classicPhone, width: 375, height: 667, fallback: fallback),
                CGRect(x: 0, y: 20, width: 375, height: 647))
        }
        assertRect(
            safeAreaButtonFrame(host: .notchedPhone, width: 844, height: 390, fallback: false),
            CGRect(x: 47, y: 0, width: 750, height: 369))
    }
}
