#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// printf-style number formatting through the C library, so output matches kiwi_bench digit for digit.
enum CFormat {
    /// `value` formatted with `%.<decimals>f`.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let format = "%.\(decimals)f"
        var buffer = [CChar](repeating: 0, count: 512)
        let count = withVaList([value]) { args in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, args) }
        }
        guard count >= 0 else { return String(value) }
        return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
