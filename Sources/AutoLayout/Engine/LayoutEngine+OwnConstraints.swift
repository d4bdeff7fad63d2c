import Foundation
internal import Cassowary

// The tree's own constraints: a registered view's translated frame or its content size constraints
// (hugging and compression resistance), kept in step with the view.
extension LayoutEngine {
    /// Adds the translated frame, or the content size constraints on `axes`, of a registered view.
    func addOwnConstraints(of view: View, axes: [LayoutConstraint.Axis], _ resolver: AttributeResolver) {
        // Code an earlier view's constraints ran (an `alignmentRectInsets` override) may have taken the
        // view out.
        guard view.engineIndex >= 0 else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            let translation = view.currentAutoresizingTranslation()
            let constraints = AutoresizingMaskLayoutConstraint.make(for: view, translation: translation)
            registry.ownConstraints[view.engineIndex].translated = constraints
            if constraints.contains(where: { $0.secondAnchor != nil }), let superview = view.superview {
                registry[view.engineIndex].translationReferencesSuperview = true
                retain(superview)
            }
            for constraint in constraints {
                var variables = EngineNodeVariables()
                appendSolverConstraint(
                    for: constraint, in: constraint.container ?? view, resolver, variables: &variables, to: &own.rows,
                    baseOffset: AttributeResolver.frameOffset(of: constraint))
                own.owners.append(.constraint(constraint))
            }
        } else {
            let size = view.intrinsicContentSize
            for axis in axes {
                guard let constraint = makeContentSizeConstraint(of: view, axis: axis, size: size) else { continue }
                appendOwn(constraint, hug: false)
                appendOwn(constraint, hug: true)
            }
        }
    }

    /// Queues a content size constraint's `size <= value` at its hugging priority (`hug`) or its
    /// `size >= value` at its compression resistance.
    ///
    /// When both priorities are optional, the two sides are one row, a split equality: the compression
    /// resistance call adds it, and the hugging call adds nothing (see
    /// ``ContentSizeLayoutConstraint/appendSide(hug:of:value:hugging:compressionResistance:to:)``).
    func appendOwn(_ constraint: ContentSizeLayoutConstraint, hug: Bool) {
        let axis = constraint.axis.rawValue
        // The view is registered (it has a content size constraint) and keeps its variables.
        let variable = constraint.first.viewReference!.withBorrowed { $0.engineVariable(axis + 2) }
        let row = ContentSizeLayoutConstraint.appendSide(
            hug: hug, of: variable, value: constraint.value, hugging: constraint.hugging,
            compressionResistance: constraint.compressionResistance, to: &own.rows)
        switch row {
        case .split?: own.owners.append(.contentSize(constraint))
        case .hug?: own.owners.append(.hug(constraint))
        case .resist?: own.owners.append(.resist(constraint))
        case nil: break
        }
    }

    /// The content size constraint of a view on an axis where it has an intrinsic size.
    func makeContentSizeConstraint(of view: View, axis: LayoutConstraint.Axis, size: CGSize)
        -> ContentSizeLayoutConstraint?
    {
        let value = axis == .horizontal ? size.width : size.height
        // An `intrinsicContentSize` override may have taken the view out.
        guard value >= 0, value.isFinite, view.engineIndex >= 0 else { return nil }
        let constraint = ContentSizeLayoutConstraint(view: view, axis: axis, value: value)
        constraint.activationStamp = root.nextActivationStamp()
        registry.ownConstraints[view.engineIndex].contentSize[axis.rawValue] = constraint
        return constraint
    }

    /// Takes a content size constraint's two sides out of the solver.
    func removeSides(of constraint: ContentSizeLayoutConstraint) {
        for tag in solverTags(of: constraint) {
            forgetHandles()
            removeDeferring(tag: tag)
        }
        forgetSolverCopy(of: constraint)
    }

    /// Lets go of a content size constraint its view no longer lists.
    func retire(_ constraint: ContentSizeLayoutConstraint) {
        removeSides(of: constraint)
        constraint.retireOwn()
    }

    /// Makes a content size constraint the app deactivated its view's again, at the view's current
    /// intrinsic size and priorities, in place of one the view made since; returns false, leaving it
    /// inactive, when the view is not laid out by constraints or has no intrinsic size on its axis.
    func restore(_ constraint: ContentSizeLayoutConstraint, of view: View) -> Bool {
        guard view.engineIndex >= 0, !view.translatesAutoresizingMaskIntoConstraints else { return false }
        let axis = constraint.axis.rawValue
        let size = view.intrinsicContentSize
        let value = constraint.axis == .horizontal ? size.width : size.height
        guard value >= 0, value.isFinite, view.engineIndex >= 0 else { return false }
        solverTouched = true
        if let current = registry.ownConstraints[view.engineIndex].contentSize[axis] {
            registry.ownConstraints[view.engineIndex].contentSize[axis] = nil
            retire(current)
        }
        constraint.value = value
        constraint.hugging = view.huggingPriorities[axis]
        constraint.compressionResistance = view.compressionResistancePriorities[axis]
        constraint.activationStamp = root.nextActivationStamp()
        constraint.storedActive = true
        constraint.container = view
        constraint.releaseItems()
        registry.ownConstraints[view.engineIndex].contentSize[axis] = constraint
        appendOwn(constraint, hug: false)
        appendOwn(constraint, hug: true)
        commit()
        return true
    }

    func removeOwnConstraints(of view: View) {
        solverTouched = true
        let translated = registry.ownConstraints[view.engineIndex].translated
        registry.ownConstraints[view.engineIndex].translated = []
        for constraint in translated {
            let tag = tag(of: constraint)
            if tag >= 0 {
                forgetHandles()
                removeDeferring(tag: tag)
            }
            forgetSolverCopy(of: constraint)
            constraint.retireOwn()
        }
        if registry[view.engineIndex].translationReferencesSuperview {
            registry[view.engineIndex].translationReferencesSuperview = false
            if let superview = view.superview { release(superview) }
        }
        let contentSize = registry.ownConstraints[view.engineIndex].contentSize
        registry.ownConstraints[view.engineIndex].contentSize = PerAxis(repeating: nil)
        for case let constraint? in contentSize { retire(constraint) }
    }

    /// Replaces a registered view's own constraints after its translation flag changed.
    func translationDidChange(_ view: View) {
        guard view.engineIndex >= 0 else { return }
        removeOwnConstraints(of: view)
        addOwnConstraints(of: view, axes: LayoutConstraint.Axis.allCases, AttributeResolver(host: hostLayoutDirection))
        commit()
    }

    /// Follows a new frame of a translated view: constants only when the slopes are unchanged.
    func frameTranslationDidChange(_ view: View) {
        guard view.engineIndex >= 0, view.translatesAutoresizingMaskIntoConstraints else { return }
        // A resized window comes through here on every layout: compare the equations, and make new
        // constraint objects only when a slope (a multiplier) changed.
        let translation = view.currentAutoresizingTranslation()
        let equations = AutoresizingMaskLayoutConstraint.equations(
            of: translation, hasSuperview: view.superview != nil)
        let current = registry.ownConstraints[view.engineIndex].translated
        let maskCode = translation.maskCode
        let sameShape =
            equations.count == current.count
            && zip(equations, current).allSatisfy {
                Double($1.multiplier) == $0.slope && $1.firstAttribute == $0.attribute && $1.maskCode == maskCode
            }
        guard sameShape else {
            translationDidChange(view)
            return
        }
        for (equation, constraint) in zip(equations, current) where Double(constraint.constant) != equation.offset {
            constraint.constant = CGFloat(equation.offset)
        }
    }

    /// Updates the content size constraints after `intrinsicContentSize` changed.
    func intrinsicContentSizeDidChange(_ view: View) {
        solverTouched = true
        guard view.engineIndex >= 0, !view.translatesAutoresizingMaskIntoConstraints else { return }
        let size = view.intrinsicContentSize
        // An `intrinsicContentSize` override may have taken the view out.
        guard view.engineIndex >= 0 else { return }
        for axis in LayoutConstraint.Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            let has = value >= 0 && value.isFinite
            if let constraint = registry.ownConstraints[view.engineIndex].contentSize[axis.rawValue], has {
                guard constraint.value != value else { continue }
                constraint.value = value
                for tag in solverTags(of: constraint) {
                    do {
                        try solver.updateConstant(ofTag: tag, to: -Double(value).clampedToSolverRange)
                    } catch {
                        rebuild()
                        return
                    }
                }
            } else if registry.ownConstraints[view.engineIndex].contentSize[axis.rawValue] != nil || has {
                translationDidChange(view)
                return
            }
        }
    }

    /// Moves a content size constraint to a new hugging or compression resistance priority.
    func contentPriorityDidChange(_ view: View, axis: LayoutConstraint.Axis) {
        solverTouched = true
        guard view.engineIndex >= 0, let constraint = registry.ownConstraints[view.engineIndex].contentSize[axis.rawValue] else { return }
        if isSplit(constraint) {
            moveSplitPriorities(of: constraint, view: view, axis: axis)
            return
        }
        // Each side with its own tag: the solver constraints keep the priority they were made with,
        // which the constraint records. A side the solver does not hold (-1) has nothing to move.
        let tags = sideTags(of: constraint)
        let broken = isBroken(constraint)
        let sides = [
            (tag: tags.hug, wanted: view.huggingPriorities[axis.rawValue], current: constraint.hugging),
            (tag: tags.resist, wanted: view.compressionResistancePriorities[axis.rawValue],
             current: constraint.compressionResistance),
        ]
        for side in sides where side.tag >= 0 {
            guard side.wanted != side.current, !broken else { continue }
            if side.wanted.isRequired || side.current.isRequired {
                translationDidChange(view)
                return
            }
            do {
                try solver.updatePriority(ofTag: side.tag, to: LayoutEngine.strength(for: side.wanted))
            } catch {
                rebuild()
                return
            }
        }
        constraint.hugging = sides[0].wanted
        constraint.compressionResistance = sides[1].wanted
    }

    /// `contentPriorityDidChange` for a content size constraint held as one split equality: its two
    /// priorities move in place while both stay optional; a required one needs a side of its own.
    private func moveSplitPriorities(
        of constraint: ContentSizeLayoutConstraint, view: View, axis: LayoutConstraint.Axis
    ) {
        let hugging = view.huggingPriorities[axis.rawValue]
        let compressionResistance = view.compressionResistancePriorities[axis.rawValue]
        if hugging.isRequired || compressionResistance.isRequired {
            translationDidChange(view)
            return
        }
        do {
            if hugging != constraint.hugging {
                try solver.updatePriority(ofTag: sideTags(of: constraint).hug, to: LayoutEngine.strength(for: hugging), above: true)
            }
            if compressionResistance != constraint.compressionResistance {
                let strength = LayoutEngine.strength(for: compressionResistance)
                try solver.updatePriority(ofTag: sideTags(of: constraint).resist, to: strength)
            }
        } catch {
            rebuild()
            return
        }
        constraint.hugging = hugging
        constraint.compressionResistance = compressionResistance
    }
}
