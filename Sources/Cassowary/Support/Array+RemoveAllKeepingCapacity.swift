extension Array {
    /// `removeAll(keepingCapacity: true)` for the scratch buffers emptied on every add: a buffer of a
    /// few elements is emptied from the end, skipping the general subrange replacement behind
    /// `removeAll(keepingCapacity:)`, which every first layout felt.
    @inlinable @inline(__always) package mutating func removeAllKeepingCapacity() {
        if count > 8 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
