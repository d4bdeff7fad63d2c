import Foundation

/// The frames an animation block changed, from their values before the block to those after it, for
/// a renderer to interpolate; made by ``View/animate(withDuration:delay:options:animations:completion:)``.
///
/// As in UIKit, the views already have their final frames when the block returns; the animation only
/// describes what is on screen in between.
public final class Animation {
    /// One view's change.
    public struct Track {
        /// The view that moved.
        public let view: View
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
        duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, tracks: [Track], clock: AnimationClock,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        self.curve = curve
        self.tracks = tracks
        self.clock = clock
        self.startTime = clock.now
        self.completion = completion
    }

    /// The progress (0...1) at `time` seconds after the animation was made, delay included.
    public func progress(at time: TimeInterval) -> Double {
        if time <= delay { return 0 }
        if duration == 0 { return 1 }
        return curve.progress(at: (time - delay) / duration)
    }

    /// The frame of `view` on screen at `time` seconds after the animation was made: its tracked frame
    /// interpolated by the curve, or its current frame when the animation did not move it.
    public func frame(of view: View, at time: TimeInterval) -> CGRect {
        guard let track = tracks.first(where: { $0.view === view }) else { return view.frame }
        return Animation.interpolate(track.from, track.to, progress(at: time))
    }

    /// Every tracked view's frame at `time`, in track order.
    public func frames(at time: TimeInterval) -> [(view: View, frame: CGRect)] {
        let p = progress(at: time)
        return tracks.map { ($0.view, Animation.interpolate($0.from, $0.to, p)) }
    }

    static func interpolate(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(p) }
        return CGRect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height))
    }

    func complete() {
        guard !isFinished else { return }
        isFinished = true
        let completion = self.completion
        self.completion = nil
        completion?(true)
    }
}
