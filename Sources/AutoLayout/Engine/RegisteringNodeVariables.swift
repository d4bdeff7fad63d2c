internal import Cassowary

/// The engine's variables of the nodes a constraint names, each node registered (one use per naming)
/// and recorded as the constraint's expression names it, so that building a constraint walks its
/// anchors once.
struct RegisteringNodeVariables: NodeVariableSource {
    /// The engine the nodes are registered with; it outlives this value, which lives for one build.
    /// Unmanaged rather than `unowned`: calling through the latter retained and released the
    /// engine at every naming.
    private let engine: Unmanaged<LayoutEngine>
    /// The nodes named, once per naming, which the constraint releases when it leaves the engine.
    private(set) var nodes = NamedNodes()

    init(engine: borrowing LayoutEngine) {
        self.engine = .passUnretained(copy engine)
    }

    mutating func name(_ node: View) {
        engine.withBorrowed { $0.retain(node) }
        nodes.append(LayoutEngine.ViewReference(view: node))
    }

    func variable(_ index: Int, of node: View) -> Int {
        node.engineVariable(index)
    }

    func sizeIsNamed(of node: View, axis: Int) {
        engine.withBorrowed { $0.sizeIsNamed(of: node, axis: axis) }
    }
}
