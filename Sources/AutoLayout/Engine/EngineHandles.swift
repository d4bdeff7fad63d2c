/// The solver handles of a view's four variables (minX, minY, width, height), stored inline in the
/// view so that reading its frame allocates and reference-counts nothing.
struct EngineHandles {
    private var minX: Int32 = -1
    private var minY: Int32 = -1
    private var width: Int32 = -1
    private var height: Int32 = -1

    subscript(index: Int) -> Int32 {
        get {
            switch index {
            case 0: minX
            case 1: minY
            case 2: width
            default: height
            }
        }
        set {
            switch index {
            case 0: minX = newValue
            case 1: minY = newValue
            case 2: width = newValue
            default: height = newValue
            }
        }
    }
}
