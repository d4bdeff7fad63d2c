import AutoLayout
import Foundation

/// A chain whose relation and modifiers are set: only the priority, the label and the handle remain.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Sets the priority (default ``LayoutPriority/required``): `.high`, `.medium`, `.low`, or any
    /// value in (0, 1000]; a value outside is reported when the closure returns.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = priority
        return self
    }

    /// Sets the priority from an integer, as `priority(750)`.
    @discardableResult
    public func priority<Number: BinaryInteger>(_ priority: Number) -> ConstraintMakerFinalizable {
        self.priority(LayoutPriority(Float(priority)))
    }

    /// Sets the priority from a floating-point number, as `priority(999.5)`.
    @discardableResult
    public func priority<Number: BinaryFloatingPoint>(_ priority: Number) -> ConstraintMakerFinalizable {
        self.priority(LayoutPriority(Float(priority)))
    }

    /// Names the constraints: the label becomes each layout constraint's identifier, and goes into
    /// reports.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The handle on the constraints this chain makes; they exist once the closure returns.
    public var constraint: Constraint { description.handle }
}
