import Foundation
internal import Cassowary

/// Called once for every conflict the engine recovers from, after the conflict is logged: the symbol
/// UIKit's log names, so a symbolic breakpoint on it stops here as it does in UIKit.
@inline(never)
func UIViewAlertForUnsatisfiableConstraints(_ conflict: LayoutConflict) {
    // Kept out of line and observable so that the optimiser cannot fold the call away.
    withExtendedLifetime(conflict) {}
}

// The conflict policy and its reports: of required constraints that cannot all hold, the most
// recently activated is broken (kept just below required), as UIKit's engine does, and each conflict
// is explained once the flush is done.
extension LayoutEngine {
    /// Recovers from the constraint at `index` of `batch`, a required constraint that cannot join the
    /// solver because of the constraints tagged `conflicts`: breaks the highest ranked layout constraint
    /// among them all (``ConflictRank``: the most recently activated, the system's own only when
    /// nothing else is there) and records the conflict for ``reportConflicts()``.
    ///
    /// Returns whether the failing constraint itself was broken (and added, broken); `false` means an
    /// older member was broken and the failing one should be added again.
    func resolveConflict(failing batch: ConstraintBatch, _ index: Int, owner: Owner, conflicts: [Int32]) -> Bool {
        let members = owners(of: conflicts)
        // The failing constraint has no tag yet: -1.
        var candidates: [(tag: Int32, constraint: LayoutConstraint)] = []
        for (tag, member) in zip(conflicts, members) {
            if let member { candidates.append((tag, member)) }
        }
        if let constraint = owner.constraint { candidates.append((-1, constraint)) }
        let victim = candidates.max { ConflictRank($0.constraint) < ConflictRank($1.constraint) }
        var involved = members.compactMap { $0 }
        if let constraint = owner.constraint { involved.append(constraint) }
        involved.sort { $0.activationStamp < $1.activationStamp }
        guard let (victimTag, victimConstraint) = victim, victimTag >= 0 else {
            addBroken(batch, index, owner: owner)
            conflictLog.record(PendingConflict(broken: owner.constraint, members: involved, floor: owner))
            return true
        }
        forgetHandles()
        do {
            let tag = try solver.replace(tag: victimTag, priority: LayoutEngine.brokenStrength)
            markBroken(victimConstraint)
            replaceSolverTag(of: victimConstraint, victimTag, with: tag)
            conflictLog.noteRetagged(victimConstraint, from: victimTag, to: tag)
        } catch {
            noteInternalFailure(error)
            addBroken(batch, index, owner: owner)
            return true
        }
        conflictLog.record(PendingConflict(broken: victimConstraint, members: involved, floor: nil))
        return false
    }

    /// Adds the constraint at `index` of `batch` broken: below required, above every optional priority.
    private func addBroken(_ batch: ConstraintBatch, _ index: Int, owner: Owner) {
        if let constraint = owner.constraint { markBroken(constraint) }
        if let tag = try? solver.add(batch, at: index, priority: LayoutEngine.brokenStrength), !owner.assign(tag, in: self) {
            drop(tag, of: owner)
        }
    }

    /// A conflict recovered from during a flush, explained and reported at its end.
    struct PendingConflict {
        /// The constraint lowered below required (`nil`: the engine's own size floor).
        let broken: LayoutConstraint?
        /// The conflicting layout constraints, in activation order.
        let members: [LayoutConstraint]
        /// The floor that was broken, when `broken` is `nil`.
        let floor: Owner?
    }

    /// Explains and reports the conflicts of this flush, reading the layout that resulted.
    ///
    /// All are explained before the first is reported, so every explanation reads the same layout and
    /// each member is described once for all of them.
    func reportConflicts() {
        let conflicts = conflictLog.takePending()
        guard !conflicts.isEmpty else { return }
        let texts = ConflictTexts()
        let diagnostics = conflicts.map { pending in
            let conflict = LayoutConflict(
                constraints: pending.members, brokenConstraint: pending.broken,
                explanation: explanation(of: pending, texts: texts))
            return LayoutDiagnostic.unsatisfiable(conflict, describing: texts.description(of:))
        }
        for diagnostic in diagnostics {
            root.report(diagnostic)
            if let conflict = diagnostic.conflict { UIViewAlertForUnsatisfiableConstraints(conflict) }
        }
    }

