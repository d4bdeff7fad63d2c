extension Array where Element == Double {
    /// The median as kiwi_bench computes it (mean of the two middle values for an even count); nil if empty.
    public var median: Double? {
        if isEmpty { return nil }
        let sorted = self.sorted()
        let m = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[m] : 0.5 * (sorted[m - 1] + sorted[m])
    }
}
