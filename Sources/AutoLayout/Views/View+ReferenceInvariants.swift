/// The checks of the references a tree holds without retaining them.
///
/// Reference counting every step of a walk up a tree, of every moved subview and of every constraint's
/// items is the larger part of a layout's cost, so these references are unretained (`Unmanaged`,
/// `unowned(unsafe)`) and read without counting; Benchmarks/README.md ("Unsafe code") gives what each
/// saves. Each is sound by one invariant, which the code that breaks a link restores first:
///
/// - `superviewReference`: a view's superview holds it in `subviews`; removing it clears the reference.
/// - `soleSubviewReference`: one of the view's subviews; a subview that leaves clears it.
/// - `registeringEngineReference`: the engine of the tree's root; leaving the tree clears it.
/// - `LayoutEngine.root`: the view whose `engineStorage` holds the engine.
/// - `LooseConstraints`: entry `i` is a live constraint naming the view, at its loose slot `i`.
/// - `AnchorSpec.target` of an installed constraint: a view of the tree the constraint is installed in,
///   or a guide or distance the constraint's anchors hold.
/// - `staleSubviews`: a subview or guide body (which names the view as its superview), or a view
///   `keepAliveWhileListed` holds until the list is walked.
extension View {
    /// Every broken invariant of the unretained references in the tree below this view, described;
    /// empty when all hold. Visits every view and installed constraint: for tests.
    package func unretainedReferenceViolations() -> [String] {
        var violations: [String] = []
        let root = rootReference.takeUnretainedValue()
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.appendReferenceViolations(to: &violations, root: root)
            pending.append(contentsOf: view.subviews)
        }
        return violations
    }

    private func appendReferenceViolations(to violations: inout [String], root: View) {
        let name = "\(type(of: self)) \(ObjectIdentifier(self))"
        for subview in subviews where subview.superviewReference?.toOpaque() != Unmanaged.passUnretained(self).toOpaque() {
            violations.append("\(name): subview \(ObjectIdentifier(subview)) does not name it as its superview")
        }
        if let sole = soleSubviewReference, !subviews.contains(where: { $0 === sole.takeUnretainedValue() }) {
            violations.append("\(name): the sole subview needing layout is not a subview")
        }
        if let engine = registeringEngineReference, engine.toOpaque() != root.engineStorage.map({ Unmanaged.passUnretained($0).toOpaque() }) {
            violations.append("\(name): its registering engine is not its root's")
        }
        if let engine = engineStorage {
            if engine.root !== self { violations.append("\(name): its engine's root is another view") }
            if superviewReference != nil { violations.append("\(name): it holds an engine but has a superview") }
        }
        for stale in staleSubviews {
            let view = stale.takeUnretainedValue()
            let isKeptAlive = extras?.leftWhileListed.contains { $0 === view } ?? false
            if view.superviewReference?.toOpaque() != Unmanaged.passUnretained(self).toOpaque(), !isKeptAlive {
                violations.append("\(name): a listed moved subview is neither a subview nor kept alive")
            }
        }
        violations.append(contentsOf: looseConstraints.violations(item: self).map { "\(name): \($0)" })
        for constraint in installedConstraints {
            for spec in [constraint.first, constraint.second].compactMap({ $0 }) {
                guard let item = spec.viewReference else { continue }
                if item.takeUnretainedValue().rootReference.toOpaque() != Unmanaged.passUnretained(root).toOpaque() {
                    violations.append("\(name): an installed constraint names a view outside the tree")
                }
            }
        }
    }
}
