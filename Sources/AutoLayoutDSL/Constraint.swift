import AutoLayout
import Foundation

/// A handle on the layout constraints one DSL chain made (four for `edges`, one for `top`): activate
/// and deactivate them together, and change their constant, priority or multiplier.
///
/// The handle stays valid across every change, including ``update(multiplier:)``, which replaces the
/// layout constraints in place.
public final class Constraint: CustomStringConvertible {
    /// The chain, until the handle is built from it when the DSL closure returns.
    private var pending: ConstraintDescription?
    private weak var item: (any LayoutItem)?
    private var reporter = ConstraintReporter(handler: nil)
    private(set) var parts: [LayoutConstraintFactory.Part] = []
    private var constant: ConstraintConstant = .number(0)
    let location: SourceLocation

    /// The name given with `labeled(_:)`, if any.
    public private(set) var label: String?
    /// The multiplier of every layout constraint (1 unless set).
    public private(set) var multiplier: CGFloat = 1
    /// The priority of every layout constraint.
    public private(set) var priority: LayoutPriority = .required
    /// Why the chain made no layout constraints, when it made none.
    public private(set) var error: ConstraintError?

    init(description: ConstraintDescription) {
        pending = description
        location = description.location
    }

    /// Makes the layout constraints from the finished chain, once.
    func build(reporter: ConstraintReporter) {
        guard let description = pending else { return }
        pending = nil
        self.reporter = reporter
        item = description.item
        label = description.label
        multiplier = description.multiplier
        priority = description.priority
        constant = description.constant
        do throws(ConstraintError) {
            parts = try LayoutConstraintFactory.parts(for: description)
        } catch {
            self.error = error
            reporter.report(error)
        }
    }

    /// The layout constraints, in SnapKit's order (left, top, right, bottom, leading, trailing, width,
    /// height, centres, baselines, margins).
    public var layoutConstraints: [LayoutConstraint] { parts.map(\.constraint) }

    /// Where the chain was written, `File.swift:42`.
    public var sourceLocation: String { location.description }

    /// Whether any of the layout constraints is active; setting `true` activates them all and reports
    /// a failure through the DSL's reporting closure.
    public var isActive: Bool {
        get { parts.contains { $0.constraint.isActive } }
        set {
            guard newValue else { return deactivate() }
            do throws(ConstraintError) {
                try activate()
            } catch {
                reporter.report(error)
            }
        }
    }

    /// Activates the layout constraints together; none is activated when one cannot be.
    ///
    /// - Throws: the error that kept the chain from making constraints, or
    ///   ``ConstraintError/layout(_:at:)`` when Auto Layout cannot install them.
    public func activate() throws(ConstraintError) {
        if let error { throw error }
        do throws(LayoutError) {
            try LayoutConstraint.activate(layoutConstraints)
        } catch {
            throw .layout(error, at: sourceLocation)
        }
    }

    /// Deactivates the layout constraints.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
    }

    /// Sets every constant to `offset`, as given.
    @discardableResult
    public func update<Number: BinaryInteger>(offset: Number) -> Constraint {
        update(constant: .number(CGFloat(offset)))
    }

    /// Sets every constant to `offset`, as given.
    @discardableResult
    public func update<Number: BinaryFloatingPoint>(offset: Number) -> Constraint {
        update(constant: .number(CGFloat(offset)))
    }

    /// Moves every edge `inset` inward, with `inset`'s sign rules.
    @discardableResult
    public func update<Number: BinaryInteger>(inset: Number) -> Constraint {
        let value = CGFloat(inset)
        return update(constant: .insets(EdgeInsets(top: value, left: value, bottom: value, right: value)))
    }

    /// Moves every edge `inset` inward, with `inset`'s sign rules.
    @discardableResult
    public func update<Number: BinaryFloatingPoint>(inset: Number) -> Constraint {
        let value = CGFloat(inset)
        return update(constant: .insets(EdgeInsets(top: value, left: value, bottom: value, right: value)))
    }

    /// Moves each edge inward by its inset.
    @discardableResult
    public func update(inset: EdgeInsets) -> Constraint {
        update(constant: .insets(inset))
    }

    /// Moves each edge inward by its directional inset, resolved by the item's current direction.
    @discardableResult
    public func update(inset: DirectionalEdgeInsets) -> Constraint {
        update(constant: .directionalInsets(inset))
    }

    private func update(constant: ConstraintConstant) -> Constraint {
        self.constant = constant
        let direction = LayoutConstraintFactory.direction(of: item)
        for part in parts {
            part.constraint.constant = constant.value(for: part.constantAttribute, direction: direction)
        }
        return self
    }

    /// Changes the priority of every layout constraint.
    ///
    /// - Throws: ``ConstraintError/requiredPriorityChange(_:from:to:)`` when an active constraint would
    ///   change between required and optional (SnapKit ignores this silently; nothing changes here
    ///   either, but you are told), and ``ConstraintError/layout(_:at:)`` for a value outside (0, 1000].
    @discardableResult
    public func update(priority newValue: LayoutPriority) throws(ConstraintError) -> Constraint {
        for part in parts where part.constraint.isActive && part.constraint.priority.isRequired != newValue.isRequired {
            throw .requiredPriorityChange(self, from: part.constraint.priority, to: newValue)
        }
        for part in parts {
            do throws(LayoutError) {
                try part.constraint.setPriority(newValue)
            } catch {
                throw .layout(error, at: sourceLocation)
            }
        }
        priority = newValue
        return self
    }

    /// Replaces every layout constraint with one that has `multiplier`, keeping constant, priority,
    /// identifier and activity; ``layoutConstraints`` then lists the new ones.
    ///
    /// - Throws: ``ConstraintError/layout(_:at:)`` when Auto Layout refuses the multiplier (0 on a
    ///   location, not finite) or the new constraints cannot be activated; nothing changes then.
    @discardableResult
    public func update<Number: BinaryFloatingPoint>(multiplier newValue: Number) throws(ConstraintError) -> Constraint {
        let value = CGFloat(newValue)
        var replacements: [LayoutConstraintFactory.Part] = []
        for part in parts {
            let constraint = try LayoutConstraintFactory.remake(
                part.constraint, multiplier: value, location: sourceLocation)
            replacements.append(LayoutConstraintFactory.Part(constraint: constraint, constantAttribute: part.constantAttribute))
        }
        let old = layoutConstraints
        let wasActive = old.contains { $0.isActive }
        if wasActive {
            LayoutConstraint.deactivate(old)
            do throws(LayoutError) {
                try LayoutConstraint.activate(replacements.map(\.constraint))
            } catch {
                try? LayoutConstraint.activate(old)
                throw .layout(error, at: sourceLocation)
            }
        }
        parts = replacements
        multiplier = value
        return self
    }

    /// Changes the multiplier to an integer factor; see the floating-point form.
    @discardableResult
    public func update<Number: BinaryInteger>(multiplier newValue: Number) throws(ConstraintError) -> Constraint {
        try update(multiplier: CGFloat(newValue))
    }

    /// Points part `index` at an installed constraint that an update matched.
    func adopt(_ constraint: LayoutConstraint, at index: Int) {
        parts[index] = LayoutConstraintFactory.Part(constraint: constraint, constantAttribute: parts[index].constantAttribute)
    }

    /// `Constraint 'label' at File.swift:42: [the layout constraints]`.
    public var description: String {
        let name = label.map { " '\($0)'" } ?? ""
        return "Constraint\(name) at \(sourceLocation): [\(layoutConstraints.map(\.description).joined(separator: ", "))]"
    }
}
