internal import Cassowary

extension LayoutConstraint {
    /// Whether `solverConstraint` is this constraint's solver copy (or one of them).
    func owns(_ solverConstraint: Cassowary.Constraint) -> Bool {
        solverConstraints.contains { $0 === solverConstraint }
    }

    /// Whether the constraint reads the layout margins of `view`.
    func readsMargins(of view: View) -> Bool {
        func reads(_ anchor: AnyLayoutAnchor?) -> Bool {
            guard let anchor else { return false }
            switch anchor.source {
            case .attribute(let attribute):
                return anchor.item === view && AttributeGeometry.readsMargins(attribute)
            case .offset(let start, let end):
                return reads(start) || reads(end)
            }
        }
        return reads(first) || reads(second)
    }
}
