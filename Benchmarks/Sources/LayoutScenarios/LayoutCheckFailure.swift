/// A failed correctness spot-check: a frame differs from the one the scenario's constraints determine.
public struct LayoutCheckFailure: Error, CustomStringConvertible {
    /// What was checked, the frame found and the frame expected.
    public let message: String

    /// Creates a failure with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
