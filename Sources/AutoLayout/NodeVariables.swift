internal import Cassowary

/// A node's four engine variables (minX, minY, width, height), or none while it is not registered.
///
/// Inline in the view rather than an array: the array was a second allocation per view (80 bytes
/// with malloc's header) and a pointer chase on every read.
struct NodeVariables: RandomAccessCollection {
    private var minX: Variable?
    private var minY: Variable?
    private var width: Variable?
    private var height: Variable?

    /// No variables: the node is not registered.
    init() {}

    /// Four variables, in the order minX, minY, width, height.
    init(_ minX: Variable, _ minY: Variable, _ width: Variable, _ height: Variable) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// Four variables made by `make`, given the index of each (0 minX … 3 height).
    init(making make: (Int) -> Variable) {
        self.init(make(0), make(1), make(2), make(3))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { minX == nil ? 0 : 4 }

    /// The variable at `index` (0 minX, 1 minY, 2 width, 3 height); only while there are four.
    subscript(index: Int) -> Variable {
        unretained(index).takeUnretainedValue()
    }

    /// The variable at `index`, unretained (the node keeps it): reading one variable this way copies
    /// no reference, where the subscript or a copy of the whole value retains.
    func unretained(_ index: Int) -> Unmanaged<Variable> {
        // Reading an unregistered node's variable is an engine bug, never a user's input.
        switch index {
        case 0: .passUnretained(minX!)
        case 1: .passUnretained(minY!)
        case 2: .passUnretained(width!)
        default: .passUnretained(height!)
        }
    }
}
