import AutoLayout
import VisualFormat

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions` (`NSLayoutFormatOptions`): the engine's options, with
    /// Apple's raw values.
    public typealias FormatOptions = LayoutConstraint.FormatOptions

    /// The constraints a visual format string describes, as `NSLayoutConstraint`s in the order UIKit
    /// returns them, UIKit's factory: it does not throw. Where UIKit raises (a format it cannot parse,
    /// an unknown view or metric, an option that does not fit the line) the error is reported in the
    /// tree of the first view or guide among `views` (its `layoutDiagnostics`, else standard error)
    /// with UIKit's message, and no constraint is returned.
    ///
    /// `views` holds views and layout guides (a value that is neither is left out, so a name for it is
    /// reported as unknown); `metrics` holds numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`).
    /// Each constraint keeps what the engine's parser gave it: items, attributes, relation, multiplier,
    /// constant, priority, identifier, system spacing, and the caller's line as its source location.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any],
        fileID: String = #fileID, line: Int = #line
    ) -> [NSLayoutConstraint] {
        made(withVisualFormat: format, options: options, metrics: metrics, views: views, fileID: fileID, line: line)
    }

    /// The factory's work, nonisolated so that the lookups and the maker it hands the parser are too:
    /// made on the main actor, each call of theirs checked the executor.
    nonisolated private static func made(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any],
        fileID: String, line: Int
    ) -> [NSLayoutConstraint] {
        // Only the names the format uses are converted.
        let names = FormatNames(
            view: { views[$0].flatMap(layoutItem) }, metric: { metrics?[$0].flatMap(metricValue) })
        do throws(VisualFormatError) {
            let made = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, names: names, fileID: fileID, line: line
            ) { first, firstAttribute, relation, second, secondAttribute, constant throws(LayoutError) in
                // Made as this module's class from the start, checked as the engine's factory checks.
                let specs = try LayoutConstraint.anchors(
                    item: first, attribute: firstAttribute, toItem: second, attribute: secondAttribute)
                let constraint = NSLayoutConstraint(
                    first: specs.first, relation: relation, second: specs.second, multiplier: 1, constant: constant,
                    fileID: fileID, line: line)
                if let error = constraint.validationError { throw error }
                return constraint
            }
            return made.compactMap { $0 as? NSLayoutConstraint }
        } catch {
            report(error, views: views.compactMapValues(layoutItem))
            return []
        }
    }

    /// A view or guide by a class cast, which is far cheaper than asking for the protocol; `nil` for a
    /// value that is not a layout item.
    nonisolated private static func layoutItem(_ value: Any) -> (any LayoutItem)? {
        if let view = value as? View { return view }
        if let guide = value as? LayoutGuide { return guide }
        return (value as AnyObject) as? any LayoutItem
    }

    nonisolated private static func metricValue(_ value: Any) -> CGFloat? {
        // A literal in `[String: Any]` is an `Int` or a `Double`: their exact types are compared first,
        // as each failed cast of an `Any` costs more than the lookup that found it.
        let type = type(of: value)
        if type == Int.self, let number = value as? Int { return CGFloat(number) }
        if type == Double.self, let number = value as? Double { return CGFloat(number) }
        return switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    /// UIKit raises `NSInvalidArgumentException`; here the message goes to the tree the format is
    /// about, or to standard error when no view or guide names one.
    nonisolated private static func report(_ error: VisualFormatError, views: [String: any LayoutItem]) {
        let diagnostic = LayoutDiagnostic(kind: .client(source: "VisualFormat"), message: error.description)
        let tree = views.sorted { $0.key < $1.key }.lazy.compactMap { entry -> View? in
            entry.value as? View ?? (entry.value as? LayoutGuide)?.owningView
        }.first
        if let tree {
            tree.reportLayoutDiagnostic(diagnostic)
        } else {
            FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
        }
    }
}
