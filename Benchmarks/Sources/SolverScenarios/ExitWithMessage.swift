#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `message` and a newline to standard error and exits with `status`: the benchmark
/// executables' one way to fail, written without Foundation so they link nothing they do not time.
public func exitWithMessage(_ message: String, status: Int32) -> Never {
    var text = message + "\n"
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(status)
}
