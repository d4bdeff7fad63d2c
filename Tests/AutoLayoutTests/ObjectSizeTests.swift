@testable import AutoLayout
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc

/// The heap sizes the model's field order is chosen for: a plain view, a constraint and a content size
/// constraint each fit the malloc size class their declarations are packed to reach, so a reordered or
/// added field that rounds one up a class fails here rather than going unnoticed.
final class ObjectSizeTests: XCTestCase {
    /// glibc's `malloc_usable_size`, which the Glibc module does not export (it is in malloc.h).
    private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

    /// The bytes malloc gives the object (its chunk less the allocator's header).
    private func heapBytes(_ object: AnyObject) throws -> Int {
        let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
        return unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(object).toOpaque())
    }

    func testAPlainViewFitsA224ByteChunk() throws {
        XCTAssertLessThanOrEqual(try heapBytes(View()), 216)
    }

    func testAConstraintFitsA128ByteChunk() throws {
        let a = View(), b = View()
        XCTAssertLessThanOrEqual(try heapBytes(a.widthAnchor.constraint(equalTo: b.widthAnchor)), 120)
        XCTAssertLessThanOrEqual(try heapBytes(a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)), 120)
    }

    func testAContentSizeConstraintFitsA144ByteChunk() throws {
        let label = Label()
        label.text = "Sized"
        let constraint = ContentSizeLayoutConstraint.self
        let window = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                  label.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        let sizing = label.contentSizeConstraints.compactMap { $0 }
        XCTAssertFalse(sizing.isEmpty, "a laid-out label has its content size constraints")
        for each in sizing {
            XCTAssertTrue(type(of: each) == constraint)
            XCTAssertLessThanOrEqual(try heapBytes(each), 136)
        }
    }
}
#endif
