extension Array {
    /// `popLast()`, inlined: the standard library's is a call even when specialised (mostly spent on
    /// an empty free list), made for every tag, symbol and row an add creates.
    @inlinable @inline(__always) package mutating func takeLast() -> Element? {
        isEmpty ? nil : removeLast()
    }
}
