/// A text made the first time it is read, from parts fixed when it was promised.
///
/// A conflict in a long chain names most of the chain, and a flush that recovers from N of them would
/// otherwise join N lists of N constraints that nobody may read. The parts (each constraint's text) are
/// made when the conflict is reported, so a later change to a constraint does not show in the text.
final class DeferredText {
    private var text: String?
    private var make: (() -> String)?

    /// A text that is already made.
    init(_ text: String) {
        self.text = text
    }

    /// A text that `make` makes on first read.
    init(making make: @escaping () -> String) {
        self.make = make
    }

    /// The text, made now if it was not yet.
    var value: String {
        if let text { return text }
        let made = make?() ?? ""
        text = made
        make = nil
        return made
    }
}
