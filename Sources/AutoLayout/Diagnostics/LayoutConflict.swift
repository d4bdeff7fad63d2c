/// Required constraints that cannot all hold, as a value: which ones, which the engine broke, and why
/// in plain words.
///
/// The engine makes one whenever it recovers from a conflict; read them from ``View/layoutConflicts``
/// or from the ``LayoutDiagnostic/Kind/unsatisfiableConstraints(_:)`` diagnostics passed to the root's
/// ``View/diagnosticHandler``.
public struct LayoutConflict: CustomStringConvertible {
    /// The conflicting set, in activation order: together these cannot hold, and without any one of
    /// them the rest can. The broken constraint is among them.
    public let constraints: [LayoutConstraint]
    /// The constraint the engine lowered below required to go on: the most recently activated member,
    /// passing over the system's own (guides', and those translated from autoresizing masks, so a frame
    /// the client set holds) unless every member is the system's. `nil` when the engine broke its own
    /// rule that sizes are not negative.
    public let brokenConstraint: LayoutConstraint?
    /// What the other members imply and what the broken constraint asked for, with the numbers of the
    /// layout that resulted: "title.leading = superview.leading + 20 and … give title.width = 280, but
    /// title.width = 300 (Card.swift:42) is required".
    public var explanation: String { explanationText.value }
    /// The explanation, joined when first read.
    private let explanationText: DeferredText

    /// A conflict of `constraints`, of which `brokenConstraint` was broken, explained by `explanation`.
    public init(constraints: [LayoutConstraint], brokenConstraint: LayoutConstraint?, explanation: String) {
        self.init(constraints: constraints, brokenConstraint: brokenConstraint, explanation: DeferredText(explanation))
    }

    /// A conflict whose explanation is joined from its parts when first read.
    init(constraints: [LayoutConstraint], brokenConstraint: LayoutConstraint?, explanation: DeferredText) {
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
        explanationText = explanation
    }

    /// The explanation.
    public var description: String { explanation }
}
