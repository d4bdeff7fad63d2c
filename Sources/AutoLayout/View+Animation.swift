import Foundation

extension View {
    /// Runs `animations`, lays out every tree it touched, and records each moved view's frame before
    /// and after as an ``Animation`` on the clock of the touched window (or a new clock). The completion
    /// runs when that clock is advanced past the animation's end.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) -> Animation {
        let recorder = AnimationRecorder()
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
        let clock = recorder.roots.lazy.compactMap { $0.hostWindow }.first?.animationClock ?? AnimationClock()
        let animation = Animation(
            duration: duration, delay: delay, curve: options.curve, tracks: tracks, clock: clock,
            completion: completion)
        clock.start(animation)
        return animation
    }
}
