/// What joins two elements of a line.
enum FormatConnection {
    /// No `-`: the elements touch.
    case flush
    /// A lone `-`: the standard space (8 points between views, the layout margin at the superview).
    case standard
    /// `-predicate-` or `-(predicate, …)-`: one constraint per predicate.
    case predicates([FormatPredicate])
}
