internal import Cassowary

/// Fresh variables for the nodes of a fitting solve, made as the constraints name them.
struct FittingVariables: NodeVariableSource {
    private var byNode: [ObjectIdentifier: Int] = [:]
    private(set) var made: [(View, NodeVariables)] = []

    mutating func variables(of node: View) -> NodeVariables {
        if let index = byNode[ObjectIdentifier(node)] { return made[index].1 }
        let variables = NodeVariables { _ in Variable("") }
        byNode[ObjectIdentifier(node)] = made.count
        made.append((node, variables))
        return variables
    }
}
