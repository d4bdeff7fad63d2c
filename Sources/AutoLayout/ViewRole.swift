import Foundation

/// The part a view plays that the engine treats specially: scrolling its content, arranging a stack,
/// or hosting a tree as its window.
///
/// A role is state and behaviour a view carries, not the view's class, so that the engine's classes
/// (``ScrollView``, ``StackView``, ``Window``) and other view classes of the package (UIKit's
/// `UIScrollView`, `UIStackView`, `UIWindow`, which are `UIView`s) share it. The engine asks a view for
/// its role with one stored-reference test (``View/role``), never with a cast.
package enum ViewRole {
    /// A scroll view: its edges seen from its content are the content area.
    case scroll(ScrollLayout)
    /// A stack view: it keeps the constraints that line up its arranged subviews.
    case stack(StackLayout)
    /// A window: the root of a tree, with its host's safe area, direction, text size and keyboard.
    case host(HostWindow)
}
