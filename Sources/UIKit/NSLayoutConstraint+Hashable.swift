import AutoLayout

// As Apple's classes inherit NSObject's equality (identity unless a class overrides isEqual:), so
// that UIKit code can compare, find and collect these objects (`==`, `firstIndex(of:)`, sets).
extension NSLayoutConstraint: Hashable {
    /// Whether two references are the same object.
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
