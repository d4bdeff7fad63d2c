import AutoLayout
import Foundation

/// Reads the tokens of a format into a ``FormatLine``, looking names up as it meets them so that the
/// first mistake in reading order is the one reported, as UIKit does.
struct FormatParser {
    private let format: String
    private let lexemes: [FormatLexeme]
    private let names: FormatNames
    private var position = 0

    /// Where a predicate stands: views may be objects only of a view's size predicates, and a sign is
    /// only readable inside parentheses (outside them `-` ends the connection).
    private enum Context {
        case view, parenthesisedConnection, bareConnection
    }

    init(format: String, names: FormatNames) {
        self.format = format
        self.lexemes = FormatLexer.lexemes(of: format)
        self.names = names
    }

    private var current: FormatLexeme { lexemes[min(position, lexemes.count - 1)] }
    private var nextLexeme: FormatLexeme { lexemes[min(position + 1, lexemes.count - 1)] }

    private mutating func advance() {
        if position < lexemes.count - 1 { position += 1 }
    }

    /// The character at `offset` (a space past the end), for a report: only errors need characters.
    private func character(at offset: Int) -> Character {
        let characters = Array(format)
        return offset < characters.count ? characters[offset] : " "
    }

    mutating func parse() throws(VisualFormatError) -> FormatLine {
        let axis = try parseOrientation()
        var leading: (superview: any LayoutItem, connection: FormatConnection)?
        var leadingConnection: FormatConnection?
        if current.token == .pipe {
            advance()
            leadingConnection = try parseConnection()
        }
        var views: [FormatView] = []
        var connections: [FormatConnection] = []
        var trailing: (superview: any LayoutItem, connection: FormatConnection)?
        while true {
            guard current.token == .openBracket else { throw .expectedView(format: format, offset: current.offset) }
            let view = try parseView()
            if views.isEmpty, let leadingConnection {
                // UIKit ties `|` to its view when that view is complete, so the caret is at its `]`.
                guard let superview = Self.superview(of: view.item) else {
                    throw .missingSuperview(format: format, offset: view.closeOffset)
                }
                leading = (superview, leadingConnection)
            }
            views.append(view)
            if current.token == .end { break }
            let connection = try parseConnection()
            if current.token == .pipe {
                guard let superview = Self.superview(of: view.item) else {
                    throw .missingSuperview(format: format, offset: current.offset)
                }
                trailing = (superview, connection)
                advance()
                guard current.token == .end else {
                    throw .unexpectedCharacter(character(at: current.offset), format: format, offset: current.offset)
                }
                break
            }
            connections.append(connection)
        }
        return FormatLine(
            axis: axis, views: views, connections: connections, leadingSuperview: leading,
            trailingSuperview: trailing, length: lexemes[lexemes.count - 1].offset)
    }

    /// The view `|` stands for next to `item`.
    static func superview(of item: any LayoutItem) -> (any LayoutItem)? {
        if let view = item as? View { return view.superview }
        if let nested = item as? any VisualFormatSuperviewProviding { return nested.visualFormatSuperview }
        return nil
    }

    /// `H:` or `V:`, or nothing (horizontal).
    private mutating func parseOrientation() throws(VisualFormatError) -> LayoutConstraint.Axis {
        guard case .identifier(let name) = current.token, let first = name.first, first == "H" || first == "V"
        else { return .horizontal }
        guard name.count == 1, nextLexeme.token == .colon else {
            throw .missingOrientationColon(orientation: first, format: format, offset: current.offset + 1)
        }
        advance()
        advance()
        return first == "H" ? .horizontal : .vertical
    }

    /// `[name]` or `[name(predicates)]`; the current token is `[`.
    private mutating func parseView() throws(VisualFormatError) -> FormatView {
        advance()
        guard case .identifier(let name) = current.token else {
            throw .expectedViewName(format: format, offset: current.offset)
        }
        guard let item = names.view(name) else {
            throw .unknownView(name: name, format: format, offset: current.end)
        }
        advance()
        var predicates: [FormatPredicate] = []
        if current.token == .openParen {
            predicates = try parsePredicateList(.view)
        }
        guard current.token == .closeBracket else {
            throw .unterminatedView(format: format, offset: current.offset)
        }
        let closeOffset = current.offset
        advance()
        return FormatView(item: item, name: name, predicates: predicates, closeOffset: closeOffset)
    }

