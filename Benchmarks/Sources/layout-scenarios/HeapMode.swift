/// What memory each rep of `layout-scenarios` builds on.
enum HeapMode: String {
    /// The pages the previous rep freed, kept by the allocator: an app that has laid out before.
    case warm
    /// Fresh pages: every free page is returned to the kernel before each rep, as in a process's
    /// first layout, where each page's first touch is a page fault.
    case cold
    /// Whatever the allocator's own rules leave: glibc's differ from shape to shape by chance (the
    /// figures before the mode existed). What `warm` falls back to where it cannot be set.
    case system
}
