#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): time other processes take from a
/// shared machine does not count.
enum ThreadCPUClock {
    /// CPU time of the calling thread so far, in microseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) * 1e-3
    }
}
