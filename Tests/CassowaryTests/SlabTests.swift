import XCTest
import Cassowary

final class SlabTests: XCTestCase {
    func testAppendGrowsAndKeepsEveryElement() {
        var slab = Slab<Int32>()
        XCTAssertTrue(slab.isEmpty)
        XCTAssertEqual(slab.capacity, 0)
        for i in 0..<100 { slab.append(Int32(i * 3)) }
        XCTAssertEqual(slab.count, 100)
        XCTAssertGreaterThanOrEqual(slab.capacity, 100)
        XCTAssertEqual(slab.elements, (0..<100).map { Int32($0 * 3) })
        XCTAssertEqual(slab.indices, 0..<100)
    }

    func testUsedAsAStack() {
        var stack = Slab<(symbol: Int32, next: Int)>()
        XCTAssertNil(stack.last)
        XCTAssertNil(stack.takeLast())
        stack.append((4, 0))
        stack.append((9, 2))
        XCTAssertEqual(stack.last?.symbol, 9)
        stack[stack.count - 1].next = 5
        let top = stack.takeLast()
        XCTAssertEqual(top?.symbol, 9)
        XCTAssertEqual(top?.next, 5)
        XCTAssertEqual(stack.count, 1)
        stack.append((7, 1))
        stack.removeLast()
        XCTAssertEqual(stack.last?.symbol, 4)
        XCTAssertEqual(stack.last?.next, 0)
        stack.removeLast()
        XCTAssertTrue(stack.isEmpty)
        // The allocation stays for the next use.
        XCTAssertGreaterThanOrEqual(stack.capacity, 2)
    }

    func testWritesInPlace() {
        var slab = Slab<SIMD2<Double>>()
        slab.append(repeating: SIMD2(1, 2), count: 3)
        slab[1].y = 7
        slab[2] += SIMD2(10, 10)
        XCTAssertEqual(slab.elements, [SIMD2(1, 2), SIMD2(1, 7), SIMD2(11, 12)])
    }

    func testReserveCapacityIsExactAndKeepsElements() {
        var slab = Slab<UInt32>()
        slab.append(repeating: 5, count: 3)
        slab.reserveCapacity(10)
        XCTAssertEqual(slab.capacity, 10)
        XCTAssertEqual(slab.elements, [5, 5, 5])
        // Asking for less than it has changes nothing.
        slab.reserveCapacity(4)
        XCTAssertEqual(slab.capacity, 10)
    }

    func testAppendRepeatingPastCapacity() {
        var slab = Slab<Double>()
        slab.append(repeating: 1, count: 2)
        slab.append(repeating: 2, count: 5)
        XCTAssertEqual(slab.elements, [1, 1, 2, 2, 2, 2, 2])
        slab.append(repeating: 3, count: 0)
        XCTAssertEqual(slab.count, 7)
    }

    func testAppendCopying() {
        let source: [Int32] = [7, 8, 9]
        var slab = Slab<Int32>()
        slab.append(1)
        source.withUnsafeBufferPointer { slab.append(copying: $0.baseAddress!, count: 3) }
        source.withUnsafeBufferPointer { slab.append(copying: $0.baseAddress! + 1, count: 2) }
        XCTAssertEqual(slab.elements, [1, 7, 8, 9, 8, 9])
    }

    func testTruncateRemoveAllAndShrink() {
        var slab = Slab<Int32>()
        slab.append(repeating: 9, count: 20)
        slab.truncate(to: 25)
        XCTAssertEqual(slab.count, 20)
        slab.truncate(to: 6)
        XCTAssertEqual(slab.count, 6)
        slab.shrinkToFit()
        XCTAssertEqual(slab.capacity, 6)
        XCTAssertEqual(slab.elements, Array(repeating: 9, count: 6))
        slab.removeAll()
        XCTAssertTrue(slab.isEmpty)
        XCTAssertEqual(slab.capacity, 6)
        slab.shrinkToFit()
        XCTAssertEqual(slab.capacity, 0)
        // An emptied slab grows again.
        slab.append(4)
        XCTAssertEqual(slab.elements, [4])
    }

    func testBufferPointers() {
        var slab = Slab<Int32>()
        for i in 1...4 { slab.append(Int32(i)) }
        slab.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= 10 }
        }
        XCTAssertEqual(slab.withUnsafeBufferPointer { $0.reduce(0, +) }, 100)
    }
}
