/// A growable contiguous table of plain values that only the tableau holds: the hot per-row,
/// per-term, per-entry and per-symbol tables.
///
/// `Array` checks at run time, before every write, that its buffer is not shared (a call into the
/// runtime, about four for each term a row gains); a table of a noncopyable tableau is never shared,
/// so a slab writes straight to memory. Being noncopyable, it frees its memory when it goes, and a
/// borrowed tableau reads it in place rather than being copied for the call.
package struct Slab<Element: BitwiseCopyable>: ~Copyable {
    package private(set) var base: UnsafeMutablePointer<Element>
    // 32-bit count and capacity keep a slab small, and a solver holds some fifteen of them inline
    // (no table of a solver nears 2^31 elements).
    /// The number of elements.
    @Int32Backed package private(set) var count = 0
    /// The number of elements the allocation holds.
    @Int32Backed package private(set) var capacity = 0

    package init() {
        base = Slab.unallocated
    }

    deinit {
        if capacity > 0 { base.deallocate() }
    }

    /// A well-aligned address that is never read: the base of a slab with no allocation.
    private static var unallocated: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    package var isEmpty: Bool { count == 0 }
    package var indices: Range<Int> { 0..<count }

    /// The element at `index`, read and written in place; out of bounds traps, as `Array` does.
    @inline(__always) package subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "Slab index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "Slab index out of range")
            return base + index
        }
    }

    /// Every element, copied out (invariant checks and descriptions).
    package var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Gives the slab room for `minimumCapacity` elements in all, moving them to an allocation of
    /// exactly that size when it has less.
    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { reallocate(to: minimumCapacity) }
    }

    /// Moves the elements to an allocation of `newCapacity` (at least `count`) elements.
    private mutating func reallocate(to newCapacity: Int) {
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        moved.initialize(from: base, count: count)
        if capacity > 0 { base.deallocate() }
        base = moved
        capacity = newCapacity
    }

    /// Room for one more element, growing as `Array` does (doubling) when full.
    @inline(__always) private mutating func makeRoomForOne() {
        if count == capacity { reallocate(to: Swift.max(2 * capacity, 4)) }
    }

    @inline(__always) package mutating func append(_ element: Element) {
        makeRoomForOne()
        (base + count).initialize(to: element)
        count += 1
    }

    /// Room for `extra` more elements, growing as `append` does when they do not fit.
    @inline(__always) package mutating func reserveCapacity(forAppending extra: Int) {
        if count + extra > capacity { reallocate(to: Swift.max(count + extra, 2 * capacity)) }
    }

    /// Appends an element the slab already has room for (see `reserveCapacity(forAppending:)`).
    @inline(__always) package mutating func appendWithinCapacity(_ element: Element) {
        precondition(count < capacity, "Slab appended past its capacity")
        (base + count).initialize(to: element)
        count += 1
    }

    /// Adds `extra` elements left as they are in memory, for a caller that writes each one before any
    /// read (a row's block of terms): a plain value with no initialisation to skip but the writes.
    @inline(__always) package mutating func appendUninitialized(count extra: Int) {
        reserveCapacity(forAppending: extra)
        count += extra
    }

    package mutating func append(repeating value: Element, count extra: Int) {
        guard extra > 0 else { return }
        if count + extra > capacity { reallocate(to: Swift.max(count + extra, 2 * capacity)) }
        (base + count).initialize(repeating: value, count: extra)
        count += extra
    }

    /// Appends `count` elements copied from `source`, which must not lie in the slab.
    package mutating func append(copying source: UnsafePointer<Element>, count extra: Int) {
        guard extra > 0 else { return }
        if count + extra > capacity { reallocate(to: Swift.max(count + extra, 2 * capacity)) }
        (base + count).initialize(from: source, count: extra)
        count += extra
    }

    /// The last element, if any.
    @inline(__always) package var last: Element? { count == 0 ? nil : base[count - 1] }

    /// Removes the last element and returns it; nil when empty.
    @inline(__always) package mutating func takeLast() -> Element? {
        if count == 0 { return nil }
        count -= 1
        return base[count]
    }

    /// Removes the last element; the slab must not be empty.
    @inline(__always) package mutating func removeLast() {
        precondition(count > 0, "Slab emptied past its start")
        count -= 1
    }

    /// Forgets every element and keeps the allocation.
    package mutating func removeAll() {
        count = 0
    }

    /// Drops the elements from `newCount` on.
    package mutating func truncate(to newCount: Int) {
        if newCount < count { count = Swift.max(0, newCount) }
    }

    /// Moves the elements to an allocation of their exact number (none when empty).
    package mutating func shrinkToFit() {
        guard capacity > count else { return }
        if count == 0 {
            base.deallocate()
            base = Slab.unallocated
            capacity = 0
        } else {
            reallocate(to: count)
        }
    }

    /// Calls `body` with the elements, read-only and in place.
    package func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<Element>) throws(E) -> R) throws(E) -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the elements, writable in place.
    package mutating func withUnsafeMutableBufferPointer<R, E: Error>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws(E) -> R
    ) throws(E) -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
