import AutoLayout

/// A parsed format: the abstract syntax tree the constraints are made from, every name resolved and
/// every `|` tied to its superview.
struct FormatLine {
    let axis: LayoutConstraint.Axis
    let views: [FormatView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    let connections: [FormatConnection]
    /// `|` before the first view: the superview and the connection to it.
    let leadingSuperview: (superview: any LayoutItem, connection: FormatConnection)?
    /// `|` after the last view.
    let trailingSuperview: (superview: any LayoutItem, connection: FormatConnection)?
    /// The format's length in characters: where a caret for the whole line points.
    let length: Int
}
