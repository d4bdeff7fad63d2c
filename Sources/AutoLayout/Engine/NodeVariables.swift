internal import Cassowary

/// A node's four variables in a fitting solve (minX, minY, width, height). The engine's own variables
/// have no objects: they are ids (see `View.engineVariable(_:)`).
struct NodeVariables {
    private let minX: Variable
    private let minY: Variable
    private let width: Variable
    private let height: Variable

    /// Four variables made by `make`, given the index of each (0 minX … 3 height).
    init(making make: (Int) -> Variable) {
        minX = make(0)
        minY = make(1)
        width = make(2)
        height = make(3)
    }

    /// The variable at `index` (0 minX, 1 minY, 2 width, 3 height).
    subscript(index: Int) -> Variable {
        switch index {
        case 0: minX
        case 1: minY
        case 2: width
        default: height
        }
    }
}
