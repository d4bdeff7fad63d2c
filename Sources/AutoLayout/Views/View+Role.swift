import Foundation

extension View {
    /// The scrolling role, when the view scrolls its content.
    package var scrollLayout: ScrollLayout? {
        role as? ScrollLayout
    }

    /// Whether the view scrolls its content: a class check without taking a reference to the layout,
    /// which the build asks of every constraint's container.
    package var isScrollView: Bool {
        role is ScrollLayout
    }

    /// The stacking role, when the view is a stack.
    package var stackLayout: StackLayout? {
        role as? StackLayout
    }

    /// The hosting role, when the view is a window.
    package var hostWindow: HostWindow? {
        role as? HostWindow
    }

    /// The window role of the view's tree: its root's, when the root is a window.
    var treeHost: HostWindow? { rootView.hostWindow }
}
