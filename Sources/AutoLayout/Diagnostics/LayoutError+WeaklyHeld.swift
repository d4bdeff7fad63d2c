extension LayoutError {
    /// The error rebuilt from weak references to its items (see ``RetainedDiagnostic``): `nil` once an
    /// item the case requires has been freed; an optional item reads as `nil` once freed.
    func weaklyHeld() -> () -> LayoutError? {
        switch self {
        case .invalidPairing(let first, let firstAttribute, let second, let secondAttribute):
            return { [weak first, weak second] in
                first.map {
                    .invalidPairing(
                        firstItem: $0, firstAttribute: firstAttribute, secondItem: second,
                        secondAttribute: secondAttribute)
                }
            }
        case .locationEqualToConstant(let item, let attribute):
            return { [weak item] in .locationEqualToConstant(item: item, attribute: attribute) }
        case .mixedDirectionalAttributes(let first, let firstAttribute, let second, let secondAttribute):
            return { [weak first, weak second] in
                .mixedDirectionalAttributes(
                    firstItem: first, firstAttribute: firstAttribute, secondItem: second,
                    secondAttribute: secondAttribute)
            }
        case .nonFiniteMultiplier(let item, let multiplier):
            return { [weak item] in .nonFiniteMultiplier(item: item, multiplier: multiplier) }
        case .nonFiniteConstant(let item, let constant):
            return { [weak item] in .nonFiniteConstant(item: item, constant: constant) }
        case .noCommonAncestor(let constraint, _, _):
            // The anchors hold their items; they are the constraint's own, made again when read.
            return {
                .noCommonAncestor(
                    constraint, first: constraint.firstAnchor, second: constraint.secondAnchor ?? constraint.firstAnchor)
            }
        case .unsupportedItem(let item):
            return { [weak item] in item.map { .unsupportedItem($0) } }
        case .arrangedSubviewIndexOutOfRange(let stack, let index, let count):
            return { [weak stack] in stack.map { .arrangedSubviewIndexOutOfRange($0, index: index, count: count) } }
        case .incompatibleAnchors, .requiredPriorityChange, .invalidPriority, .missingItem, .invalidWindowSize:
            // Constraints do not hold their items, and a size names no object.
            let error = self
            return { error }
        }
    }
}
