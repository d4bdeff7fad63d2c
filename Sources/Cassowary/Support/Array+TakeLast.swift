extension Array {
    /// `popLast()`, inlined: the standard library's is a call even when specialised (about 24
    /// instructions, most of them for an empty free list), made for every tag, symbol and row an add
    /// creates (1.3 % of a large tree's first layout).
    @inlinable @inline(__always) package mutating func takeLast() -> Element? {
        isEmpty ? nil : removeLast()
    }
}
