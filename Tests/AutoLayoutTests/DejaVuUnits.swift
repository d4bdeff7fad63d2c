import Foundation

/// DejaVu Sans 2.37 advances in font units (2048 per em) for printable ASCII, read with fontTools from
/// DejaVuSans.ttf and DejaVuSans-Bold.ttf separately from the generator, so that tests check the
/// generated table and the measurer against the font rather than against themselves.
enum DejaVuUnits {
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = -483
    static let capHeight: CGFloat = 1493
    static let ellipsis: CGFloat = 2048
    /// U+0020 through U+007E.
    static let regular: [CGFloat] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577,
        1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401,
        2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298,
        569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075,
        1303, 690, 1303, 1716,
    ]
    /// U+0020 through U+007E, bold.
    static let bold: [CGFloat] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700,
        1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585,
        2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458,
        702, 702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192,
        1458, 748, 1458, 1716,
    ]

    /// The width of ASCII text (plus ideographs, one em each, and the ellipsis) at a size.
    static func width(_ text: String, size: CGFloat, bold: Bool = false) -> CGFloat {
        var units: CGFloat = 0
        var ems: CGFloat = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E: units += (bold ? Self.bold : regular)[Int(scalar.value) - 0x20]
            case 0x2026: units += ellipsis
            case 0x4E00...0x9FFF: ems += 1
            default: fatalError("no test advance for U+\(String(scalar.value, radix: 16))")
            }
        }
        return units * size / unitsPerEm + ems * size
    }

    /// The line height at a size: (ascender - descender) / units per em × size.
    static func lineHeight(_ size: CGFloat) -> CGFloat { (ascender - descender) * size / unitsPerEm }

    /// The ascender at a size.
    static func ascent(_ size: CGFloat) -> CGFloat { ascender * size / unitsPerEm }

    /// Where a label showing `lines` lines at `size` puts its text when it is as tall as its rounded
    /// text: its height (the lines' height rounded up to a whole point) and its first and last baselines
    /// as distances below its top. The lines are centred in that height, so the first baseline lies half
    /// the rounding below the top, plus the ascender; each further line adds a line height.
    static func labelBlock(lines: Int, size: CGFloat) -> (height: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        let text = CGFloat(lines) * lineHeight(size)
        let height = text.rounded(.up)
        let first = (height - text) / 2 + ascent(size)
        return (height, first, first + CGFloat(lines - 1) * lineHeight(size))
    }

    /// Greedy word wrapping of ASCII text at spaces: each line takes words while they fit (the space
    /// before a word counts; spaces at a line's end do not).
    static func wrap(_ text: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || Self.width(candidate, size: size, bold: bold) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
