/// The task-local slot through which an animation block's recorder is reached: the recorder held
/// unretained, so that the slot's type is trivial.
///
/// `TaskLocal.get()` is not specialized for the value's type; it copies the value through the type's
/// value witnesses, and for an optional class reference that generic copy (and the retain after it)
/// cost as much as the rest of a layout pass's read. A trivial value copies as plain bytes. The
/// recorder outlives every read: ``AnimationRecorder/withCurrent(_:_:)`` keeps it alive for the
/// whole binding, and nothing keeps the slot beyond it.
struct AnimationRecorderBinding: @unchecked Sendable {
    /// The recorder in effect, `nil` outside an animation block.
    unowned(unsafe) let recorder: AnimationRecorder?

    init(_ recorder: AnimationRecorder? = nil) {
        self.recorder = recorder
    }
}
