/// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, with UIKit's bit
/// values. Only the curve affects the recorded ``Animation``; the other options are accepted for
/// source compatibility.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Lay out subviews as part of the animation (layout is always recorded here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Accepted for compatibility.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Accepted for compatibility.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Accepted for compatibility.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Accepted for compatibility.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select.
    public var curve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }
}
