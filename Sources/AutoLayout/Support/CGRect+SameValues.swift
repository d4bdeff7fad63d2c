import Foundation

extension CGRect {
    /// Whether both rectangles hold the same four numbers: `==` without a call into Foundation, whose
    /// operator is not inlinable on Linux and is asked once per frame a layout pass assigns.
    @inline(__always) func hasSameValues(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
