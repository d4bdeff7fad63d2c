import Foundation

/// The frames an animation block changed, from their values before the block to those after it, for
/// a renderer to interpolate; made by ``View/animate(withDuration:delay:options:animations:completion:)``.
///
/// As in UIKit, the views already have their final frames when the block returns; the animation only
/// describes what is on screen in between.
public final class Animation {
    /// One view's change.
    public struct Track {
        /// The view that moved, while it exists: an animation does not keep its views.
        public private(set) weak var view: View?
        /// Its frame before the block.
        public let from: CGRect
        /// Its frame after the block and the layout that followed.
        public let to: CGRect
    }

    /// The length of the animation, in seconds.
    public let duration: TimeInterval
    /// The wait before it starts, in seconds.
    public let delay: TimeInterval
    /// How progress follows time.
    public let curve: AnimationCurve
    /// Whether each pass starts again when it ends, for ever (``AnimationOptions/repeat``).
    public let repeats: Bool
    /// Whether each pass runs forwards and then backwards (``AnimationOptions/autoreverse``).
    public let autoreverses: Bool
    /// The views that moved, in the order they first moved.
    public let tracks: [Track]
    /// The clock's time when the animation was made.
    public let startTime: TimeInterval
    /// The clock the animation runs on; advance it to reach the end and the completion.
    public let clock: AnimationClock
    /// Whether the clock has passed the end (and the completion has run).
    public private(set) var isFinished = false
    private var completion: ((Bool) -> Void)?

    init(
        duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, repeats: Bool = false,
        autoreverses: Bool = false, tracks: [Track], clock: AnimationClock, completion: ((Bool) -> Void)?
    ) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        self.curve = curve
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.tracks = tracks
        self.clock = clock
        self.startTime = clock.now
        self.completion = completion
    }

    /// The progress (0...1) at `time` seconds after the animation was made, delay included: 1 from the
    /// start for a duration of 0 ("the changes are made without animating them"); with ``repeats``,
    /// each pass from 0 again, and with ``autoreverses`` every other pass backwards; with
    /// ``autoreverses`` alone, one pass each way and then 1.
    public func progress(at time: TimeInterval) -> Double {
        if duration == 0 { return 1 }
        if time <= delay { return 0 }
        var passes = (time - delay) / duration
        if !repeats {
            if passes >= (autoreverses ? 2 : 1) { return 1 }
        } else {
            passes = passes.truncatingRemainder(dividingBy: autoreverses ? 2 : 1)
        }
        let t = passes > 1 ? 2 - passes : passes
        return curve.progress(at: t)
    }

    /// The clock's time at which the animation ends, and its completion runs: at once (the next
    /// advance) when it moved nothing, as UIKit completes an animation with nothing to do; never for
    /// one that repeats, until ``stop()``.
    var endTime: TimeInterval? {
        if tracks.isEmpty { return startTime }
        if repeats { return nil }
        return startTime + delay + duration * (autoreverses ? 2 : 1)
    }

    /// Ends the animation where it stands and runs its completion with `false`, as UIKit does for an
    /// animation removed before its end (the only way a repeating one ends). The views keep the frames
    /// the block gave them.
    public func stop() {
        guard !isFinished else { return }
        clock.remove(self)
        finish(completed: false)
    }

    /// The frame of `view` on screen at `time` seconds after the animation was made: its tracked frame
    /// interpolated by the curve, or its current frame when the animation did not move it.
    public func frame(of view: View, at time: TimeInterval) -> CGRect {
        guard let track = tracks.first(where: { $0.view === view }) else { return view.frame }
        return Animation.interpolate(track.from, track.to, progress(at: time))
    }

    /// Every tracked view's frame at `time`, in track order, for the views that still exist.
    public func frames(at time: TimeInterval) -> [(view: View, frame: CGRect)] {
        let p = progress(at: time)
        return tracks.compactMap { track in track.view.map { ($0, Animation.interpolate(track.from, track.to, p)) } }
    }

    static func interpolate(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(p) }
        return CGRect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height))
    }

    func complete() {
        finish(completed: true)
    }

    private func finish(completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        let completion = self.completion
        self.completion = nil
        completion?(completed)
    }
}
