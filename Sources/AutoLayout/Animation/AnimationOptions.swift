/// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, with UIKit's bit
/// values. The curve, ``repeat``, ``autoreverse`` and the three `overrideInherited` options shape the
/// recorded ``Animation``; the others are accepted for source compatibility.
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
    /// Repeat the animation indefinitely: it never finishes by itself (see ``Animation/stop()``).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run each pass forwards and then backwards (with ``repeat``; alone, once each way, after which the
    /// views show their final frames).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a block nested in another, keep this call's duration instead of the running animation's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a block nested in another, keep this call's curve instead of the running animation's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted for compatibility.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Accepted for compatibility.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a block nested in another, take none of the running animation's options (repeat, autoreverse).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
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
