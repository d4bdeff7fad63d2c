import AutoLayout
import Foundation

/// The text the commands print: frames as a table or JSON, and problems explained.
enum LayoutReport {
    /// A number as the reports print it: up to three decimals, no trailing zeros, never `-0`.
    static func number(_ value: Double) -> String {
        // Beyond 1e15 three decimals say nothing, and scaling by 1000 could overflow to infinity.
        guard value.isFinite, abs(value) < 1e15 else {
            // Whole numbers that fit Int64 exactly print without a fraction; the rest as Swift writes them.
            if value.isFinite, value == value.rounded(), abs(value) < 9e15 { return String(Int64(value)) }
            return value.isNaN ? "nan" : "\(value)"
        }
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

    /// One JSON object per host, `[{"host": "375x667 ltr", "views": [{"frame": [x, y, w, h], "kind": "view",
    /// "name": "A"}]}]`, keys sorted, written by `JSONEncoder` (so always valid JSON). A finite coordinate is
    /// a JSON number, rounded to three decimals below 1e15 and written exactly (round-trippable) above;
    /// an infinite or NaN one is the string `"inf"`, `"-inf"` or `"nan"`.
    static func json(_ hosts: [(String, BuiltLayout)]) -> String {
        let document = hosts.map { label, built in
            JSONHost(
                host: label,
                views: built.items.map { declaration, item in
                    let f = frame(of: item)
                    return JSONView(
                        name: declaration.name, kind: declaration.kind.rawValue,
                        frame: [f.minX, f.minY, f.width, f.height].map { jsonNumber(Double($0)) })
                })
        }
        return encode(document)
    }

    /// The hosts as JSON: non-finite numbers as the strings "inf", "-inf" and "nan".
    static func encode(_ document: [JSONHost]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Strings and doubles (finite or converted by the strategy above) always encode.
        guard let data = try? encoder.encode(document) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A coordinate as the JSON report carries it: three decimals while that is exact enough to matter
    /// (below 1e15, where scaling by 1000 cannot overflow), never `-0`; larger and non-finite values as they are.
    static func jsonNumber(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
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
            } else if case .numberExceedsLimit(let constraint, let value) = diagnostic.kind {
                let place = constraint.sourceLocation.map { " (\($0))" } ?? ""
                found.append(
                    "limit: the constraint\(place) was given \(number(Double(value))), past the engine's limit of "
                        + "±\(number(Double(LayoutConstraint.maximumMagnitude))); the limit is used instead")
            }
        }
        for ambiguity in built.root.layoutAmbiguities() {
            found.append("ambiguous: " + ambiguity.explanation)
        }
        return found
    }
}
