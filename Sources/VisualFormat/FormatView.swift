import AutoLayout

/// `[name(predicates)]`, with the name looked up.
struct FormatView {
    let item: any LayoutItem
    let name: String
    /// Predicates on the view's width (horizontal line) or height (vertical line).
    let predicates: [FormatPredicate]
    /// The index of the closing `]`.
    let closeOffset: Int
}
