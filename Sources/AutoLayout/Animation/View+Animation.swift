import Foundation

extension View {
    /// Runs `animations`, lays out every tree it touched, and records each moved view's frame before
    /// and after as an ``Animation`` on the clock of the first touched tree (its window's, or else one
    /// its root keeps; see ``AnimationClock``). The completion
    /// runs when that clock is advanced past the animation's end, or at its next advance when the block
    /// moved nothing.
    ///
    /// A duration of 0 or less makes the changes without animating them. Called inside another block,
    /// the animation takes that block's duration, curve and repetition, as UIKit's nested animations
    /// do, except where `options` holds ``AnimationOptions/overrideInheritedDuration``,
    /// ``AnimationOptions/overrideInheritedCurve`` or ``AnimationOptions/overrideInheritedOptions``.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> Animation {
        var duration = duration
        var curve = options.curve
        var repetition = options.intersection([.repeat, .autoreverse])
        if let outer = AnimationRecorder.current {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
            if !options.contains(.overrideInheritedOptions) { repetition.formUnion(outer.repetition) }
        }
        let recorder = AnimationRecorder(duration: duration, curve: curve, repetition: repetition)
        AnimationRecorder.withCurrent(recorder) {
            animations()
            var laidOut = 0
            // Layout may touch further trees only through the block's own code; loop until none is new.
            while laidOut < recorder.roots.count {
                let root = recorder.roots[laidOut]
                laidOut += 1
                root.layoutIfNeeded()
            }
        }
        let tracks = recorder.firstFrames.compactMap { view, from -> Animation.Track? in
            from == view.frame ? nil : Animation.Track(view: view, from: from, to: view.frame)
        }
        let clock = recorder.roots.lazy.compactMap { $0.hostWindow }.first?.animationClock
            ?? recorder.roots.first?.ownAnimationClock ?? AnimationClock()
        let animation = Animation(
            duration: duration, delay: delay, curve: curve, repeats: repetition.contains(.repeat),
            autoreverses: repetition.contains(.autoreverse), tracks: tracks, clock: clock, completion: completion)
        clock.start(animation)
        return animation
    }
}

extension View {
    /// The clock a root outside a window keeps for the animations of its tree, made on first use.
    fileprivate var ownAnimationClock: AnimationClock {
        let extras = makeExtras()
        if let clock = extras.animationClock { return clock }
        let clock = AnimationClock()
        extras.animationClock = clock
        return clock
    }
}
