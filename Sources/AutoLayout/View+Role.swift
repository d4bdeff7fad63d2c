import Foundation

extension View {
    /// The scrolling role, when the view scrolls its content.
    package var scrollLayout: ScrollLayout? {
        if case .scroll(let layout)? = role { return layout }
        return nil
    }

    /// Whether the view scrolls its content: `scrollLayout != nil` without taking a reference to the
    /// layout, which the build asks of every constraint's container.
    package var isScrollView: Bool {
        if case .scroll? = role { return true }
        return false
    }

    /// The stacking role, when the view is a stack.
    package var stackLayout: StackLayout? {
        if case .stack(let layout)? = role { return layout }
        return nil
    }

    /// The hosting role, when the view is a window.
    package var hostWindow: HostWindow? {
        if case .host(let host)? = role { return host }
        return nil
    }

    /// The window role of the view's tree: its root's, when the root is a window.
    var treeHost: HostWindow? { rootView.hostWindow }
}
