import AutoLayout
import Foundation
import XCTest

final class AnimationTests: XCTestCase {
    func testCurves() {
        for curve in AnimationCurve.allCases {
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1)
            XCTAssertEqual(curve.progress(at: -1), 0)
            XCTAssertEqual(curve.progress(at: 2), 1)
        }
        XCTAssertEqual(AnimationCurve.linear.progress(at: 0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, accuracy: 1e-9)
        // CSS/Core Animation values of the standard timing functions.
        XCTAssertEqual(AnimationCurve.easeIn.progress(at: 0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(AnimationCurve.easeOut.progress(at: 0.5), 0.6846432, accuracy: 1e-6)
        XCTAssertLessThan(AnimationCurve.easeInOut.progress(at: 0.25), 0.25)
        XCTAssertEqual(AnimationOptions.curveLinear.curve, .linear)
        XCTAssertEqual(AnimationOptions([.curveEaseOut, .allowUserInteraction]).curve, .easeOut)
        XCTAssertEqual(AnimationOptions().curve, .easeInOut)
    }

    func testDelayTracksAndFrameChangesWithoutConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let still = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        root.addSubview(box)
        root.addSubview(still)
        var finished = false
        let animation = View.animate(
            withDuration: 2, delay: 1, options: .curveLinear,
            animations: { box.frame = CGRect(x: 100, y: 50, width: 20, height: 10) },
            completion: { finished = $0 })
        XCTAssertEqual(animation.tracks.count, 1)
        XCTAssertEqual(animation.delay, 1)
        XCTAssertEqual(animation.duration, 2)
        assertRect(animation.frame(of: box, at: 0.5), CGRect(x: 0, y: 0, width: 10, height: 10))
        assertRect(animation.frame(of: box, at: 2), CGRect(x: 50, y: 25, width: 15, height: 10))
        assertRect(animation.frame(of: still, at: 2), still.frame)
        XCTAssertEqual(animation.frames(at: 3).count, 1)
        assertRect(animation.frames(at: 3)[0].frame, box.frame)
        // Not a window: the animation has a clock of its own.
        XCTAssertEqual(animation.clock.animations.count, 1)
        animation.clock.advance(by: 2.9)
        XCTAssertFalse(finished)
        animation.clock.advance(by: 0.1)
        XCTAssertTrue(finished)
        XCTAssertTrue(animation.clock.animations.isEmpty)
        animation.clock.advance(by: -5)
        XCTAssertEqual(animation.clock.now, 3, accuracy: 1e-12)
    }

    func testChangesInsideTheBlockAreLaidOutEvenWithoutLayoutIfNeeded() {
        let (root, _) = makeRoot(width: 300, height: 300)
        let view = makeSubview(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        activate([
            width, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let animation = View.animate(withDuration: 1) { width.constant = 110 }
        assertFrame(view, 0, 0, 110, 10)
        assertRect(animation.frame(of: view, at: 0.5), CGRect(x: 0, y: 0, width: 60, height: 10))
    }
}
