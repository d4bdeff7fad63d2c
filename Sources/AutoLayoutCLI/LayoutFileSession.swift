import AutoLayout
import Foundation

/// One layout file read and parsed, built and laid out once per host size and direction asked for.
struct LayoutFileSession {
    /// The file as given on the command line.
    let path: String
    let parser: LayoutFileParser
    let document: LayoutDocument

    /// Reads and parses `path`.
    init(path: String) throws(CLIError) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { throw .unreadable(path) }
        let name = (path as NSString).lastPathComponent
        parser = LayoutFileParser(file: name, text: text)
        do {
            document = try parser.parse()
        } catch {
            throw .layoutFile(error)
        }
    }

    /// The file's name without folders.
    var fileName: String { parser.file }

    /// The hosts to lay out: each size (the file's own when none) in each direction (the file's own,
    /// or right to left with `rtl`).
    func hosts(sizes: [CGSize], rtl: Bool) -> [(CGSize, UserInterfaceLayoutDirection)] {
        let direction: UserInterfaceLayoutDirection = rtl ? .rightToLeft : document.host.direction
        return (sizes.isEmpty ? [document.host.size] : sizes).map { ($0, direction) }
    }

    /// The tree for one host, laid out, with its diagnostics collected instead of printed.
    func layout(size: CGSize, direction: UserInterfaceLayoutDirection) throws(CLIError) -> (BuiltLayout, [LayoutDiagnostic]) {
        let built: BuiltLayout
        do {
            built = try LayoutBuilder(document: document, parser: parser).build(size: size, direction: direction)
        } catch {
            throw .layoutFile(error)
        }
        built.layout()
        return (built, built.window.layoutDiagnostics)
    }
}
