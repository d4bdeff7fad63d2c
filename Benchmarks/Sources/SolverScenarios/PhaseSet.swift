/// Which optional phases a run performs, parsed from kiwi_bench's phase string (any of `s d j o c`).
public struct PhaseSet: OptionSet, Sendable {
    /// The bit pattern.
    public let rawValue: UInt8

    /// Creates a set from its bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `s`: 'slack' resize edits.
    public static let slack = PhaseSet(rawValue: 1 << 0)
    /// `d`: 'drag' resize edits.
    public static let drag = PhaseSet(rawValue: 1 << 1)
    /// `j`: 'jump' resize edits.
    public static let jump = PhaseSet(rawValue: 1 << 2)
    /// `o`: one-constraint toggles (remove + re-add + read) of 10 evenly spaced constraints.
    public static let toggle = PhaseSet(rawValue: 1 << 3)
    /// `c`: churn, remove every 10th constraint and re-add them all.
    public static let churn = PhaseSet(rawValue: 1 << 4)

    /// Parses a kiwi_bench phase string such as `sdjoc`.
    ///
    /// Each of `s d j o c` present selects its phase; other characters are ignored, as kiwi_bench's
    /// `phases.find(letter)` ignores them.
    public init(_ letters: String) {
        var set: PhaseSet = []
        if letters.contains("s") { set.insert(.slack) }
        if letters.contains("d") { set.insert(.drag) }
        if letters.contains("j") { set.insert(.jump) }
        if letters.contains("o") { set.insert(.toggle) }
        if letters.contains("c") { set.insert(.churn) }
        self = set
    }

    /// Whether the resize phase of `mode` is selected.
    public func includes(_ mode: ResizeMode) -> Bool {
        switch mode {
        case .slack: contains(PhaseSet.slack)
        case .drag: contains(PhaseSet.drag)
        case .jump: contains(PhaseSet.jump)
        }
    }
}
