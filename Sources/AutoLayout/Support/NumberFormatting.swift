import Foundation

/// A number as UIKit's descriptions print it: `%g`, six significant digits, no trailing zeros, and
/// no negative zero.
func format(_ value: CGFloat) -> String {
    format(Double(value))
}

/// A number as UIKit's descriptions print it (see the `CGFloat` overload).
func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%g", value)
}
