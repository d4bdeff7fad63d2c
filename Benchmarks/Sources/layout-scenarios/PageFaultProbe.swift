import Foundation
import SolverScenarios

/// What a first touch of a fresh page costs on this machine, timed beside the scenario.
///
/// A build and first layout on memory the process has not touched pay a page fault per 4 KiB page
/// (`build_faults`, `layout_faults`), time that no instruction count shows and that depends on the
/// machine more than on the code: on this project's VM a fault costs about ten times what it does on
/// bare metal. Timed in each rep, it says how much of a cold or `system` figure is the kernel's.
enum PageFaultProbe {
    /// Pages the probe touches: 8 MiB, enough to average over, few enough to cost a rep milliseconds.
    static let pages = 2048

    /// Microseconds per page to write one byte to each of `pages` pages of a fresh anonymous mapping
    /// (not the allocator's, so the scenario's heap is left as it was); nil where mapping fails.
    static func microsecondsPerPage() -> Double? {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = pages * pageSize
        let region = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let region, region != MAP_FAILED else { return nil }
        defer { munmap(region, length) }
        let bytes = region.assumingMemoryBound(to: UInt8.self)
        let clock = ContinuousClock()
        let start = clock.now
        for page in 0..<pages { bytes[page * pageSize] = 1 }
        return (clock.now - start).microseconds / Double(pages)
    }
}
