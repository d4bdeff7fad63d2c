import AutoLayout

/// The object of a predicate, with its name already looked up.
enum FormatOperand {
    /// A number, or the value of a metric.
    case constant(Double)
    /// Another view (or layout guide): only in a predicate on a view's width or height.
    case item(any LayoutItem)
}
