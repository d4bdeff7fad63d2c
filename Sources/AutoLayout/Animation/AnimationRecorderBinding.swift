/// The task-local slot through which an animation block's recorder is reached.
///
/// `TaskLocal.get()` is not specialized for the value's type; it copies the value through the type's
/// value witnesses. For `AnimationRecorder?` those are `Optional`'s generic ones, which ask the payload
/// for its extra inhabitants on every copy: about as much as the rest of a layout pass's read. This
/// struct's own witnesses, emitted by the compiler for its one reference, copy it directly. The
/// reference stays strong: a task started inside an animation block inherits the slot and may read it
/// after the block has returned.
struct AnimationRecorderBinding: Sendable {
    /// The recorder in effect, `nil` outside an animation block.
    let recorder: AnimationRecorder?

    init(_ recorder: AnimationRecorder? = nil) {
        self.recorder = recorder
    }
}
