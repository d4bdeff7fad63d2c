import AutoLayout
import Foundation
import LayoutRender

/// Host sizes each input is also laid out at, besides its own: huge, empty and lopsided hosts push
/// frames out of every range the output code handles.
private let extremeSizes = [
    CGSize(width: 1e308, height: 1e308), CGSize(width: 0, height: 0), CGSize(width: 1e20, height: 5),
    CGSize(width: 3.5e-300, height: 1e16),
]

/// One fuzzing run: the input, read as UTF-8 (invalid bytes repaired), is a layout file. It is parsed;
/// a file that parses is built and laid out at its own host size and at one of `extremeSizes` picked by
/// the last byte, in the direction the second-to-last byte picks; each layout is drawn as SVG (with the
/// constraint overlay) and reported as a table and as JSON. A run fails on any trap, on JSON that
/// `JSONSerialization` cannot read back, and on an SVG whose canvas size is not a finite number.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let parser = LayoutFileParser(file: "fuzz.layout", text: text)
    guard let document = try? parser.parse() else { return 0 }
    let extreme = extremeSizes[Int(bytes.last ?? 0) % extremeSizes.count]
    let direction: UserInterfaceLayoutDirection = (bytes.dropLast().last ?? 0) & 1 == 0 ? .leftToRight : .rightToLeft
    var hosts: [(String, BuiltLayout)] = []
    for hostSize in [document.host.size, extreme] {
        guard let built = try? LayoutBuilder(document: document, parser: parser).build(size: hostSize, direction: direction)
        else { continue }
        built.layout()
        let diagnostics = built.window.layoutDiagnostics
        let snapshot = SnapshotMaker(built: built, title: "fuzz").snapshot(diagnostics: diagnostics, constraints: true)
        check(svg: SVGRenderer().render(snapshot), input: text)
        _ = LayoutReport.table(built)
        _ = LayoutReport.problems(built, diagnostics: diagnostics)
        hosts.append((LayoutReport.hostLabel(hostSize, direction), built))
    }
    let json = LayoutReport.json(hosts)
    guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) is [Any] else {
        fatalError("invalid JSON for \(text):\n\(json)")
    }
    return 0
}

/// The canvas's width and height must be finite numbers within the drawable range.
private func check(svg: String, input: String) {
    guard let header = svg.split(separator: "\n").first,
        let width = header.firstMatch(of: /width="([^"]*)"/).flatMap({ Double($0.1) }),
        let height = header.firstMatch(of: /height="([^"]*)"/).flatMap({ Double($0.1) }),
        width.isFinite, height.isFinite, width <= 1e6, height <= 1e6
    else { fatalError("bad SVG canvas for \(input):\n\(svg.prefix(300))") }
}
