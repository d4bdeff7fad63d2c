import AutoLayout

/// An item and some of its attributes, as `view.layout.top` or `guide.layout.edges` name them: the
/// right-hand side of a relation.
///
/// The item is held weakly, so keeping an attribute around does not keep its view alive.
public struct ConstraintItem: ConstraintRelatableTarget, CustomStringConvertible {
    /// The view or guide, or `nil` once it has been deallocated.
    public weak var target: (any LayoutItem)?
    let attributeSet: AttributeSet

    init(target: any LayoutItem, attributes: AttributeSet) {
        self.target = target
        attributeSet = attributes
    }

    /// The attributes named, in the order constraints are made for them.
    public var attributes: [LayoutConstraint.Attribute] { attributeSet.attributes }

    /// `View:0x….top`, or `View:0x….[left, right]` for several attributes.
    public var description: String {
        let name = target.map { "\(String(describing: type(of: $0))):0x\(String(UInt(bitPattern: ObjectIdentifier($0)), radix: 16))" } ?? "nil"
        let names = attributes.map(\.description)
        return names.count == 1 ? "\(name).\(names[0])" : "\(name).[\(names.joined(separator: ", "))]"
    }
}
