import AutoLayout

/// The attributes a line is measured between, and which way the text runs on screen.
struct FormatEdges {
    /// The edge of a view that faces the element before it in the text.
    let start: LayoutConstraint.Attribute
    /// The edge that faces the element after it.
    let end: LayoutConstraint.Attribute
    /// The superview's margin on the start side, for `|-`.
    let startMargin: LayoutConstraint.Attribute
    /// The superview's margin on the end side, for `-|`.
    let endMargin: LayoutConstraint.Attribute
    /// Whether coordinates grow in text order (all but right-to-left).
    let increasing: Bool
}
