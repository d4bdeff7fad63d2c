import Foundation

/// Builds SVG text with escaping and a fixed number format.
struct SVGWriter {
    private(set) var output = ""
    private var depth = 0

    /// The largest magnitude a coordinate is drawn at, in points: values beyond it (and infinities) are
    /// drawn at ±this bound, NaN at 0, so the drawing stays readable and every number fits `Int64`.
    static let drawableLimit = 1_000_000.0

    /// `value` clamped to ±``drawableLimit``; NaN becomes 0.
    static func clamp(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return min(max(value, -drawableLimit), drawableLimit)
    }

    /// Whether `value` is drawn where it is (finite and within ±``drawableLimit``).
    static func isDrawable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= drawableLimit
    }

    /// `value`, clamped (see ``clamp(_:)``), with at most two decimals and no trailing zeros; never `-0`.
    static func number(_ value: Double) -> String {
        let rounded = (clamp(value) * 100).rounded() / 100
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
