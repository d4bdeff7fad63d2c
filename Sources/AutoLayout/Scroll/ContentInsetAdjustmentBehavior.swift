/// Which edges of a scroll view's content inset the safe area adds to, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
    /// Top and bottom always; left and right when the content scrolls horizontally.
    case automatic = 0
    /// The edges of the axes along which the content scrolls.
    case scrollableAxes = 1
    /// None.
    case never = 2
    /// All four.
    case always = 3
}