    /// "a and b inside a 320-wide superview give x = 280, but c is required".
    ///
    /// The numbers and each constraint's equation are read now, from the layout that resulted; the
    /// list of premises, as long as the conflict, is joined when the explanation is first read.
    func explanation(of conflict: PendingConflict, texts: ConflictTexts) -> DeferredText {
        var premises = conflict.members.filter { $0 !== conflict.broken }
        let (_, measured) = superviewContext(of: premises, texts: texts)
        // A superview's size from its frame is what "inside a 320-wide superview" already says.
        premises.removeAll { constraint in
            guard constraint is AutoresizingMaskLayoutConstraint, constraint.firstAttribute.isSize,
                let view = constraint.firstItem as? View
            else { return false }
            return measured.contains { $0.0 === view && $0.1 == (constraint.firstAttribute == .width) }
        }
        let (context, _) = superviewContext(of: premises, texts: texts)
        let equations = premises.map(texts.equation(of:))
        let verb = premises.count == 1 ? "gives" : "give"
        let ending: String
        if let broken = conflict.broken {
            let subject = ConstraintPhrase.anchor(broken.first, in: broken)
            let consequence = value(of: broken.first, in: broken).map {
                "\(verb) \(subject) = \(ConstraintPhrase.number($0))"
            }
            let demand = "\(texts.equation(of: broken)) is required"
            if premises.isEmpty { return DeferredText("\(demand), but a size cannot be negative") }
            ending = " \(consequence ?? "\(verb) another value"), but \(demand)"
        } else if case .floor(let slot, let axis)? = conflict.floor {
            let view = slot.view
            let attribute = axis == 0 ? "width" : "height"
            let size = view.engineIndex >= 0 ? solver.value(ofID: view.engineVariable(axis + 2)) : 0
            ending = " \(verb) \(ConstraintPhrase.name(of: view)).\(attribute) = "
                + "\(ConstraintPhrase.number(size)), but a \(attribute) cannot be negative"
        } else {
            ending = " cannot all hold"
        }
        return DeferredText {
            var text = ConstraintPhrase.list(equations)
            if !context.isEmpty { text += " " + context }
            return text + ending
        }
    }

    /// "inside a 320-wide superview", for the superviews the premises measure from their far side or
    /// their size (their size is then part of the arithmetic).
    private func superviewContext(of premises: [LayoutConstraint], texts: ConflictTexts) -> (String, [(View, Bool)]) {
        var sizes: [(View, Bool)] = []
        for constraint in premises {
            for (view, horizontal) in texts.sizeReads(of: constraint, superviewSizeReads)
            where !sizes.contains(where: { $0.0 === view && $0.1 == horizontal }) {
                sizes.append((view, horizontal))
            }
        }
        guard !sizes.isEmpty else { return ("", []) }
        let phrases = sizes.map { view, horizontal in
            let size = self.size(of: view)
            let name = view.debugName ?? "superview"
            return horizontal
                ? "a \(ConstraintPhrase.number(Double(size.width)))-wide \(name)"
                : "a \(ConstraintPhrase.number(Double(size.height)))-tall \(name)"
        }
        return ("inside " + ConstraintPhrase.list(phrases), sizes)
    }

    /// The superviews a constraint measures from their far side or their size, with whether across.
    private func superviewSizeReads(of constraint: LayoutConstraint) -> [(View, Bool)] {
        var reads: [(View, Bool)] = []
        for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
            guard case .attribute(let attribute) = anchor.source, let view = anchor.item as? View,
                ConstraintPhrase.isAncestorOfOtherItem(view, in: constraint),
                let axis = attribute.axis, readsSize(attribute)
            else { continue }
            let horizontal = axis == .horizontal
            if !reads.contains(where: { $0.0 === view && $0.1 == horizontal }) { reads.append((view, horizontal)) }
        }
        return reads
    }

    /// Whether an attribute's value depends on the item's size (its far edge, centre or size).
    private func readsSize(_ attribute: LayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .top, .leading, .notAnAttribute: false
        default: true
        }
    }

    /// A view's size in the current solution (its frame when the engine does not lay it out).
    func size(of view: View) -> CGSize {
        guard view.engineIndex >= 0 else { return view.bounds.size }
        return CGSize(width: solver.value(ofID: view.engineVariable(2)), height: solver.value(ofID: view.engineVariable(3)))
    }

    /// An anchor's value in the current solution, in the coordinates of the constraint's container.
    func value(of anchor: AnchorSpec, in constraint: LayoutConstraint) -> Double? {
        guard let container = constraint.container else { return nil }
        let resolver = AttributeResolver(host: hostLayoutDirection)
        let mirrored =
            (constraint.first.direction == .directional || constraint.second?.direction == .directional)
            && resolver.isRightToLeft(container)
        var variables = EngineNodeVariables()
        var terms: [RawTerm] = []
        var base = 0.0
        resolver.appendTerms(
            anchor, 1, in: container, scrollContent: resolver.tiesScrollViewToContent(constraint, in: container),
            mirrored: mirrored, variables: &variables, terms: &terms, constant: &base)
        let value = terms.reduce(base) { $0 + $1.coefficient * solver.value(ofID: $1.variable) }
        return mirrored && anchor.attribute.axis == .horizontal && !anchor.attribute.isSize ? -value : value
    }
}
