import AutoLayout
import Foundation
import VisualFormat
import XCTest

/// A view standing in for a label or a button: it has an intrinsic content size.
final class SizedView: View {
    let size: CGSize

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A root view of a size, laid out by its frame, with diagnostics collected.
final class Scene {
    let root: View
    var diagnostics: [LayoutDiagnostic] = []
    /// The views by name, the root as `super`.
    private(set) var views: [String: any LayoutItem] = [:]

    init(width: CGFloat = 375, height: CGFloat = 667) {
        root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        views["super"] = root
        root.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
    }

    /// Adds a subview placed by constraints, without an intrinsic size unless `size` is given.
    @discardableResult
    func add(_ name: String, size: CGSize? = nil) -> View {
        let view = size.map { SizedView(width: $0.width, height: $0.height) } ?? View()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.debugName = name
        root.addSubview(view)
        views[name] = view
        return view
    }

    /// Parses and activates each format, failing the test on any error.
    func activate(
        _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for format in formats {
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views)
                try LayoutConstraint.activate(constraints)
            } catch {
                XCTFail("\(format): \(error)", file: file, line: line)
            }
        }
    }

    /// Lays the tree out and asserts that nothing was reported.
    func layout(file: StaticString = #filePath, line: UInt = #line) {
        root.layoutIfNeeded()
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)", file: file, line: line)
    }

    /// Asserts the frame of a named view to 1e-6.
    func assertFrame(
        _ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let view = views[name] as? View else { return XCTFail("no view \(name)", file: file, line: line) }
        let expected = CGRect(x: x, y: y, width: width, height: height)
        let actual = view.frame
        let pairs = [
            (actual.minX, expected.minX, "x"), (actual.minY, expected.minY, "y"),
            (actual.width, expected.width, "width"), (actual.height, expected.height, "height"),
        ]
        for (a, e, component) in pairs where abs(a - e) > 1e-6 {
            XCTFail("\(name) \(component): \(a) != \(e) (frame \(actual))", file: file, line: line)
        }
    }
}

/// A constraint written with the names of `views`: `b.leading == a.trailing + 8`, `a.width >= 50 @750`.
func equation(_ constraint: LayoutConstraint, _ views: [String: any LayoutItem]) -> String {
    func name(_ item: (any LayoutItem)?) -> String {
        guard let item else { return "nil" }
        return views.filter { $0.value === item }.keys.min() ?? "?"
    }
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
    let constant = constraint.constant
    if constraint.secondItem != nil {
        if constraint.multiplier != 1 { text += "\(constraint.multiplier)*" }
        text += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
        if constant != 0 { text += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
    } else {
        text += number(constant)
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
}

private func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : "\(value)"
}

/// The equations of a format's constraints, or the error text.
func equations(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil,
    views: [String: any LayoutItem]
) -> [String] {
    do {
        return try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views
        ).map { equation($0, views) }
    } catch {
        return ["error: \(error.description)"]
    }
}

/// The error a format throws, or `nil` when it parses.
func parseError(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil,
    views: [String: any LayoutItem]
) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}
