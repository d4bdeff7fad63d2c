import Testing
import UIKit

/// Expects a view's frame to within 1e-6.
@MainActor
func expectFrame(
    _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(view.frame, CGRect(x: x, y: y, width: width, height: height), sourceLocation: sourceLocation)
}

/// Expects a rectangle to within 1e-6.
func expectRect(_ rect: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(rect.minX - expected.minX) < 1e-6 && abs(rect.minY - expected.minY) < 1e-6
        && abs(rect.width - expected.width) < 1e-6 && abs(rect.height - expected.height) < 1e-6
    #expect(ok, "\(rect) is not \(expected)", sourceLocation: sourceLocation)
}
