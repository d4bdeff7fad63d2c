import Foundation
import XCTest

/// Under LeakSanitizer, checks for leaks once every XCTest test has run, while XCTest still holds its
/// test cases: at exit it would report everything they hold (XCTest never frees them), so CI turns the
/// check at exit off and relies on this one. Does nothing in a build without the sanitizer.
final class LeakCheck: NSObject, XCTestObservation {
    /// Registers the check, once, from any test class's `setUp()`.
    static let registered: Void = XCTestObservationCenter.shared.addTestObserver(LeakCheck())

    func testBundleDidFinish(_ testBundle: Bundle) {
        // The sanitizer runtime's entry point, looked up so that an ordinary build links without it.
        guard let symbol = dlsym(nil, "__lsan_do_recoverable_leak_check") else { return }
        let check = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
        if check() != 0 {
            FileHandle.standardError.write(Data("LeakSanitizer found leaks after the last test\n".utf8))
            exit(1)
        }
    }
}
