import AutoLayout

/// One token of a visual format string.
enum FormatToken: Equatable {
    /// A C identifier: a view name, a metric name, or `H` / `V`.
    case identifier(String)
    /// A number without sign, as `strtod` reads decimal ones.
    case number(Double)
    /// `==`, `<=` or `>=`.
    case relation(LayoutConstraint.Relation)
    /// `<`, `>` or `=` alone, which UIKit reports as an unknown relation.
    case lonelyRelationCharacter
    case pipe, dash, colon, openBracket, closeBracket, openParen, closeParen, comma, at
    /// A character that starts no token.
    case unexpected(Character)
    /// The end of the format.
    case end
}
