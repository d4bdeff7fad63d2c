extension Array {
    /// `removeAll(keepingCapacity: true)` for the scratch buffers emptied on every add: a buffer of a
    /// few elements is emptied from the end, which costs a few instructions an element, where the
    /// general subrange replacement behind `removeAll(keepingCapacity:)` cost about 85 an emptying (2 %
    /// of a table cell's first layout, 3 % of a large tree's).
    @inlinable @inline(__always) package mutating func removeAllKeepingCapacity() {
        if count > 8 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
