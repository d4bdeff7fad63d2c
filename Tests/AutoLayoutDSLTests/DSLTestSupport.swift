import AutoLayout
import AutoLayoutDSL
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
final class FixedSizeView: View {
    let size: CGSize

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Collects a tree's diagnostics and the DSL's reports.
final class ReportLog {
    var diagnostics: [LayoutDiagnostic] = []
    var errors: [ConstraintError] = []
    var texts: [String] { errors.map(\.description) }
}

/// A root view of a size whose diagnostics are collected instead of printed.
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> (View, ReportLog) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let log = ReportLog()
    root.diagnosticHandler = { log.diagnostics.append($0) }
    return (root, log)
}

/// A root view inside a window laid out in `direction`, for leading/trailing tests.
func makeWindowRoot(direction: UserInterfaceLayoutDirection, width: CGFloat = 375, height: CGFloat = 667)
    -> (Window, View, ReportLog)
{
    let window = Window(size: CGSize(width: width, height: height))
    window.layoutDirection = direction
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.addSubview(root)
    let log = ReportLog()
    window.diagnosticHandler = { log.diagnostics.append($0) }
    return (window, root, log)
}

/// A subview with a debug name, placed by the DSL.
func makeChild(of superview: View, _ name: String? = nil) -> View {
    let view = View()
    view.debugName = name
    superview.addSubview(view)
    return view
}

extension View {
    /// The DSL reporting into `log`.
    func layout(_ log: ReportLog) -> LayoutDSL { layout.reporting { log.errors.append($0) } }
}

extension LayoutGuide {
    /// The DSL reporting into `log`.
    func layout(_ log: ReportLog) -> LayoutDSL { layout.reporting { log.errors.append($0) } }
}
