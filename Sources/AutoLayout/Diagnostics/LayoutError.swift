import Foundation

/// Why Auto Layout refused a constraint or a change to one. Each case carries the objects involved, and
/// ``description`` is UIKit's message for the same mistake (UIKit raises an exception; this module
/// throws, or reports through ``View/layoutDiagnostics`` where UIKit's API cannot throw).
///
/// The payloads are views and constraints, which belong to the thread that owns their tree; the error
/// is `Sendable` so that it can be thrown, but its payload must only be used on that thread.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible, Equatable {
    /// A size attribute related to a location, or a horizontal attribute to a vertical one (or a
    /// missing attribute where one is needed).
    case invalidPairing(
        firstItem: any LayoutItem, firstAttribute: LayoutConstraint.Attribute,
        secondItem: (any LayoutItem)?, secondAttribute: LayoutConstraint.Attribute)
    /// A location attribute set to a constant: no second item, or a multiplier of 0.
    case locationEqualToConstant(item: (any LayoutItem)?, attribute: LayoutConstraint.Attribute)
    /// A leading or trailing attribute related to a left or right one.
    case mixedDirectionalAttributes(
        firstItem: (any LayoutItem)?, firstAttribute: LayoutConstraint.Attribute,
        secondItem: (any LayoutItem)?, secondAttribute: LayoutConstraint.Attribute)
    /// A multiplier that is NaN or infinite.
    case nonFiniteMultiplier(item: (any LayoutItem)?, multiplier: CGFloat)
    /// A constant that is NaN or infinite.
    case nonFiniteConstant(item: (any LayoutItem)?, constant: CGFloat)
    /// Two anchors of different kinds (an x-axis anchor and a y-axis anchor, say) related through the
    /// type-erased ``AnyLayoutAnchor``.
    case incompatibleAnchors(LayoutConstraint)
    /// A constraint whose items are not in one view hierarchy was activated.
    case noCommonAncestor(LayoutConstraint, first: AnyLayoutAnchor, second: AnyLayoutAnchor)
    /// An active constraint's priority changed from required to optional or back.
    case requiredPriorityChange(LayoutConstraint, from: LayoutPriority, to: LayoutPriority)
    /// A priority outside (0, 1000].
    case invalidPriority(LayoutConstraint, LayoutPriority)
    /// An item of a type the module cannot lay out.
    case unsupportedItem(any LayoutItem)
    /// A constraint whose item has been deallocated was activated (a constraint does not keep its items
    /// alive, as UIKit's does not).
    case missingItem(LayoutConstraint)
    /// An arranged subview was inserted into a stack view at an index outside `0...count`.
    case arrangedSubviewIndexOutOfRange(View, index: Int, count: Int)
    /// A window was given a size that is not finite or is negative. The case carries the refused size
    /// only: the window keeps its own diagnostics, and one holding the window would keep it alive.
    case invalidWindowSize(CGSize)

    private static let factory =
        "+[LayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"

    /// UIKit's message for the mistake, with this module's type names.
    public var description: String {
        switch self {
        case .invalidPairing:
            "*** \(Self.factory): Invalid pairing of layout attributes"
        case .locationEqualToConstant:
            "*** \(Self.factory): A multiplier of 0 or a nil second item together with a location for the "
                + "first attribute creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs."
        case .mixedDirectionalAttributes:
            "*** \(Self.factory): A constraint cannot be made between a leading/trailing attribute and a "
                + "right/left attribute. Use leading/trailing for both or neither."
        case .nonFiniteMultiplier(_, let multiplier):
            "*** \(Self.factory): Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"
        case .nonFiniteConstant(_, let constant):
            "*** \(Self.factory): Constant is not finite!  That's illegal.  constant:\(constant)"
        case .incompatibleAnchors(let constraint):
            "Constraint improperly relates anchors of incompatible types: \(constraint)"
        case .noCommonAncestor(_, let first, let second):
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view "
                + "hierarchies?  That's illegal."
        case .requiredPriorityChange(_, let from, let to):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(to) and the existing priority was \(from)."
        case .invalidPriority(_, let priority):
            "Priorities must be greater than 0 and less than or equal to LayoutPriority.required, which is "
                + "1000.  You passed priority \(priority)."
        case .unsupportedItem(let item):
            "\(String(describing: type(of: item))) is not a layout item this module can lay out; use a View."
        case .missingItem(let constraint):
            "Unable to activate \(constraint): its \(constraint.first.items.isEmpty ? "first" : "second") item has "
                + "been deallocated."
        case .arrangedSubviewIndexOutOfRange(let stack, let index, let count):
            "Can't insert an arranged subview at index \(index) of \(stack): the index must lie in 0...\(count)."
        case .invalidWindowSize(let size):
            "A window's size must be finite and not negative; \(size.width)x\(size.height) was refused."
        }
    }

    /// Errors are equal when they are the same case about the same objects and values.
    public static func == (lhs: LayoutError, rhs: LayoutError) -> Bool {
        switch (lhs, rhs) {
        case let (.invalidPairing(a, b, c, d), .invalidPairing(e, f, g, h)):
            a === e && b == f && c === g && d == h
        case let (.locationEqualToConstant(a, b), .locationEqualToConstant(c, d)):
            a === c && b == d
        case let (.mixedDirectionalAttributes(a, b, c, d), .mixedDirectionalAttributes(e, f, g, h)):
            a === e && b == f && c === g && d == h
        case let (.nonFiniteMultiplier(a, x), .nonFiniteMultiplier(b, y)),
            let (.nonFiniteConstant(a, x), .nonFiniteConstant(b, y)):
            a === b && (x == y || (x.isNaN && y.isNaN))
        case let (.incompatibleAnchors(a), .incompatibleAnchors(b)), let (.missingItem(a), .missingItem(b)):
            a === b
        case let (.noCommonAncestor(a, _, _), .noCommonAncestor(b, _, _)):
            a === b
        case let (.requiredPriorityChange(a, x, y), .requiredPriorityChange(b, z, w)):
            a === b && x == z && y == w
        case let (.invalidPriority(a, x), .invalidPriority(b, y)):
            a === b && x == y
        case let (.unsupportedItem(a), .unsupportedItem(b)):
            a === b
        case let (.arrangedSubviewIndexOutOfRange(a, x, y), .arrangedSubviewIndexOutOfRange(b, z, w)):
            a === b && x == z && y == w
        case let (.invalidWindowSize(x), .invalidWindowSize(y)):
            Self.same(x.width, y.width) && Self.same(x.height, y.height)
        default:
            false
        }
    }

    /// Equal, or both NaN.
    private static func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
}
