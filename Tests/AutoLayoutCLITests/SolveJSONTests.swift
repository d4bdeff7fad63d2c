@testable import AutoLayoutCLI
import Foundation
import XCTest

/// `solve --format json` is valid JSON for any frame: huge finite values as exact JSON numbers,
/// non-finite ones as the strings "inf", "-inf" and "nan". Constants and multipliers stop at the
/// engine's limit (1e9), so frames past 1e15 come from products of the two.
final class SolveJSONTests: XCTestCase {
    private func solve(_ text: String) throws -> (CommandOutput, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("solve-json-\(UUID().uuidString).layout").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = try SolveCommand.parse([file, "--format", "json"]).execute()
        return (output, output.standardOutput)
    }

    private static let layout = """
        host size=375x667
        view A
        view B
        view C
        view D
        view G
        A.leading = Superview.leading
        A.top = Superview.top
        A.width = 1e8 * G.width
        A.height = 1e9 * G.height
        B.leading = Superview.leading
        B.top = Superview.top
        B.width = 10
        B.height = 33.33333
        C.leading = Superview.leading
        C.top = Superview.top
        C.height = 1
        C.width = 1e308 * B.width
        D.leading = Superview.leading
        D.top = Superview.top
        D.width = 1e15
        D.height = 123456789.0123
        G.leading = Superview.leading
        G.top = Superview.top
        G.width = 1e8
        G.height = 1e9

        """

    func testHugeAndInfiniteFramesParseBackWithJSONSerialization() throws {
        let (output, json) = try solve(Self.layout)
        XCTAssertEqual(output.status, 0, output.standardError)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let views = try XCTUnwrap(parsed?.first?["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["name"] as? String }, ["A", "B", "C", "D", "G"])
        let a = try XCTUnwrap(views[0]["frame"] as? [Double])
        XCTAssertEqual(a, [0, 0, 1e16, 1e18])
        let b = try XCTUnwrap(views[1]["frame"] as? [Double])
        XCTAssertEqual(b, [0, 0, 10, 33.333])
        // 1e308 stops at the limit: 1e9 times B's 10.
        let c = try XCTUnwrap(views[2]["frame"] as? [Double])
        XCTAssertEqual(c, [0, 0, 1e10, 1])
        let d = try XCTUnwrap(views[3]["frame"] as? [Double])
        XCTAssertEqual(d, [0, 0, 1e9, 123456789.012])
    }

    func testNonFiniteNumbersAreWrittenAsTheDocumentedStrings() throws {
        let json = LayoutReport.encode([
            JSONHost(host: "1x1 ltr", views: [JSONView(name: "A", kind: "view", frame: [.infinity, -.infinity, .nan, 1e306])])
        ])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let views = try XCTUnwrap(parsed?.first?["views"] as? [[String: Any]])
        let frame = try XCTUnwrap(views.first?["frame"] as? [Any])
        XCTAssertEqual(frame[0] as? String, "inf")
        XCTAssertEqual(frame[1] as? String, "-inf")
        XCTAssertEqual(frame[2] as? String, "nan")
        XCTAssertEqual(frame[3] as? Double, 1e306)
        XCTAssertTrue(json.contains("1e+306"), json)
    }

    func testJSONDecoderReadsTheFramesBackWithTheDocumentedStrings() throws {
        struct Host: Decodable {
            struct View: Decodable {
                let name: String
                let kind: String
                let frame: [Double]
            }
            let host: String
            let views: [View]
        }
        let (_, json) = try solve(Self.layout)
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let hosts = try decoder.decode([Host].self, from: Data(json.utf8))
        XCTAssertEqual(hosts.map(\.host), ["375x667 ltr"])
        XCTAssertEqual(hosts[0].views.map(\.frame), [
            [0, 0, 1e16, 1e18], [0, 0, 10, 33.333], [0, 0, 1e10, 1], [0, 0, 1e9, 123456789.012], [0, 0, 1e8, 1e9],
        ])
        XCTAssertEqual(hosts[0].views.map(\.kind), ["view", "view", "view", "view", "view"])
    }

    func testNumbersAreWrittenRoundTrippably() throws {
        let (_, json) = try solve(Self.layout)
        XCTAssertTrue(json.contains("1e+16"), json)
        XCTAssertTrue(json.contains("1e+18"), json)
        XCTAssertFalse(json.contains("10000000000000000."), json)
    }

    func testJSONNumberRounding() {
        XCTAssertEqual(LayoutReport.jsonNumber(1.23456), 1.235)
        XCTAssertEqual(LayoutReport.jsonNumber(-0.0001), 0)
        XCTAssertEqual(LayoutReport.jsonNumber(1e306), 1e306)
        XCTAssertEqual(LayoutReport.jsonNumber(-.infinity), -.infinity)
        XCTAssertTrue(LayoutReport.jsonNumber(.nan).isNaN)
    }

    func testTheTableWritesLargeValuesExactly() {
        XCTAssertEqual(LayoutReport.number(1e306), "1e+306")
        XCTAssertEqual(LayoutReport.number(.infinity), "inf")
        XCTAssertEqual(LayoutReport.number(1e15), "1000000000000000")
        XCTAssertEqual(LayoutReport.number(1e16), "1e+16")
        XCTAssertEqual(LayoutReport.number(-.nan), "nan")
        XCTAssertEqual(LayoutReport.number(12.34567), "12.346")
    }
}
