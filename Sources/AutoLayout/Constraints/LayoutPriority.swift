/// How strongly the layout wants a constraint to hold, from just above 0 to 1000 (required).
///
/// Priorities are ordered strictly: a constraint of priority 999 is never given up for any number of
/// constraints of priority 998. Values outside (0, 1000] are rejected where a priority is set.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority as a number.
    public var rawValue: Float

    /// Creates a priority from a number.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a number.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a literal such as `751.5`.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// A constraint that must hold (1000).
    public static let required = LayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = LayoutPriority(750)
    /// The priority of a drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// The priority with which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// The priority at which a split view divider, say, is dragged without resizing the scene (490).
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// The priority with which a button hugs its contents (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view wants to conform to the target size when its fitting size is
    /// computed (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the value lies in (0, 1000], the range a constraint accepts.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `amount`, as in `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `amount`, as in `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// The number, without a trailing `.0`: `750`, `999.5`.
    public var description: String {
        // Not-a-number and infinities (invalid, but a user can make them) print as Swift prints them.
        rawValue.isFinite && abs(rawValue) < 1e9 && rawValue == rawValue.rounded()
            ? String(Int(rawValue)) : String(rawValue)
    }
}
