internal import Cassowary

/// Fresh variables for the nodes of a fitting solve, made as the constraints name them.
struct FittingVariables: NodeVariableSource {
    private var byNode: [ObjectIdentifier: Int] = [:]
    private(set) var made: [(View, NodeVariables)] = []

    mutating func name(_ node: View) {
        _ = variables(of: node)
    }

    func variable(_ index: Int, of node: View) -> Unmanaged<Variable> {
        // Named before, so made: `made` keeps the variable alive.
        made[byNode[ObjectIdentifier(node)]!].1.unretained(index)
    }

    /// minX, minY, width and height of a node, made on first use.
    mutating func variables(of node: View) -> NodeVariables {
        if let index = byNode[ObjectIdentifier(node)] { return made[index].1 }
        let variables = NodeVariables { _ in Variable("") }
        byNode[ObjectIdentifier(node)] = made.count
        made.append((node, variables))
        return variables
    }
}
