import Foundation

/// How much room a scalar takes regardless of the font: an em (East Asian wide and full-width), nothing
/// (marks and format characters), or what the font says.
enum UnicodeWidthClass {
    case wide
    case zero
    case proportional

    /// The class of a scalar, from the generated Unicode ranges.
    static func of(_ scalar: Unicode.Scalar) -> UnicodeWidthClass {
        let value = scalar.value
        // Control characters draw nothing (line breaks are taken out before measuring).
        if value < 0x20 || (0x7F...0x9F).contains(value) { return .zero }
        if value < 0x300 { return value == 0xAD ? .zero : .proportional }
        if contains(DejaVuSansMetrics.zeroWidthRanges, value) { return .zero }
        if value >= 0x1100, contains(DejaVuSansMetrics.wideRanges, value) { return .wide }
        return .proportional
    }

    /// Whether a flat list of inclusive (first, last) pairs, sorted, contains a value.
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle * 2 + 1] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count / 2 && ranges[low * 2] <= value
    }
}
