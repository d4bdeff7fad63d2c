import AutoLayout
import Foundation

/// The text the commands print: frames as a table or JSON, and problems explained.
enum LayoutReport {
    /// A number as the reports print it: up to three decimals, no trailing zeros, never `-0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `375x667 ltr` or `375x667 rtl`.
    static func hostLabel(_ size: CGSize, _ direction: UserInterfaceLayoutDirection) -> String {
        SizeArgument.text(size) + (direction == .rightToLeft ? " rtl" : " ltr")
    }

    /// Each declared item's frame in its superview's coordinates (a guide's layout frame in its owning
    /// view's), aligned in columns.
    static func table(_ built: BuiltLayout) -> String {
        var rows: [[String]] = [["name", "kind", "x", "y", "width", "height"]]
        for (declaration, item) in built.items {
            let frame = Self.frame(of: item)
            rows.append(
                [declaration.name, declaration.kind.rawValue] + [frame.minX, frame.minY, frame.width, frame.height].map {
                    number(Double($0))
                })
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { index, cell in
                // Names and kinds read left to right, numbers line up on the right.
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    static func frame(of item: any LayoutItem) -> CGRect {
        if let guide = item as? LayoutGuide { return guide.layoutFrame }
        return (item as? View)?.frame ?? .zero
    }

    /// One JSON object per host: `{"host": "375x667 ltr", "views": [{"name":…, "frame": [x, y, w, h]}]}`.
    static func json(_ hosts: [(String, BuiltLayout)]) -> String {
        var text = "[\n"
        for (hostIndex, (label, built)) in hosts.enumerated() {
            text += "  {\"host\": \"\(label)\", \"views\": [\n"
            for (index, (declaration, item)) in built.items.enumerated() {
                let f = frame(of: item)
                let numbers = [f.minX, f.minY, f.width, f.height].map { number(Double($0)) }.joined(separator: ", ")
                text += "    {\"name\": \"\(escape(declaration.name))\", \"kind\": \"\(declaration.kind.rawValue)\", "
                    + "\"frame\": [\(numbers)]}" + (index == built.items.count - 1 ? "\n" : ",\n")
            }
            text += "  ]}" + (hostIndex == hosts.count - 1 ? "\n" : ",\n")
        }
        return text + "]"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The problems of one laid-out host: conflicts (UIKit's log, then the explanation and the lines
    /// that made each member), ambiguities explained.
    static func problems(_ built: BuiltLayout, diagnostics: [LayoutDiagnostic]) -> [String] {
        var found: [String] = []
        for diagnostic in diagnostics {
            if let conflict = diagnostic.conflict {
                found.append("conflict: " + conflict.explanation)
            } else if case .layoutFeedbackLoop = diagnostic.kind {
                found.append("layout loop: " + diagnostic.message)
            }
        }
        for ambiguity in built.root.layoutAmbiguities() {
            found.append("ambiguous: " + ambiguity.explanation)
        }
        return found
    }
}
