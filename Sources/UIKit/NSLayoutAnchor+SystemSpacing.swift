import AutoLayout

extension NSLayoutAnchor {
    /// A constraint `self relation anchor + 8 × multiplier` that remembers it stands for the system
    /// spacing (descriptions print `NSLayoutAnchorConstraintSpace`).
    func spaced(
        _ relation: NSLayoutConstraint.Relation, _ other: AnyLayoutAnchor, _ multiplier: CGFloat, _ fileID: String,
        _ line: Int
    ) -> NSLayoutConstraint {
        let constraint = make(
            relation, other, constant: LayoutConstraint.standardSpacing * multiplier, fileID: fileID, line: line)
        constraint.systemSpacing = .anchor(multiplier: multiplier)
        return constraint
    }
}
