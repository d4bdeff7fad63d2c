import AutoLayout

/// Why a visual format string could not be turned into constraints. Each case carries the format and
/// the offset of the offending character (in `Character`s from the start of the format), and
/// ``description`` is UIKit's exception text for the same mistake, caret line included.
///
/// Where UIKit's wording is known from its documentation or from logs it is used verbatim; the other
/// reasons are written in the same style (see the DocC article for which is which).
public enum VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `H` or `V` at the start of the format is not followed by `:`.
    case missingOrientationColon(orientation: Character, format: String, offset: Int)
    /// A view (`[name]`) was expected, after `|` or a connection, or in an empty format.
    case expectedView(format: String, offset: Int)
    /// `[` is not followed by a name.
    case expectedViewName(format: String, offset: Int)
    /// A name in brackets is not a key of the views dictionary.
    case unknownView(name: String, format: String, offset: Int)
    /// A name used as a constant or a priority is a key of neither dictionary.
    case unknownMetric(name: String, format: String, offset: Int)
    /// A view name stands for a spacing or a priority; only a view's width or height can be related to
    /// another view.
    case viewNotAllowed(name: String, format: String, offset: Int)
    /// Something other than a number or a metric name stands where a constant or a priority is expected.
    case expectedNumberOrMetric(format: String, offset: Int)
    /// A view's predicate list does not end with `)`, or the view does not end with `]`.
    case unterminatedView(format: String, offset: Int)
    /// A connection's predicate list does not end with `)`, or its predicate is not followed by `-`.
    case unterminatedConnection(format: String, offset: Int)
    /// `<`, `>` or `=` alone where a relation is expected.
    case unknownRelation(format: String, offset: Int)
    /// A character that has no place at this point of the grammar.
    case unexpectedCharacter(Character, format: String, offset: Int)
    /// `|` next to a view that has no superview.
    case missingSuperview(format: String, offset: Int)
    /// A priority outside (0, 1000].
    case invalidPriority(Float, format: String, offset: Int)
    /// A constant (a number out of range or a metric's value) that is NaN or infinite.
    case nonFiniteConstant(Double, format: String, offset: Int)
    /// Alignment options with fewer than two views to align.
    case alignmentNeedsTwoViews(format: String, offset: Int)
    /// An alignment option on the axis the line runs along (`alignAllLeft` in a horizontal line, say).
    case alignmentAlongLayoutAxis(LayoutConstraint.Attribute, axis: LayoutConstraint.Axis, format: String, offset: Int)
    /// `FormatOptions.spacingBaselineToBaseline` in a horizontal line.
    case baselineSpacingInHorizontalLayout(format: String, offset: Int)
    /// Both direction bits set: no direction has that value.
    case unknownDirection(UInt, format: String, offset: Int)
    /// The constraint factory refused a constraint the format describes.
    case invalidConstraint(LayoutError, format: String, offset: Int)

    /// The format string that failed.
    public var format: String {
        switch self {
        case .missingOrientationColon(_, let format, _), .expectedView(let format, _),
            .expectedViewName(let format, _), .unknownView(_, let format, _), .unknownMetric(_, let format, _),
            .viewNotAllowed(_, let format, _), .expectedNumberOrMetric(let format, _),
            .unterminatedView(let format, _), .unterminatedConnection(let format, _),
            .unknownRelation(let format, _), .unexpectedCharacter(_, let format, _),
            .missingSuperview(let format, _), .invalidPriority(_, let format, _),
            .nonFiniteConstant(_, let format, _), .alignmentNeedsTwoViews(let format, _),
            .alignmentAlongLayoutAxis(_, _, let format, _), .baselineSpacingInHorizontalLayout(let format, _),
            .unknownDirection(_, let format, _), .invalidConstraint(_, let format, _):
            format
        }
    }

    /// Where the caret points: the offending character's index, in `Character`s (the format's length
    /// when the problem is at its end or in the options).
    public var offset: Int {
        switch self {
        case .missingOrientationColon(_, _, let offset), .expectedView(_, let offset),
            .expectedViewName(_, let offset), .unknownView(_, _, let offset), .unknownMetric(_, _, let offset),
            .viewNotAllowed(_, _, let offset), .expectedNumberOrMetric(_, let offset),
            .unterminatedView(_, let offset), .unterminatedConnection(_, let offset),
            .unknownRelation(_, let offset), .unexpectedCharacter(_, _, let offset),
            .missingSuperview(_, let offset), .invalidPriority(_, _, let offset),
            .nonFiniteConstant(_, _, let offset), .alignmentNeedsTwoViews(_, let offset),
            .alignmentAlongLayoutAxis(_, _, _, let offset), .baselineSpacingInHorizontalLayout(_, let offset),
            .unknownDirection(_, _, let offset), .invalidConstraint(_, _, let offset):
            offset
        }
    }

    /// The line of the problem: a format is a single line, so always 1. A caller that reads formats
    /// from a file reports ``column`` with its own line number (``message(line:)``).
    public var line: Int { 1 }

    /// The 1-based column of the problem.
    public var column: Int { offset + 1 }

    /// The reason alone, as UIKit prints it between the header and the format.
    public var reason: String {
        switch self {
        case .missingOrientationColon(let orientation, _, _):
            let arrangement = orientation == "H" ? "horizontal" : "vertical"
            return "Expected ':' after '\(orientation)' to specify \(arrangement) arrangement"
        case .expectedView:
            return "Expected a view"
        case .expectedViewName:
            return "Expected a view name, which must be a C identifier that is a key in the views dictionary"
        case .unknownView(let name, _, _):
            return "\(name) is not a key in the views dictionary."
        case .unknownMetric(let name, _, _):
            return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views "
                + "dictionaries"
        case .viewNotAllowed(let name, _, _):
            return "\(name) is a view, but a view can only be the object of a predicate on a view's thickness"
        case .expectedNumberOrMetric:
            return "Expected a number or key from the metrics dictionary, but encountered something else"
        case .unterminatedView:
            return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .unterminatedConnection:
            return "A predicate on a connection must end with ')' and the connection must end with '-'"
        case .unknownRelation:
            return "Unknown relation. Must be ==, >=, or <="
        case .unexpectedCharacter(let character, _, _):
            return "Encountered unexpected character '\(character)'"
        case .missingSuperview:
            return "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .invalidPriority(let priority, _, _):
            // Not LayoutPriority's description, which traps on a value that is not finite.
            return "Priority \(VisualFormatPrinter.number(Double(priority))) is invalid. Priorities must be greater "
                + "than 0 and less "
                + "than or equal to 1000"
        case .nonFiniteConstant(let value, _, _):
            return "Constant \(value) is not finite"
        case .alignmentNeedsTwoViews:
            return "Options mask required views to be aligned, but the format has only one view"
        case .alignmentAlongLayoutAxis(_, let axis, _, _):
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            return "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
                + "that is also \(edge)."
        case .baselineSpacingInHorizontalLayout:
            return "Options mask required baseline-to-baseline spacing, which is only allowed for vertical layout."
        case .unknownDirection(let bits, _, _):
            return "Options mask has direction bits 0x\(String(bits, radix: 16)), which name no direction"
        case .invalidConstraint(let error, _, _):
            return error.description
        }
    }

    /// Spaces up to the offending character, then `^`.
    public var caretLine: String {
        String(repeating: " ", count: max(0, offset)) + "^"
    }

    /// UIKit's exception text: `Unable to parse constraint format: \n<reason> \n<format> \n<caret>`.
    public var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caretLine)"
    }

    /// `line:column: reason`, followed by the format and the caret, for a format that was line `line`
    /// of a file.
    public func message(line: Int) -> String {
        "\(line):\(column): \(reason)\n\(format)\n\(caretLine)"
    }
}
