import Foundation

/// A clock the caller advances, on which animations run; nothing waits on real time.
///
/// A window keeps the clock of the animations in its tree, and a root outside a window that of its
/// tree's. The clock holds its running animations, as a layer holds its animations, and drops them
/// without completing them when its owner is freed; an animation holds its clock but not its views.
public final class AnimationClock {
    /// The time since the clock was made, in seconds.
    public private(set) var now: TimeInterval = 0
    private var running: [Animation] = []

    /// Creates a clock at time 0.
    public init() {}

    /// The animations started on this clock that have not finished.
    public var animations: [Animation] { running }

    /// Moves the clock forward and completes every animation whose end it passes, in start order.
    /// Negative or non-finite amounts are ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        now += seconds
        let now = self.now
        func isDue(_ animation: Animation) -> Bool { animation.endTime.map { $0 <= now } ?? false }
        let due = running.filter(isDue)
        running.removeAll(where: isDue)
        for animation in due { animation.complete() }
    }

    func start(_ animation: Animation) {
        running.append(animation)
    }

    /// Drops the running animations without completing them, as a freed layer's animations go.
    func ownerDidGo() {
        running.removeAll()
    }

    /// Takes an animation off the clock without completing it.
    func remove(_ animation: Animation) {
        running.removeAll { $0 === animation }
    }
}
