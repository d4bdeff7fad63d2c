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
        // Ease-in-out is the cubic Bézier (0.42, 0, 0.58, 1), not any symmetric S-curve (smoothstep gives
        // 0.15625 here); the value solved independently by bisection.
        XCTAssertEqual(AnimationCurve.easeInOut.progress(at: 0.25), 0.1291619310, accuracy: 1e-6)
        XCTAssertEqual(AnimationCurve.easeInOut.progress(at: 0.75), 1 - 0.1291619310, accuracy: 1e-6)
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

    // MARK: UIKit's timing rules

    /// A 200-point root holding a 10-point box at the origin.
    private func makeBox() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        return box
    }

    func testADurationOfZeroOrLessMakesTheChangesWithoutAnimatingThem() {
        // "If you specify a negative value or 0, the changes are made without animating them."
        let box = makeBox()
        var finished: Bool?
        let animation = View.animate(withDuration: 0, animations: { box.frame.origin.x = 100 }, completion: { finished = $0 })
        XCTAssertEqual(animation.progress(at: 0), 1)
        assertRect(animation.frame(of: box, at: 0), CGRect(x: 100, y: 0, width: 10, height: 10))
        let negative = View.animate(withDuration: -1, delay: 2, animations: { box.frame.origin.x = 50 })
        assertRect(negative.frame(of: box, at: 0), CGRect(x: 50, y: 0, width: 10, height: 10))
        animation.clock.advance(by: 0.01)
        XCTAssertEqual(finished, true)
    }

    func testANestedAnimationTakesTheRunningAnimationsDurationCurveAndRepetition() {
        // Nested blocks "inherit the parent's duration and animation curve" (View Programming Guide,
        // "Nesting Animation Blocks"), and its options, unless an overrideInherited option says not to.
        let box = makeBox()
        let other = View(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        box.superview?.addSubview(other)
        var inner: Animation?
        var kept: Animation?
        let outer = View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: {
            box.frame.origin.x = 100
            inner = View.animate(withDuration: 0.25) { other.frame.origin.x = 100 }
            kept = View.animate(
                withDuration: 0.25, delay: 0,
                options: [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions],
                animations: { other.frame.origin.y = 40 })
        })
        XCTAssertEqual(outer.duration, 1)
        XCTAssertEqual(inner?.duration, 1)
        XCTAssertEqual(inner?.curve, .linear)
        XCTAssertEqual(inner?.repeats, true)
        assertRect(inner!.frame(of: other, at: 0.5), CGRect(x: 50, y: 20, width: 10, height: 10))
        XCTAssertEqual(kept?.duration, 0.25)
        XCTAssertEqual(kept?.curve, .easeInOut)
        XCTAssertEqual(kept?.repeats, false)
    }

    func testAnAnimationThatMovesNothingCompletesAtTheNextAdvance() {
        // UIKit runs the completion of a block with nothing to animate right away, finished.
        let box = makeBox()
        var finished: Bool?
        let animation = View.animate(withDuration: 5, animations: { _ = box.frame }, completion: { finished = $0 })
        XCTAssertTrue(animation.tracks.isEmpty)
        XCTAssertNil(finished)
        animation.clock.advance(by: 0.01)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(animation.clock.animations.isEmpty)
    }

    func testRepeatingAndAutoreversingAnimations() {
        // .repeat: "Repeat the animation indefinitely"; .autoreverse: "Run the animation backwards and
        // forwards". A repeating animation ends only when stopped, its completion then told false.
        let box = makeBox()
        var finished: Bool?
        let repeating = View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { box.frame.origin.x = 100 },
            completion: { finished = $0 })
        assertRect(repeating.frame(of: box, at: 1.5), CGRect(x: 50, y: 0, width: 10, height: 10))
        assertRect(repeating.frame(of: box, at: 7.25), CGRect(x: 25, y: 0, width: 10, height: 10))
        repeating.clock.advance(by: 10)
        XCTAssertNil(finished)
        XCTAssertEqual(repeating.clock.animations.count, 1)
        repeating.stop()
        XCTAssertEqual(finished, false)
        XCTAssertTrue(repeating.isFinished)
        XCTAssertTrue(repeating.clock.animations.isEmpty)
        let reversing = View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { box.frame.origin.x = 0 })
        assertRect(reversing.frame(of: box, at: 0.5), CGRect(x: 50, y: 0, width: 10, height: 10))
        assertRect(reversing.frame(of: box, at: 1.25), CGRect(x: 25, y: 0, width: 10, height: 10))
        assertRect(reversing.frame(of: box, at: 2.5), CGRect(x: 50, y: 0, width: 10, height: 10))
        // Autoreverse alone: forwards, backwards once, then the final frame, and the completion after both.
        var once: Bool?
        let back = View.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { box.frame.origin.x = 100 },
            completion: { once = $0 })
        assertRect(back.frame(of: box, at: 1.5), CGRect(x: 50, y: 0, width: 10, height: 10))
        assertRect(back.frame(of: box, at: 2.5), CGRect(x: 100, y: 0, width: 10, height: 10))
        back.clock.advance(by: 1.5)
        XCTAssertNil(once)
        back.clock.advance(by: 0.5)
        XCTAssertEqual(once, true)
    }
}
