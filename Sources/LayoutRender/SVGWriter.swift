import Foundation

/// Builds SVG text with escaping and a fixed number format.
struct SVGWriter {
    private(set) var output = ""
    private var depth = 0

    /// `value` with at most two decimals and no trailing zeros; never `-0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Text with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(SVGWriter.escape($0.1))\"" }.joined()
    }

    mutating func open(_ name: String, _ list: [(String, String)] = []) {
        output += String(repeating: "  ", count: depth) + "<\(name)\(attributes(list))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        output += String(repeating: "  ", count: depth) + "</\(name)>\n"
    }

    mutating func element(_ name: String, _ list: [(String, String)]) {
        output += String(repeating: "  ", count: depth) + "<\(name)\(attributes(list))/>\n"
    }

    mutating func text(_ text: String, x: CGFloat, y: CGFloat, attributes list: [(String, String)]) {
        let all = [("x", SVGWriter.number(Double(x))), ("y", SVGWriter.number(Double(y)))] + list
        output += String(repeating: "  ", count: depth) + "<text\(attributes(all))>\(SVGWriter.escape(text))</text>\n"
    }
}
