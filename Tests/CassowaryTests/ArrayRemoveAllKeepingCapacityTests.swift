import XCTest
import Cassowary

final class ArrayRemoveAllKeepingCapacityTests: XCTestCase {
    /// Both ways of emptying (popping a few, replacing many) leave an empty array in the same buffer.
    func testEmptiesAndKeepsTheBuffer() {
        for count in [0, 1, 3, 8, 9, 40] {
            var array: [(Int32, Double)] = []
            array.reserveCapacity(64)
            for i in 0..<count { array.append((Int32(i), Double(i) / 2)) }
            let buffer = array.withUnsafeBufferPointer { $0.baseAddress }
            array.removeAllKeepingCapacity()
            XCTAssertTrue(array.isEmpty, "count \(count)")
            XCTAssertGreaterThanOrEqual(array.capacity, 64, "count \(count)")
            XCTAssertEqual(array.withUnsafeBufferPointer { $0.baseAddress }, buffer, "count \(count)")
            array.append((7, 1.5))
            XCTAssertEqual(array.map(\.0), [7], "count \(count)")
        }
    }

    /// A buffer shared with another array is left to it: the copy keeps its elements.
    func testLeavesASharedBufferToItsOtherOwner() {
        for count in [2, 12] {
            var array = Array(0..<count)
            let copy = array
            array.removeAllKeepingCapacity()
            XCTAssertTrue(array.isEmpty)
            XCTAssertEqual(copy, Array(0..<count))
        }
    }

    /// Objects popped are released, as `removeAll` releases them.
    func testReleasesObjects() {
        final class Token {}
        weak var weakToken: Token?
        var array: [Token] = []
        do {
            let token = Token()
            weakToken = token
            array.append(token)
        }
        XCTAssertNotNil(weakToken)
        array.removeAllKeepingCapacity()
        XCTAssertNil(weakToken)
    }
}
