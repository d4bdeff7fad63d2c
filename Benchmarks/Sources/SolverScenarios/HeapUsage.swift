import CHeapInfo

/// The C heap, through glibc: bytes in use, and the setting of whether freed pages stay in the process.
public enum HeapUsage {
    /// `uordblks + hblkhd` (bytes in use in the arenas plus mmap'ed blocks); nil where glibc < 2.33 or absent.
    public static func allocatedBytes() -> Int? {
        let bytes = cheapinfo_allocated_bytes()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// Makes the allocator keep the pages of freed blocks for later ones, as a long-running app's heap
    /// does; false where that cannot be set (off glibc).
    ///
    /// Left to its own rules, glibc returns the heap's top to the kernel when a free leaves more than
    /// twice the largest block it has unmapped so far: whether a rep's teardown does so hung on the
    /// order of a few blocks, so one shape's reps reused their pages and another's touched every page
    /// afresh (194 page faults against 6,750 in a first layout at 10,000 views).
    public static func keepFreedPages() -> Bool {
        cheapinfo_keep_freed_pages() == 1
    }

    /// Returns every free page of the heap to the kernel, so that what runs next touches fresh pages
    /// as a process's first layout does; false off glibc.
    public static func releaseFreePages() -> Bool {
        cheapinfo_release_free_pages() == 1
    }
}
