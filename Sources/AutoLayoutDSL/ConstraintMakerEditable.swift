import AutoLayout
import Foundation

/// A chain whose relation is set, open to the constant and multiplier modifiers, then to the
/// priority and label.
///
/// `offset` adds the same raw number to every constraint of the chain; `inset` moves every edge
/// inward (right, bottom and trailing constants negated, widths and heights reduced by both sides).
/// Each replaces the constant the relation or an earlier modifier set.
public final class ConstraintMakerEditable: ConstraintMakerFinalizable {
    /// Sets every constraint's constant to `amount`, as given.
    @discardableResult
    public func offset<Number: BinaryInteger>(_ amount: Number) -> ConstraintMakerEditable {
        set(.number(CGFloat(amount)))
    }

    /// Sets every constraint's constant to `amount`, as given.
    @discardableResult
    public func offset<Number: BinaryFloatingPoint>(_ amount: Number) -> ConstraintMakerEditable {
        set(.number(CGFloat(amount)))
    }

    /// Moves every edge `amount` inward (centres do not move).
    @discardableResult
    public func inset<Number: BinaryInteger>(_ amount: Number) -> ConstraintMakerEditable {
        inset(CGFloat(amount))
    }

    /// Moves every edge `amount` inward (centres do not move).
    @discardableResult
    public func inset<Number: BinaryFloatingPoint>(_ amount: Number) -> ConstraintMakerEditable {
        let value = CGFloat(amount)
        return set(.insets(EdgeInsets(top: value, left: value, bottom: value, right: value)))
    }

    /// Moves each edge inward by its inset; leading and trailing follow the item's own layout
    /// direction when the constraints are made.
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        set(.insets(insets))
    }

    /// Moves each edge inward by its directional inset, resolved by the item's own layout direction.
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        set(.directionalInsets(insets))
    }

    /// Multiplies the target attribute by `factor`.
    @discardableResult
    public func multipliedBy<Number: BinaryInteger>(_ factor: Number) -> ConstraintMakerEditable {
        multiply(CGFloat(factor))
    }

    /// Multiplies the target attribute by `factor`.
    @discardableResult
    public func multipliedBy<Number: BinaryFloatingPoint>(_ factor: Number) -> ConstraintMakerEditable {
        multiply(CGFloat(factor))
    }

    /// Divides the target attribute by `divisor`; dividing by 0 is reported, not trapped.
    @discardableResult
    public func dividedBy<Number: BinaryInteger>(_ divisor: Number) -> ConstraintMakerEditable {
        multiply(1 / CGFloat(divisor))
    }

    /// Divides the target attribute by `divisor`; dividing by 0 is reported, not trapped.
    @discardableResult
    public func dividedBy<Number: BinaryFloatingPoint>(_ divisor: Number) -> ConstraintMakerEditable {
        multiply(1 / CGFloat(divisor))
    }

    private func set(_ constant: ConstraintConstant) -> ConstraintMakerEditable {
        description.constant = constant
        return self
    }

    private func multiply(_ factor: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = factor
        return self
    }
}
