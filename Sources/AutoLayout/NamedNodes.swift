/// The nodes a constraint's solver copy names, once per naming, which the constraint releases when it
/// leaves the engine. Most constraints name one or two, kept inline so that building a constraint
/// allocates nothing for them; the rest (ancestors between an item and the container) go to an array.
struct NamedNodes: Sequence {
    private var first: LayoutEngine.Slot?
    private var second: LayoutEngine.Slot?
    private var rest: [LayoutEngine.Slot] = []

    mutating func append(_ node: LayoutEngine.Slot) {
        if first == nil {
            first = node
        } else if second == nil {
            second = node
        } else {
            rest.append(node)
        }
    }

    func makeIterator() -> Iterator { Iterator(nodes: self) }

    /// The nodes in the order they were named.
    struct Iterator: IteratorProtocol {
        fileprivate let nodes: NamedNodes
        private var position = 0

        fileprivate init(nodes: NamedNodes) { self.nodes = nodes }

        mutating func next() -> LayoutEngine.Slot? {
            defer { position += 1 }
            switch position {
            case 0: return nodes.first
            case 1: return nodes.second
            default: return position - 2 < nodes.rest.count ? nodes.rest[position - 2] : nil
            }
        }
    }
}
