internal import Cassowary

/// The variables of a fitting solve, by id, made as the constraints name the nodes: four per node
/// (minX, minY, width, height), in the order the nodes were named, as the engine numbers its own.
struct FittingVariables: NodeVariableSource {
    private var byNode: [ObjectIdentifier: Int] = [:]
    /// The nodes named so far, in order.
    private(set) var nodes: [View] = []

    mutating func name(_ node: View) {
        _ = index(of: node)
    }

    func variable(_ index: Int, of node: View) -> Int {
        // Named before, so listed.
        byNode[ObjectIdentifier(node)]! << 2 | index
    }

    /// The id of variable `index` (0 minX … 3 height) of a node, naming it on first use.
    mutating func id(_ index: Int, of node: View) -> Int {
        self.index(of: node) << 2 | index
    }

    /// How many variables the nodes named so far have.
    var count: Int { nodes.count << 2 }

    private mutating func index(of node: View) -> Int {
        if let index = byNode[ObjectIdentifier(node)] { return index }
        byNode[ObjectIdentifier(node)] = nodes.count
        nodes.append(node)
        return nodes.count - 1
    }
}
