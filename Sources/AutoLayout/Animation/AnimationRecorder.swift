import Foundation

/// Collects, while an animation block runs, the trees it touched and each view's first frame.
///
/// It is reached through a task-local value rather than a global, so blocks on different threads (or
/// tasks) record separately. It is only used on the thread that runs the block.
final class AnimationRecorder: @unchecked Sendable {
    @TaskLocal private static var binding = AnimationRecorderBinding()

    /// The recorder of the animation block running on this task or thread, if any.
    static var current: AnimationRecorder? { binding.recorder }

    /// Runs `body` with `recorder` as ``current``.
    static func withCurrent<Result>(_ recorder: AnimationRecorder, _ body: () -> Result) -> Result {
        $binding.withValue(AnimationRecorderBinding(recorder), operation: body)
    }

    /// The timing of the block's animation, which a block nested in it inherits unless told not to.
    let duration: TimeInterval
    let curve: AnimationCurve
    /// The block's ``AnimationOptions/repeat`` and ``AnimationOptions/autoreverse``, likewise inherited.
    let repetition: AnimationOptions

    init(duration: TimeInterval, curve: AnimationCurve, repetition: AnimationOptions) {
        self.duration = duration
        self.curve = curve
        self.repetition = repetition
    }

    private(set) var roots: [View] = []
    private(set) var firstFrames: [(View, CGRect)] = []
    private var seen: Set<ObjectIdentifier> = []
    private var seenRoots: Set<ObjectIdentifier> = []

    func noteInvalidation(of view: View) {
        let root = view.rootView
        if seenRoots.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
    }

    func noteFrameChange(of view: View, from frame: CGRect) {
        noteInvalidation(of: view)
        if seen.insert(ObjectIdentifier(view)).inserted { firstFrames.append((view, frame)) }
    }
}
