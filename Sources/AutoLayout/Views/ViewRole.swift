import Foundation

/// The part a view plays that the engine treats specially: scrolling its content (``ScrollLayout``),
/// arranging a stack (``StackLayout``), or hosting a tree as its window (``HostWindow``).
///
/// A role is state and behaviour a view carries, not the view's class, so that the engine's classes
/// (``ScrollView``, ``StackView``, ``Window``) and other view classes of the package (UIKit's
/// `UIScrollView`, `UIStackView`, `UIWindow`, which are `UIView`s) share it. The engine asks a view for
/// its role with one stored-reference read (``View/role``) and a class check.
///
/// A class rather than an enum with a payload per role: an enum keeps its case in the pointer's spare
/// bits, which hides the role from LeakSanitizer's scan and makes every role look leaked.
package class ViewRole {
    /// The view that has the role; it owns the role, which cannot outlive it.
    package unowned let view: View

    init(view: View) {
        self.view = view
    }
}
