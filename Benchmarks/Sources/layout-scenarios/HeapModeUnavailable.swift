/// `--heap=cold` asked of an allocator that cannot return its free pages on request (off glibc).
struct HeapModeUnavailable: Error, CustomStringConvertible {
    var description: String { "--heap=cold needs glibc's mallopt and malloc_trim" }
}
