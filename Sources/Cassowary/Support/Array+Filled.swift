extension Array {
    /// An array of `count` copies of `value`, like `init(repeating:count:)`, allocated through code
    /// the compiler specializes.
    ///
    /// `init(repeating:count:)` allocates through `_allocateBufferUninitialized`, a standard-library
    /// entry point that is never inlined: outside the few element types the library prespecializes, each
    /// call looked up the storage class's generic metadata at run time, which was felt where a small
    /// solver grows its tables.
    init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
