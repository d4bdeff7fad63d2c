/// A hash map from object identity to a small integer, with open addressing and a multiplicative hash.
///
/// The solver looks a variable up for every term it reads and every value it reports; Swift's
/// `Dictionary` spends most of that time in SipHash, which guards against adversarial keys that object
/// addresses cannot be.
struct IdentityMap {
    private var keys: [UInt] = []
    private var values: [Int32] = []
    // 32-bit count and mask keep the map small (a solver holds two inline); no map nears 2^31 entries.
    /// The number of entries.
    @Int32Backed private(set) var count = 0
    @Int32Backed private var mask = -1

    init() {}

    @inline(__always) private static func hash(_ key: UInt) -> Int {
        // Objects are 16-byte aligned; Fibonacci hashing spreads the remaining bits.
        Int(truncatingIfNeeded: (key >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 20)
    }

    /// The value stored for `object`, or nil.
    @inline(__always) func value(for object: ObjectIdentifier) -> Int32? {
        if mask < 0 { return nil }
        let key = UInt(bitPattern: object)
        var i = IdentityMap.hash(key) & mask
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for `object`, replacing any previous value; returns whether `object` was new.
    @discardableResult
    mutating func set(_ value: Int32, for object: ObjectIdentifier) -> Bool {
        if (count + 1) * 4 > (mask + 1) * 3 { grow() }
        let key = UInt(bitPattern: object)
        var i = IdentityMap.hash(key) & mask
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        let isNew = keys[i] == 0
        if isNew { count += 1 }
        keys[i] = key
        values[i] = value
        return isNew
    }

    /// Removes the entry for `object`, if any (backward-shift deletion keeps probe chains intact);
    /// returns whether there was one.
    @discardableResult
    mutating func remove(_ object: ObjectIdentifier) -> Bool {
        if mask < 0 { return false }
        let key = UInt(bitPattern: object)
        var i = IdentityMap.hash(key) & mask
        while keys[i] != key {
            if keys[i] == 0 { return false }
            i = (i + 1) & mask
        }
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { break }
            let home = IdentityMap.hash(k) & mask
            // Move k into the hole unless its home lies cyclically in (hole, j].
            let stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !stays {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = 0
        return true
    }

    /// Makes room for `count` entries in all without rehashing.
    ///
    /// The table is rehashed once, at the size the count needs: doubling step by step allocated and
    /// rehashed every intermediate size (a table cell's first batch made three tables for one).
    mutating func reserveCapacity(_ count: Int) {
        var capacity = mask + 1
        while count * 4 > capacity * 3 { capacity = max(16, capacity * 2) }
        if capacity > mask + 1 { rehash(to: capacity) }
    }

    private mutating func grow() {
        rehash(to: max(16, (mask + 1) * 2))
    }

    /// Moves every entry into a table of `capacity` slots, a power of two.
    private mutating func rehash(to capacity: Int) {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt](filled: 0, count: capacity)
        values = [Int32](filled: 0, count: capacity)
        mask = capacity - 1
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 {
            var j = IdentityMap.hash(oldKeys[i]) & mask
            while keys[j] != 0 { j = (j + 1) & mask }
            keys[j] = oldKeys[i]
            values[j] = oldValues[i]
            count += 1
        }
    }
}
