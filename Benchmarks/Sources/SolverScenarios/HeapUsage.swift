import CHeapInfo

/// Bytes currently allocated from the C heap, from glibc's `mallinfo2()`.
public enum HeapUsage {
    /// `uordblks + hblkhd` (bytes in use in the arenas plus mmap'ed blocks); nil where glibc < 2.33 or absent.
    public static func allocatedBytes() -> Int? {
        let bytes = cheapinfo_allocated_bytes()
        return bytes < 0 ? nil : Int(bytes)
    }
}
