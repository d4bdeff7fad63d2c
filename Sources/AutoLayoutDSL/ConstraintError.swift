import AutoLayout
import Foundation

/// Why the DSL made no constraint, or changed nothing, where SnapKit would trap or stay silent. Each
/// case carries the objects involved and the source location of the DSL call.
///
/// Entry points that cannot throw (`makeConstraints`, the `isActive` setter, ...) pass these to the
/// DSL's reporting closure (see ``LayoutDSL/reporting(_:)``); the methods of ``Constraint`` that can
/// fail throw them.
///
/// The payloads are views and constraints, which belong to the thread that owns their tree.
public enum ConstraintError: Error, @unchecked Sendable, CustomStringConvertible {
    /// A number, size, point, insets or `…Superview()` relation on an item that has no superview (a
    /// guide with no owning view).
    case missingSuperview(item: any LayoutItem, at: String)
    /// `equalTo` was given something the DSL cannot relate to, or an item that has been deallocated.
    case invalidTarget(item: any LayoutItem, target: String, at: String)
    /// Several attributes related to a different set of several attributes (`edges` to `size`); only
    /// one target attribute, the same set, or edges to margins can be related.
    case mismatchedAttributes(
        item: any LayoutItem, attributes: [LayoutConstraint.Attribute],
        targetAttributes: [LayoutConstraint.Attribute], at: String)
    /// Auto Layout refused the constraint or the change; the wrapped error says why.
    case layout(LayoutError, at: String)
    /// `updateConstraints` found no existing constraint to update, so it installed this new one
    /// (SnapKit traps here; Masonry installs silently).
    case noMatchingConstraint(LayoutConstraint, at: String)
    /// An active constraint's priority would change from required to optional or back.
    case requiredPriorityChange(Constraint, from: LayoutPriority, to: LayoutPriority)
    /// The item the constraint was made for has been deallocated.
    case itemDeallocated(at: String)
    /// A distribution helper was given fewer than two views.
    case tooFewViews(count: Int, at: String)
    /// A distribution helper was given views that share no superview.
    case noCommonSuperview([View], at: String)

    /// A sentence naming the mistake and where it was written.
    public var description: String {
        switch self {
        case .missingSuperview(let item, let location):
            "\(location): \(name(of: item)) has no superview to relate to; add it to a view first."
        case .invalidTarget(let item, let target, let location):
            "\(location): \(name(of: item)) cannot be related to \(target); use a number, size, point, "
                + "insets, view, layout guide or `layout` attribute."
        case .mismatchedAttributes(let item, let attributes, let targets, let location):
            "\(location): \(name(of: item)) cannot relate [\(list(attributes))] to [\(list(targets))]; "
                + "relate to one attribute, the same attributes, or edges to margins."
        case .layout(let error, let location):
            "\(location): \(error.description)"
        case .noMatchingConstraint(let constraint, let location):
            "\(location): updateConstraints found no constraint to update and installed \(constraint)"
        case .requiredPriorityChange(let constraint, let from, let to):
            "\(constraint.sourceLocation): cannot change the priority of an active constraint from \(from) to "
                + "\(to) (required and optional do not convert); deactivate it first or remake it."
        case .itemDeallocated(let location):
            "\(location): the constraint's item has been deallocated."
        case .tooFewViews(let count, let location):
            "\(location): distributing views needs at least two views, got \(count)."
        case .noCommonSuperview(let views, let location):
            "\(location): the \(views.count) views to distribute share no superview."
        }
    }

    private func name(of item: any LayoutItem) -> String {
        if let view = item as? View, let debugName = view.debugName {
            return "\(String(describing: type(of: view))):\(debugName)"
        }
        return "\(String(describing: type(of: item))):0x\(String(UInt(bitPattern: ObjectIdentifier(item)), radix: 16))"
    }

    private func list(_ attributes: [LayoutConstraint.Attribute]) -> String {
        attributes.map(\.description).joined(separator: ", ")
    }
}
