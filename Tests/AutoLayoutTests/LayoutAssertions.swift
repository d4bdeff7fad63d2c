import AutoLayout
import Foundation
import XCTest

/// Asserts a view's frame to 1e-6 on each of its four numbers.
func assertFrame(
    _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, file: StaticString = #filePath,
    line: UInt = #line
) {
    assertRect(view.frame, CGRect(x: x, y: y, width: width, height: height), file: file, line: line)
}

/// Asserts two rectangles equal to 1e-6 on each of their four numbers.
func assertRect(_ actual: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    let pairs = [
        (actual.minX, expected.minX, "x"), (actual.minY, expected.minY, "y"),
        (actual.width, expected.width, "width"), (actual.height, expected.height, "height"),
    ]
    for (a, e, name) in pairs where abs(a - e) > 1e-6 {
        XCTFail("\(name): \(a) != \(e) (frame \(actual), expected \(expected))", file: file, line: line)
    }
}

/// A view with a fixed intrinsic content size, standing in for a label or a button.
class FixedSizeView: View {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A root view of a size with diagnostics collected instead of printed.
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> (View, DiagnosticLog) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let log = DiagnosticLog()
    root.diagnosticHandler = { log.entries.append($0) }
    return (root, log)
}

/// Collects the diagnostics of a tree.
final class DiagnosticLog {
    var entries: [LayoutDiagnostic] = []
}

/// A view placed by constraints, added to `superview`.
func makeSubview(of superview: View, name: String? = nil) -> View {
    addSubview(View(), to: superview, name: name)
}

/// `view`, of any class, placed by constraints and added to `superview`.
@discardableResult
func addSubview<V: View>(_ view: V, to superview: View, name: String? = nil) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.debugName = name
    superview.addSubview(view)
    return view
}

/// Activates constraints, failing the test on an error.
func activate(_ constraints: [LayoutConstraint], file: StaticString = #filePath, line: UInt = #line) {
    do {
        try LayoutConstraint.activate(constraints)
    } catch {
        XCTFail("activation failed: \(error)", file: file, line: line)
    }
}
