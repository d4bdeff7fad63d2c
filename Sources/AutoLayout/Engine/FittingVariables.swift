internal import Cassowary

/// Fresh variables for the nodes of a fitting solve, made as the constraints name them. A node's
/// variables have ids as the engine's do (four per node, in the order the nodes were named), and the
/// resolved terms are turned into terms over the variables for the fitting solver.
struct FittingVariables: NodeVariableSource {
    private var byNode: [ObjectIdentifier: Int] = [:]
    private(set) var made: [(View, NodeVariables)] = []

    mutating func name(_ node: View) {
        _ = variables(of: node)
    }

    func variable(_ index: Int, of node: View) -> Int {
        // Named before, so made.
        byNode[ObjectIdentifier(node)]! << 2 | index
    }

    /// minX, minY, width and height of a node, made on first use.
    mutating func variables(of node: View) -> NodeVariables {
        if let index = byNode[ObjectIdentifier(node)] { return made[index].1 }
        let variables = NodeVariables { _ in Variable("") }
        byNode[ObjectIdentifier(node)] = made.count
        made.append((node, variables))
        return variables
    }

    /// The solver terms of resolved terms whose ids this source gave.
    func terms(of resolved: [RawTerm]) -> [Term] {
        var terms: [Term] = []
        terms.reserveCapacity(resolved.count)
        for term in resolved {
            terms.append(Term(made[term.variable >> 2].1[term.variable & 3], coefficient: term.coefficient))
        }
        return terms
    }
}