    /// What follows a view or the leading `|`: nothing (flush), `-`, `-predicate-` or `-(list)-`.
    private mutating func parseConnection() throws(VisualFormatError) -> FormatConnection {
        switch current.token {
        case .openBracket, .pipe:
            return .flush
        case .dash:
            advance()
            switch current.token {
            case .openBracket, .pipe, .end:
                return .standard
            case .openParen:
                let predicates = try parsePredicateList(.parenthesisedConnection)
                try expectConnectionEnd()
                return .predicates(predicates)
            default:
                let predicate = try parsePredicate(.bareConnection)
                try expectConnectionEnd()
                return .predicates([predicate])
            }
        case .end:
            throw .expectedView(format: format, offset: current.offset)
        default:
            throw .unexpectedCharacter(character(at: current.offset), format: format, offset: current.offset)
        }
    }

    private mutating func expectConnectionEnd() throws(VisualFormatError) {
        guard current.token == .dash else {
            throw .unterminatedConnection(format: format, offset: current.offset)
        }
        advance()
    }

    /// `(predicate, …)`; the current token is `(`.
    private mutating func parsePredicateList(_ context: Context) throws(VisualFormatError) -> [FormatPredicate] {
        advance()
        var predicates: [FormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(context))
            switch current.token {
            case .comma:
                advance()
            case .closeParen:
                advance()
                return predicates
            default:
                if context == .view { throw .unterminatedView(format: format, offset: current.offset) }
                throw .unterminatedConnection(format: format, offset: current.offset)
            }
        }
    }

    /// `(relation)? object (@priority)?`.
    private mutating func parsePredicate(_ context: Context) throws(VisualFormatError) -> FormatPredicate {
        let start = current.offset
        var relation = LayoutConstraint.Relation.equal
        switch current.token {
        case .relation(let r):
            relation = r
            advance()
        case .lonelyRelationCharacter:
            // UIKit reads one character of the relation and puts the caret on the next.
            throw .unknownRelation(format: format, offset: current.offset + 1)
        default:
            break
        }
        let object = try parseObject(context)
        var priority = LayoutPriority.required
        if current.token == .at {
            advance()
            let offset = current.offset
            let value = try parseNumberOrMetric(allowsSign: false)
            let float = Float(value)
            guard float.isFinite, float > 0, float <= 1000 else {
                throw .invalidPriority(float, format: format, offset: offset)
            }
            priority = LayoutPriority(float)
        }
        return FormatPredicate(relation: relation, object: object, priority: priority, offset: start)
    }

    /// A constant, a metric, or in a view's predicate another view.
    private mutating func parseObject(_ context: Context) throws(VisualFormatError) -> FormatOperand {
        if context == .view, case .identifier(let name) = current.token, names.metric(name) == nil,
            let item = names.view(name)
        {
            advance()
            return .item(item)
        }
        let offset = current.offset
        let value = try parseNumberOrMetric(allowsSign: context != .bareConnection)
        guard value.isFinite else { throw .nonFiniteConstant(value, format: format, offset: offset) }
        return .constant(value)
    }

    /// A number (signed where allowed) or the value of a metric.
    private mutating func parseNumberOrMetric(allowsSign: Bool) throws(VisualFormatError) -> Double {
        var sign = 1.0
        if allowsSign, current.token == .dash, case .number = nextLexeme.token {
            sign = -1
            advance()
        }
        switch current.token {
        case .number(let value):
            advance()
            return sign * value
        case .identifier(let name):
            if let value = names.metric(name) {
                advance()
                return Double(value)
            }
            if names.view(name) != nil {
                throw .viewNotAllowed(name: name, format: format, offset: current.offset)
            }
            throw .unknownMetric(name: name, format: format, offset: current.end)
        default:
            throw .expectedNumberOrMetric(format: format, offset: current.offset)
        }
    }
}
