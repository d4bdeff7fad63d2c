/// A failed correctness spot-check: the solver produced a layout kiwi_bench would reject.
public struct ScenarioCheckFailure: Error, CustomStringConvertible {
    /// kiwi_bench's message for the same check (e.g. `chain check failed`), followed by the numbers.
    public let message: String

    /// Creates a failure with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
