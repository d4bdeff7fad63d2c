import AutoLayout
import Foundation

extension LayoutConstraint {
    /// The constraints a visual format string describes, in the order UIKit returns them; throws
    /// where UIKit raises `NSInvalidArgumentException`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// ```
    ///
    /// - Parameters:
    ///   - format: `(H:|V:)? (|connection)? [view(predicates)] (connection [view])* (connection|)?`.
    ///   - options: alignment of all views, direction of a horizontal line, vertical spacing.
    ///   - metrics: values of the names used as constants or priorities.
    ///   - views: the views (or other layout items) the names in brackets stand for.
    /// - Throws: a ``VisualFormatError`` whose description is UIKit's message for the mistake.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: CGFloat]? = nil,
        views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = FormatParser(format: format, views: views, metrics: metrics ?? [:])
        let line = try parser.parse()
        return try FormatBuilder(line: line, options: options, format: format).constraints()
    }
}
