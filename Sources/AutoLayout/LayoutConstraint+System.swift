import Foundation

extension LayoutConstraint {
    /// Installs a constraint the system keeps between a view and one of its guides,
    /// `first relation second + constant` (a constant alone without `second`), named as UIKit names
    /// its own. The system's pairs are valid by construction, so UIKit's checks are skipped.
    @discardableResult
    static func installSystem(
        _ first: AnyLayoutAnchor, _ second: AnyLayoutAnchor?, relation: Relation = .equal, constant: CGFloat = 0,
        priority: LayoutPriority = .required, identifier: String, on view: View
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: 1, constant: constant, validate: false)
        constraint.storedPriority = priority
        constraint.identifier = identifier
        constraint.isSystemConstraint = true
        constraint.install(on: view)
        return constraint
    }
}
