/// A tiny seeded pseudo-random generator (Steele, Lea & Flood's SplitMix64) whose sequence depends only on the
/// seed.
///
/// Randomised tests must replay a failing case from its printed seed on any machine and Swift version, so this
/// owns its bit stream and range reduction instead of relying on the standard library's `random(in:using:)`,
/// whose algorithm is not guaranteed to stay the same.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The internal state; the next output is a function of it alone.
    public private(set) var state: UInt64

    /// Creates a generator whose output is fully determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// SplitMix64's output function: a bijective scrambling of 64 bits, also handy to derive per-case seeds.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range` (multiply-high reduction; its bias is below 2⁻⁵⁰ here).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }
        let offset = next().multipliedFullWidth(by: span).high
        return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: offset))
    }

    /// A uniformly distributed double in [0, 1) with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A uniformly chosen element, or nil for an empty array.
    public mutating func element<T>(of array: [T]) -> T? {
        array.isEmpty ? nil : array[int(in: 0...(array.count - 1))]
    }

    /// The array in a uniformly random order (Fisher–Yates).
    public mutating func shuffled<T>(_ array: [T]) -> [T] {
        var result = array
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, int(in: 0...i))
            i -= 1
        }
        return result
    }
}
