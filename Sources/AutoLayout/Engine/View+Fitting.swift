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
    /// the translated frames of its subviews, as UIKit's fitting does. Multi-line labels and text views
    /// are measured again at the widths the solve gives them.
    ///
    /// The view keeps the solvers of its last two fits of different constraints: fitted again with the
    /// same constraints as one of them and other constants (other text, another target), it changes
    /// those constants in that solver and re-solves.
    ///
    /// - Complexity: proportional to the view's subtree to read its constraints, plus a solver build
    ///   the first time and after the constraints change, constant changes otherwise.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var fitting = FittingVariables()
        let resolver = AttributeResolver(host: treeHost?.layoutDirection ?? .leftToRight)
        var constraints = ConstraintBatch()
        // Which constraint breaks first where required ones conflict, row by row.
        var ranks: [ConflictRank?] = []
        // Where each view's content size constraints go among the others, so that a view whose height
        // depends on its width can be measured again at the width a solve gives it.
        // A view measured at a width is cast to its measuring side once, not in every round.
        var contentSlots: [(position: Int, view: View, wrapping: (any WidthMeasuring)?)] = []
        var views: [View] = []
        forEachInSubtree { views.append($0) }
        var seen = [Int](repeating: 0, count: views.count)
        for (index, view) in views.enumerated() {
            seen[index] = view.installedConstraints.count
            for constraint in view.installedConstraints where constraint.storedActive {
                appendFittingConstraint(constraint, in: view, resolver, &fitting, to: &constraints, &ranks)
            }
            if view !== self, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                let translation = AutoresizingTranslation(
                    frame: view.storedFrame, superviewSize: superview.storedFrame.size, mask: view.autoresizingMask)
                for constraint in AutoresizingMaskLayoutConstraint.make(for: view, translation: translation) {
                    appendFittingConstraint(
                        constraint, in: superview, resolver, &fitting, to: &constraints, &ranks,
                        baseOffset: AttributeResolver.frameOffset(of: constraint))
                }
            } else if !view.translatesAutoresizingMaskIntoConstraints || view === self {
                contentSlots.append((constraints.count, view, view as? WidthMeasuring))
                fitting.name(view)
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
                    appendFittingConstraint(constraint, in: view, resolver, &fitting, to: &constraints, &ranks)
                }
            }
        }
        let target = alignmentTarget(targetSize)
        let ownWidth = fitting.id(2, of: self)
        let ownHeight = fitting.id(3, of: self)
        var floors = ConstraintBatch()
        for node in fitting.nodes where !node.isLayoutGuideBody {
            for index in 2...3 {
                floors.append(
                    RawTerm(variable: fitting.id(index, of: node), coefficient: 1), constant: 0,
                    relation: .greaterThanOrEqual, priority: .required)
            }
        }
        var widths: [ObjectIdentifier: CGFloat?] = [:]
        let kept = extras?.fittingSolves ?? []
        var solve: FittingSolve?
        for _ in 0..<View.maximumFittingRounds {
            var all = floors
            var allRanks = [ConflictRank?](repeating: nil, count: floors.count)
            var next = 0
            var measured: [(any WidthMeasuring, CGFloat?)] = []
            for (position, view, wrapping) in contentSlots {
                all.append(constraints, next..<position)
                allRanks += ranks[next..<position]
                next = position
                let size: CGSize
                if let wrapping, wrapping.wrapsToWidth {
                    let width = widths[ObjectIdentifier(view)] ?? nil
                    size = wrapping.intrinsicContentSize(wrappingAt: width)
                    measured.append((wrapping, width))
                } else {
                    size = view.intrinsicContentSize
                }
                appendContentSizeConstraints(of: view, size: size, to: &all, &fitting)
                allRanks += repeatElement(.fitting, count: all.count - allRanks.count)
            }
            all.append(constraints, next..<constraints.count)
            allRanks += ranks[next...]
            allRanks += [.fitting, .fitting]
            all.append(
                RawTerm(variable: ownWidth, coefficient: 1), constant: -Double(target.width).clampedToSolverRange,
                relation: .equal, priority: LayoutEngine.strength(for: horizontalFittingPriority))
            all.append(
                RawTerm(variable: ownHeight, coefficient: 1), constant: -Double(target.height).clampedToSolverRange,
                relation: .equal, priority: LayoutEngine.strength(for: verticalFittingPriority))
            // The first round may reuse the view's last solve; later ones reuse this fit's.
            solve = FittingSolve.solving(
                all, ranks: allRanks, variableCount: fitting.count, reusing: solve.map { [$0] } ?? kept)
            // Measure the wrapping views again at the widths this solve gave them; done when none of
            // their sizes changes.
            var changed = false
            for (wrapping, width) in measured {
                let solved = solve!.value(ofID: fitting.id(2, of: wrapping))
                let newWidth: CGFloat? = solved > 0 ? CGFloat(solved) : nil
                guard newWidth != width else { continue }
                widths[ObjectIdentifier(wrapping)] = newWidth
                if wrapping.intrinsicContentSize(wrappingAt: newWidth) != wrapping.intrinsicContentSize(wrappingAt: width) {
                    changed = true
                }
            }
            if !changed { break }
        }
        makeExtras().fittingSolves = [solve!] + kept.filter { $0 !== solve && $0.isReusable }.prefix(1)
        let size = CGSize(width: solve!.value(ofID: ownWidth), height: solve!.value(ofID: ownHeight))
        let insets = alignmentRectInsets
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// The target size of the alignment rectangle for a target frame size.
    private func alignmentTarget(_ size: CGSize) -> CGSize {
        let insets = alignmentRectInsets
        return CGSize(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    private func appendFittingConstraint(
        _ constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver,
        _ fitting: inout FittingVariables, to batch: inout ConstraintBatch, _ ranks: inout [ConflictRank?],
        baseOffset: Double = 0
    ) {
        var resolved: [RawTerm] = []
        let base =
            resolver.expression(of: constraint, in: container, variables: &fitting, into: &resolved) + baseOffset
        let broken = engineIfRegistered?.isBroken(constraint) ?? false
        let strength = broken ? LayoutEngine.brokenStrength : LayoutEngine.strength(for: constraint.priority)
        batch.append(
            resolved, constant: (base - Double(constraint.constant)).clampedToSolverRange,
            relation: constraint.relation.solverRelation, priority: strength)
        ranks.append(ConflictRank(constraint))
    }

    private func appendContentSizeConstraints(
        of view: View, size: CGSize, to batch: inout ConstraintBatch, _ fitting: inout FittingVariables
    ) {
        for axis in LayoutConstraint.Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0, value.isFinite else { continue }
            let size = fitting.id(axis.rawValue + 2, of: view)
            for hug in [false, true] {
                _ = ContentSizeLayoutConstraint.appendSide(
                    hug: hug, of: size, value: value, hugging: view.huggingPriorities[axis.rawValue],
                    compressionResistance: view.compressionResistancePriorities[axis.rawValue], to: &batch)
            }
        }
    }
}
