/// The nodes a constraint's solver copy names, once per naming, which the constraint releases when it
/// leaves the engine. Most constraints name one or two, kept inline so that building a constraint
/// allocates nothing for them; a constraint that names more (ancestors between an item and the
/// container) keeps them all in one array.
struct NamedNodes: Sequence {
    // One enum, smaller than two optional slots and an array: every constraint keeps one.
    private enum Storage {
        case none
        case one(LayoutEngine.ViewReference)
        case two(LayoutEngine.ViewReference, LayoutEngine.ViewReference)
        case many([LayoutEngine.ViewReference])
    }
    private var storage = Storage.none

    mutating func append(_ node: LayoutEngine.ViewReference) {
        switch storage {
        case .none: storage = .one(node)
        case .one(let first): storage = .two(first, node)
        case .two(let first, let second): storage = .many([first, second, node])
        case .many(var all):
            // Emptied first so that `all` is the array's only reference and appends in place.
            storage = .none
            all.append(node)
            storage = .many(all)
        }
    }

    func makeIterator() -> Iterator { Iterator(nodes: self) }

    /// Whether the copy names no node.
    var isEmpty: Bool {
        if case .none = storage { true } else { false }
    }

    /// The nodes in the order they were named.
    struct Iterator: IteratorProtocol {
        fileprivate let nodes: NamedNodes
        private var position = 0

        fileprivate init(nodes: NamedNodes) { self.nodes = nodes }

        mutating func next() -> LayoutEngine.ViewReference? {
            defer { position += 1 }
            switch nodes.storage {
            case .none: return nil
            case .one(let first): return position == 0 ? first : nil
            case .two(let first, let second): return position == 0 ? first : position == 1 ? second : nil
            case .many(let all): return position < all.count ? all[position] : nil
            }
        }
    }
}
