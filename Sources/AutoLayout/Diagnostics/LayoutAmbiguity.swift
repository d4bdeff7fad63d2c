/// A view or guide whose layout the constraints leave open on one axis, with what it depends on and a
/// constraint that would settle it.
public struct LayoutAmbiguity: CustomStringConvertible {
    /// What is left open: the position, the size, or both.
    public enum Freedom: Equatable, Sendable {
        /// The item's size on the axis can change and every constraint still holds as well.
        case size
        /// The item's size is settled but it can move along the axis.
        case position
        /// Optional constraints of equal priority disagree about the size, and none wins.
        case equalPriorities(LayoutPriority)
    }

    /// The ambiguous view or layout guide.
    public let item: any LayoutItem
    /// The axis on which it is ambiguous.
    public let axis: LayoutConstraint.Axis
    /// What is left open.
    public let freedom: Freedom
    /// The constraints its layout on the axis depends on now, in activation order.
    public let constraints: [LayoutConstraint]
    /// One sentence naming the item, the axis and what is free, a suggested fix, and the constraints.
    public let explanation: String

    /// The explanation.
    public var description: String { explanation }
}
