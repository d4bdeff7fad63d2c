/// How strongly a ``Constraint`` or edit variable wants to hold: a Float priority in (0, 1000].
///
/// Priorities are strict: every distinct value is its own level, and the solver never trades any amount of
/// violation at one level for any gain at a lower one. A priority of 1000 is ``required``: the constraint
/// must hold, and the solver rejects it when it cannot. The named values follow UIKit's layout priorities.
public struct Strength: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority value; meaningful in (0, 1000].
    public var rawValue: Float

    /// Creates a strength with the given priority. Values outside (0, 1000] are rejected when used.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a strength with the given priority. Values outside (0, 1000] are rejected when used.
    @inlinable public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a strength from a floating-point literal.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a strength from an integer literal.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    // Computed and inlinable rather than stored: a stored static is read across modules through a
    // lazy-initialisation accessor, a call for every constraint a layout engine builds.
    /// 1000: the constraint must hold.
    @inlinable public static var required: Strength { Strength(1000) }
    /// 750: UIKit's `defaultHigh`.
    @inlinable public static var strong: Strength { Strength(750) }
    /// 500: between strong and weak.
    @inlinable public static var medium: Strength { Strength(500) }
    /// 250: UIKit's `defaultLow`.
    @inlinable public static var weak: Strength { Strength(250) }

    /// Whether the value lies in (0, 1000].
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether this is the required strength, 1000.
    @inlinable public var isRequired: Bool { rawValue == 1000 }

    /// Orders by priority value.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority, printed without a fraction when it is whole (`750`, `999.5`).
    public var description: String {
        // Compared through an integer conversion so the module needs no libm.
        abs(rawValue) < 1e9 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
