import AutoLayout
import Foundation
import XCTest

/// A window refuses a size that is not finite or is negative: the throwing API throws, the setter and
/// the initializer keep the last valid size and report a diagnostic.
final class WindowSizeValidationTests: XCTestCase {
    private static let bad: [CGSize] = [
        CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
        CGSize(width: -1, height: 10), CGSize(width: 10, height: -CGFloat.infinity),
    ]

    func testSetSizeThrowsAndKeepsTheSize() {
        let window = Window(size: CGSize(width: 320, height: 480))
        for size in Self.bad {
            XCTAssertThrowsError(try window.setSize(size)) { error in
                XCTAssertEqual(error as? LayoutError, .invalidWindowSize(size))
            }
            XCTAssertEqual(window.size, CGSize(width: 320, height: 480))
        }
        XCTAssertNoThrow(try window.setSize(CGSize(width: 0, height: 1e308)))
        XCTAssertEqual(window.size, CGSize(width: 0, height: 1e308))
    }

    func testTheSetterReportsADiagnosticAndKeepsTheLastValidSize() {
        let window = Window(size: CGSize(width: 320, height: 480))
        var reported: [LayoutDiagnostic] = []
        window.diagnosticHandler = { reported.append($0) }
        window.size = CGSize(width: -5, height: 100)
        XCTAssertEqual(window.size, CGSize(width: 320, height: 480))
        XCTAssertEqual(reported.map(\.message), ["A window's size must be finite and not negative; -5.0x100.0 was refused."])
        guard case .rejectedChange(let error)? = reported.first?.kind else { return XCTFail("\(reported)") }
        XCTAssertEqual(error, .invalidWindowSize(CGSize(width: -5, height: 100)))
        window.size = CGSize(width: 100, height: 200)
        XCTAssertEqual(window.size, CGSize(width: 100, height: 200))
        XCTAssertEqual(reported.count, 1)
    }

    func testTheValidatingInitializerThrows() {
        XCTAssertThrowsError(try Window(validatingSize: CGSize(width: CGFloat.nan, height: 1))) { error in
            guard case .invalidWindowSize(let size)? = error as? LayoutError else { return XCTFail("\(error)") }
            XCTAssertTrue(size.width.isNaN)
            XCTAssertEqual(size.height, 1)
        }
        XCTAssertEqual(try Window(validatingSize: CGSize(width: 10, height: 20)).size, CGSize(width: 10, height: 20))
    }

    func testTheInitializerStartsAtZeroForARefusedSize() {
        let window = Window(size: CGSize(width: CGFloat.infinity, height: 10))
        XCTAssertEqual(window.size, .zero)
    }

    func testTheFrameSetterRefusesANonFiniteSize() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var reported: [String] = []
        window.diagnosticHandler = { reported.append($0.message) }
        window.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(reported, ["A window's size must be finite and not negative; infx10.0 was refused."])
        XCTAssertEqual(Window(frame: CGRect(x: 0, y: 0, width: 1, height: CGFloat.nan)).frame, .zero)
    }

    func testARefusedSizeDoesNotKeepTheWindowAlive() {
        weak var released: Window?
        do {
            let window = Window(size: CGSize(width: -390, height: 844))
            window.diagnosticHandler = { _ in }
            window.size = CGSize(width: CGFloat.nan, height: 1)
            XCTAssertEqual(window.layoutDiagnostics.count, 2)
            released = window
        }
        XCTAssertNil(released)
    }
}
