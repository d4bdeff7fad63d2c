extension Duration {
    /// The duration in microseconds, as a Double (kiwi_bench's unit of measurement).
    public var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
    }
}
