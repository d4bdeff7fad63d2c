import AutoLayout
import Foundation

/// What one chain of the maker said, filled in step by step and read once the closure returns.
final class ConstraintDescription {
    let item: any LayoutItem
    var attributes: AttributeSet
    var relation: LayoutConstraint.Relation = .equal
    var target: RelationTarget?
    var multiplier: CGFloat = 1
    var constant: ConstraintConstant = .number(0)
    var priority: LayoutPriority = .required
    var label: String?
    var location: SourceLocation
    /// Made on first request so that `.constraint` can be read inside the closure; it gets its
    /// layout constraints when the closure returns.
    private(set) lazy var handle = Constraint(description: self)

    init(item: any LayoutItem, attributes: AttributeSet, location: SourceLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
    }
}
