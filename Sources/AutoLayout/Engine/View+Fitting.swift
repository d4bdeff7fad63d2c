import Foundation
internal import Cassowary

extension View {
    /// The smallest size a view's constraints allow (the target of ``systemLayoutSizeFitting(_:)``
    /// for a compressed fit): (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view's constraints allow (the target for an expanded fit): (10000, 10000).
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)
    /// How many solves a fitting runs at most while views whose height depends on their width (multi-line
    /// labels) are measured again at the widths it gives them.
    public static let maximumFittingRounds = 4

    /// The size closest to `targetSize` at which the view's subtree can be laid out, the target held at
    /// ``LayoutPriority/fittingSizeLevel`` on both axes.
    ///
    /// - Complexity: proportional to the view's subtree; the rest of the tree and the view's own frame
    ///   are left as they are.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize`, each axis held at its own priority, at which the view's
    /// subtree can be laid out: a required horizontal priority fixes the width (a cell's width) and a
    /// fitting-level vertical one lets the height follow the content.
    ///
    /// Only the constraints installed in the subtree count, with the content sizes of its views and
    /// the translated frames of its subviews, as UIKit's fitting does.
    ///
    /// - Complexity: proportional to the view's subtree.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var fitting = FittingVariables()
        let resolver = AttributeResolver(host: treeHost?.layoutDirection ?? .leftToRight)
        var constraints: [Cassowary.Constraint] = []
        var floors: [Cassowary.Constraint] = []
        // Where each view's content size constraints go among the others, so that a view whose height
        // depends on its width can be measured again at the width a solve gives it.
        var contentSlots: [(position: Int, view: View)] = []
        var views: [View] = []
        forEachInSubtree { views.append($0) }
        var seen = [Int](repeating: 0, count: views.count)
        for (index, view) in views.enumerated() {
            seen[index] = view.installedConstraints.count
            for constraint in view.installedConstraints where constraint.storedActive {
                constraints.append(fittingConstraint(constraint, in: view, resolver, &fitting))
            }
            if view !== self, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                let translation = AutoresizingTranslation(
                    frame: view.storedFrame, superviewSize: superview.storedFrame.size, mask: view.autoresizingMask)
                for constraint in AutoresizingMaskLayoutConstraint.make(for: view, translation: translation) {
                    constraints.append(
                        fittingConstraint(
                            constraint, in: superview, resolver, &fitting,
                            baseOffset: AttributeResolver.frameOffset(of: constraint)))
                }
            } else if !view.translatesAutoresizingMaskIntoConstraints || view === self {
                contentSlots.append((constraints.count, view))
                _ = fitting.variables(of: view)
            }
        }
        // A system guide first used while building (a margins guide) installs its constraints on a
        // view that may have been visited already.
        var grew = true
        while grew {
            grew = false
            for (index, view) in views.enumerated() where view.installedConstraints.count > seen[index] {
                let added = view.installedConstraints[seen[index]...]
                seen[index] = view.installedConstraints.count
                grew = true
                for constraint in added where constraint.storedActive {
                    constraints.append(fittingConstraint(constraint, in: view, resolver, &fitting))
                }
            }
        }
        let own = fitting.variables(of: self)
        let target = alignmentTarget(targetSize)
        let fixWidth = Cassowary.Constraint(
            LinearExpression([Term(own[2], coefficient: 1)], constant: -Double(target.width).clampedToSolverRange),
            .equal, priority: LayoutEngine.strength(for: horizontalFittingPriority))
        let fixHeight = Cassowary.Constraint(
            LinearExpression([Term(own[3], coefficient: 1)], constant: -Double(target.height).clampedToSolverRange),
            .equal, priority: LayoutEngine.strength(for: verticalFittingPriority))
        for (node, variables) in fitting.made where !node.isLayoutGuideBody {
            for index in 2...3 {
                floors.append(Cassowary.Constraint(LinearExpression([Term(variables[index], coefficient: 1)]), .greaterThanOrEqual))
            }
        }
        var widths: [ObjectIdentifier: CGFloat?] = [:]
        var solver = Solver()
        for _ in 0..<View.maximumFittingRounds {
            var all = floors
            var next = 0
            var measured: [(View, CGFloat?)] = []
            for (position, view) in contentSlots {
                all += constraints[next..<position]
                next = position
                let size: CGSize
                if let wrapping = view as? WidthMeasuring, wrapping.wrapsToWidth {
                    let width = widths[ObjectIdentifier(view)] ?? nil
                    size = wrapping.intrinsicContentSize(wrappingAt: width)
                    measured.append((view, width))
                } else {
                    size = view.intrinsicContentSize
                }
                appendContentSizeConstraints(of: view, size: size, to: &all, &fitting)
            }
            all += constraints[next...]
            solver = Solver()
            add(all + [fixWidth, fixHeight], to: solver)
            // Measure the wrapping views again at the widths this solve gave them; done when none of
            // their sizes changes.
            var changed = false
            for (view, width) in measured {
                let solved = solver.value(of: fitting.variables(of: view)[2])
                let newWidth: CGFloat? = solved > 0 ? CGFloat(solved) : nil
                guard let wrapping = view as? WidthMeasuring, newWidth != width else { continue }
                widths[ObjectIdentifier(view)] = newWidth
                if wrapping.intrinsicContentSize(wrappingAt: newWidth) != wrapping.intrinsicContentSize(wrappingAt: width) {
                    changed = true
                }
            }
            if !changed { break }
        }
        let size = CGSize(width: solver.value(of: own[2]), height: solver.value(of: own[3]))
        let insets = alignmentRectInsets
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// The target size of the alignment rectangle for a target frame size.
    private func alignmentTarget(_ size: CGSize) -> CGSize {
        let insets = alignmentRectInsets
        return CGSize(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    private func fittingConstraint(
        _ constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver,
        _ fitting: inout FittingVariables, baseOffset: Double = 0
    ) -> Cassowary.Constraint {
        var resolved: [RawTerm] = []
        let base =
            resolver.expression(of: constraint, in: container, variables: &fitting, into: &resolved) + baseOffset
        let terms = fitting.terms(of: resolved)
        let strength = constraint.isBroken ? LayoutEngine.brokenStrength : LayoutEngine.strength(for: constraint.priority)
        return Cassowary.Constraint(
            LinearExpression(terms, constant: (base - Double(constraint.constant)).clampedToSolverRange),
            constraint.relation.solverRelation,
            priority: strength)
    }

    private func appendContentSizeConstraints(
        of view: View, size: CGSize, to constraints: inout [Cassowary.Constraint], _ fitting: inout FittingVariables
    ) {
        for axis in LayoutConstraint.Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0, value.isFinite else { continue }
            let pair = ContentSizeLayoutConstraint.solverConstraints(
                of: fitting.variables(of: view)[axis.rawValue + 2], value: value,
                hugging: view.huggingPriorities[axis.rawValue],
                compressionResistance: view.compressionResistancePriorities[axis.rawValue])
            constraints += [pair.resist, pair.hug]
        }
    }

    /// Adds constraints in one batch; a required one that conflicts with those before it is kept
    /// below required, as the engine recovers.
    private func add(_ constraints: [Cassowary.Constraint], to solver: Solver) {
        var start = 0
        while start < constraints.count {
            do {
                try solver.add(Array(constraints[start...]))
                return
            } catch {
                guard case .unsatisfiable(let failing, _) = error,
                    let offset = constraints[start...].firstIndex(where: { $0 === failing })
                else { return }
                let lowered = Cassowary.Constraint(
                    failing.expression, failing.relation, priority: LayoutEngine.brokenStrength)
                try? solver.add(lowered)
                start = offset + 1
            }
        }
    }
}
