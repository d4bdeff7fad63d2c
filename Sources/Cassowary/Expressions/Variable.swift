/// An unknown quantity that a ``Solver`` assigns a value to.
///
/// Variables compare and hash by identity, so two variables with the same name are distinct. Creating one
/// costs a single small allocation; a solver maps it to an integer symbol the first time a constraint
/// mentions it. Variables are immutable and so may be shared freely.
///
/// Because variables are `Equatable`, `x == y` on its own is a `Bool`. Where the context does not ask
/// for a ``Constraint`` (as `solver.add(x == y)` does), say so: `let sameWidth: Constraint = x == y`.
public final class Variable: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The name used in descriptions, ``Solver/dump()`` and error messages; it has no effect on solving.
    public let name: String

    /// Creates a variable with a debugging name.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity equality: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The variable's name, or `v` followed by a short identity tag when it has none.
    public var description: String {
        name.isEmpty ? "v" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF, radix: 16) : name
    }

    /// The description, for the debugger.
    public var debugDescription: String { "Variable(\(description))" }
}
