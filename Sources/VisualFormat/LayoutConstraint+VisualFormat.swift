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
    ///   - fileID: recorded as every constraint's ``LayoutConstraint/sourceLocation``, with `line`.
    ///   - line: the line of the call.
    /// - Throws: a ``VisualFormatError`` whose description is UIKit's message for the mistake.
    ///
    /// Disfavoured so that, where the UIKit module is imported too, `NSLayoutConstraint`'s non-throwing
    /// factory of the same name wins for calls whose dictionaries would fit both; code that names
    /// `LayoutConstraint` has only this one.
    @_disfavoredOverload
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: CGFloat]? = nil,
        views: [String: any LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try constraints(
            withVisualFormat: format, options: options, names: FormatNames(views: views, metrics: metrics ?? [:]),
            fileID: fileID, line: line
        ) { first, firstAttribute, relation, second, secondAttribute, constant throws(LayoutError) in
            try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: 1, constant: constant)
        }
    }

    /// The constraints a visual format string describes, its names looked up by `names`, each made by
    /// `make`.
    ///
    /// - Throws: a ``VisualFormatError`` whose description is UIKit's message for the mistake.
    package static func constraints(
        withVisualFormat format: String, options: FormatOptions, names: FormatNames, fileID: String, line: Int,
        making make: @escaping FormatConstraintMaker
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = FormatParser(format: format, names: names)
        let parsed = try parser.parse()
        let constraints = try FormatBuilder(line: parsed, options: options, format: format, make: make).constraints()
        let location = SourceLocation(fileID: fileID, line: line)
        for constraint in constraints { constraint.sourceLocation = location }
        return constraints
    }
}
