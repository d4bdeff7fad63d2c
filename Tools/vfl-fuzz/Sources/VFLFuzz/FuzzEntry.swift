import AutoLayout
import Foundation
import VisualFormat

/// One fuzzing run: the input bytes, read as UTF-8 (invalid bytes repaired), are a format
/// parsed against three views in a root view, one orphan view and a few metrics, under options taken
/// from the first bytes. Parsing must return constraints or throw a `VisualFormatError` whose caret
/// lies inside the format; whatever parses must print back to the same constraints.
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var options: UInt = 0
    for byte in bytes.prefix(3) { options = options << 8 | UInt(byte) }
    let format = String(decoding: bytes, as: UTF8.self)
    let root = View()
    var views: [String: any LayoutItem] = ["orphan": View()]
    for name in ["a", "b", "c"] {
        let view = View()
        root.addSubview(view)
        views[name] = view
    }
    let metrics: [String: CGFloat] = ["m": 8, "p": 500, "inf": .infinity, "nan": .nan, "neg": -3]
    for formatOptions in [LayoutConstraint.FormatOptions(), LayoutConstraint.FormatOptions(rawValue: options)] {
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: format, options: formatOptions, metrics: metrics, views: views)
            guard formatOptions.isEmpty else { continue }
            let printer = VisualFormatPrinter(names: views)
            for constraint in constraints {
                guard let text = printer.visualFormat(of: constraint) else { fatalError("no format for \(constraint)") }
                let again = try LayoutConstraint.constraints(withVisualFormat: text, views: views)
                guard again.count == 1, sameEquation(again[0], constraint) else {
                    fatalError("\(format) → \(text) does not read back")
                }
            }
        } catch {
            guard error.format == format, (0...format.count).contains(error.offset) else {
                fatalError("bad error for \(format): \(error)")
            }
            _ = error.description
        }
    }
    return 0
}

/// Whether two constraints relate the same attributes of the same items in the same way.
private func sameEquation(_ x: LayoutConstraint, _ y: LayoutConstraint) -> Bool {
    x.firstItem === y.firstItem && x.secondItem === y.secondItem && x.firstAttribute == y.firstAttribute
        && x.secondAttribute == y.secondAttribute && x.relation == y.relation && x.multiplier == y.multiplier
        && x.constant == y.constant && x.priority == y.priority
}
