import AutoLayout

extension LayoutDSL {
    /// Makes the closure's constraints without activating them or recording them for `update`,
    /// `remake` and `remove`; a view stops translating its autoresizing mask.
    @discardableResult
    public func prepareConstraints(
        file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [Constraint] {
        prepare(SourceLocation(fileID: file, line: line), closure).constraints
    }

    /// Makes and activates the closure's constraints.
    ///
    /// - Returns: the problems found (also passed to the reporting closure); empty when every chain
    ///   made and activated its constraints.
    @discardableResult
    public func makeConstraints(
        file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintError] {
        make(SourceLocation(fileID: file, line: line), closure)
    }

    /// Removes every constraint the DSL made for this item, then makes the closure's.
    @discardableResult
    public func remakeConstraints(
        file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintError] {
        removeConstraints()
        return make(SourceLocation(fileID: file, line: line), closure)
    }

    /// Changes the constants of the DSL's active constraints that match the closure's (same items,
    /// attributes, relation, multiplier and priority).
    ///
    /// When the item has no DSL constraints yet this is `makeConstraints`. A chain with no match is
    /// installed as a new constraint and reported as ``ConstraintError/noMatchingConstraint(_:at:)``,
    /// where SnapKit traps.
    @discardableResult
    public func updateConstraints(
        file: String = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintError] {
        let location = SourceLocation(fileID: file, line: line)
        let installed = LayoutConstraintFactory.installedConstraints(of: item)
        if installed.isEmpty { return make(location, closure) }
        var (constraints, problems) = prepare(location, closure)
        for constraint in constraints {
            for (index, part) in constraint.parts.enumerated() {
                if let match = installed.last(where: { LayoutConstraintFactory.matches($0, part.constraint) }) {
                    match.constant = part.constraint.constant
                    constraint.adopt(match, at: index)
                    continue
                }
                do throws(LayoutError) {
                    try LayoutConstraint.activate([part.constraint])
                    problems.append(.noMatchingConstraint(part.constraint, at: constraint.sourceLocation))
                } catch {
                    problems.append(.layout(error, at: constraint.sourceLocation))
                }
                reporter.report(problems[problems.count - 1])
            }
        }
        return problems
    }

    /// Deactivates every active constraint the DSL made for this item (those where it is the first
    /// item); constraints that only refer to it are left alone.
    public func removeConstraints() {
        LayoutConstraint.deactivate(LayoutConstraintFactory.installedConstraints(of: item))
    }

    private func make(_ location: SourceLocation, _ closure: (ConstraintMaker) -> Void) -> [ConstraintError] {
        var (constraints, problems) = prepare(location, closure)
        for constraint in constraints where constraint.error == nil {
            do throws(ConstraintError) {
                try constraint.activate()
            } catch {
                problems.append(error)
                reporter.report(error)
            }
        }
        return problems
    }

    private func prepare(_ location: SourceLocation, _ closure: (ConstraintMaker) -> Void)
        -> (constraints: [Constraint], problems: [ConstraintError])
    {
        if let view = item as? View { view.translatesAutoresizingMaskIntoConstraints = false }
        let maker = ConstraintMaker(item: item, location: location)
        closure(maker)
        let constraints = maker.descriptions.map(\.handle)
        for constraint in constraints { constraint.build(reporter: reporter) }
        return (constraints, constraints.compactMap(\.error))
    }
}
