import AutoLayout

/// A layout item that is not a view but belongs to one (a layout guide and its owning view), so that
/// `|` next to it in a format means that view.
///
/// Views need not adopt it: `|` next to a `View` is its superview.
public protocol VisualFormatSuperviewProviding: LayoutItem {
    /// The view `|` stands for when the item is next to it; `nil` when the item belongs to no view.
    var visualFormatSuperview: View? { get }
}
