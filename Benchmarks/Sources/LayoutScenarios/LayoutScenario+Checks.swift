import AutoLayout
import Foundation

extension LayoutScenario {
    /// Whether two coordinates agree, relative to their size: chain positions reach 10⁷ points.
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-6 * max(1, abs(b))
    }

    /// Throws unless `view`'s frame is (x, y, width, height).
    static func expect(
        _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ what: String
    ) throws(LayoutCheckFailure) {
        let f = view.frame
        if same(f.minX, x), same(f.minY, y), same(f.width, width), same(f.height, height) { return }
        throw LayoutCheckFailure(
            "\(what): frame (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(width), \(height))")
    }
}
