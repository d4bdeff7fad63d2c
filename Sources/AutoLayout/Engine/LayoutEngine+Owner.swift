import Foundation
internal import Cassowary

extension LayoutEngine {
    /// What a solver constraint of a batch belongs to, so that its tag can be stored and a conflict
    /// mapped back.
    enum Owner {
        case constraint(LayoutConstraint)
        /// A constraint built into the batch from the tree, unretained: its container holds it, and
        /// `remove(_:)` keeps one that leaves its container during the commit (see `CommitBatch`).
        /// Retained, each cost an atomic increment and decrement, dear beside the rest of building
        /// a constraint's row.
        case built(Unmanaged<LayoutConstraint>)
        /// A content size constraint's `size <= value`.
        case hug(ContentSizeLayoutConstraint)
        /// A content size constraint's `size >= value`.
        case resist(ContentSizeLayoutConstraint)
        /// A content size constraint's two sides as one split equality.
        case contentSize(ContentSizeLayoutConstraint)
        /// A view's size floor on an axis (0 horizontal, 1 vertical).
        case floor(ViewReference, Int)
        /// An owner whose tag was stored and which was let go (see `assignTags`).
        case assigned

        /// The layout constraint it belongs to; nil for a floor, or an owner already assigned.
        var constraint: LayoutConstraint? {
            switch self {
            case .constraint(let constraint): constraint
            case .built(let constraint): constraint.takeUnretainedValue()
            case .hug(let constraint), .resist(let constraint), .contentSize(let constraint): constraint
            case .floor, .assigned: nil
            }
        }

        /// Stores the tag of the solver constraint made for this owner; returns false, storing nothing,
        /// when its constraint was deactivated, or queued again, since it was built into the batch.
        @discardableResult func assign(_ tag: Int32, in engine: LayoutEngine) -> Bool {
            switch self {
            case .constraint(let constraint):
                return Owner.assign(tag, to: constraint, in: engine)
            case .built(let constraint):
                return constraint.withBorrowed { Owner.assign(tag, to: $0, in: engine) }
            case .hug(let constraint):
                guard constraint.storedActive else { return false }
                engine.constraintTable[engine.constraintTable.slot(making: constraint)].tag = tag
            case .resist(let constraint):
                guard constraint.storedActive else { return false }
                engine.constraintTable[engine.constraintTable.slot(making: constraint)].otherTag = tag
            case .contentSize(let constraint):
                guard constraint.storedActive else { return false }
                let slot = engine.constraintTable.slot(making: constraint)
                engine.constraintTable[slot].tag = tag
                engine.constraintTable[slot].otherTag = tag
            // A view that is no longer eligible (a guide's body) keeps no floor.
            case .floor(let view, let axis):
                let index = view.withView { $0.engineIndex }
                if index >= 0, engine.registry[index].floors.isEligible { engine.registry[index].floors[axis] = tag }
            case .assigned: return false
            }
            return true
        }

        /// Stores a layout constraint's tag in its record; false for one deactivated or queued again.
        @inline(__always) private static func assign(_ tag: Int32, to constraint: LayoutConstraint, in engine: LayoutEngine) -> Bool {
            guard constraint.storedActive else { return false }
            let slot = engine.constraintTable.slot(of: constraint)
            guard slot >= 0, !engine.constraintTable[slot].isPending else { return false }
            engine.constraintTable[slot].tag = tag
            return true
        }
    }
}
