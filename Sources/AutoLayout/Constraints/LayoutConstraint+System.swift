import Foundation

extension LayoutConstraint {
    /// Installs a constraint the system keeps between a view and one of its guides (or a stack view
    /// and its arranged subviews), `first relation second × multiplier + constant` (a constant alone
    /// without `second`), named as UIKit names its own. The system's pairs are valid by construction,
    /// so UIKit's checks are skipped.
    @discardableResult
    static func installSystem(
        _ first: AnyLayoutAnchor, _ second: AnyLayoutAnchor?, relation: Relation = .equal, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required, identifier: String, on view: View
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: first.spec, relation: relation, second: second?.spec, multiplier: multiplier, constant: constant,
            validate: false)
        constraint.storedPriority = priority
        constraint.identifier = identifier
        constraint.isSystemConstraint = true
        constraint.install(on: view)
        return constraint
    }
}
