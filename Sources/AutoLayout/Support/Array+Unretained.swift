extension Array where Element: AnyObject {
    /// Calls `body` with each element, in order, without retaining it: the array being iterated keeps
    /// the elements alive (one removed from the original meanwhile lives until the loop ends). For the
    /// loops over every view or constraint of a tree, where a retain and a release per element cost
    /// more than the work.
    @inline(__always) func forEachUnretained(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index]).withBorrowed(body)
            }
        }
    }

    /// Calls `body` with the element at `index` without retaining it, for the same reason: the array
    /// keeps it alive.
    @inline(__always) func withUnretained<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        withUnsafeBufferPointer { buffer in Unmanaged.passUnretained(buffer[index]).withBorrowed(body) }
    }
}
