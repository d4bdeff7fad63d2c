import AutoLayout
import Foundation

/// A layout file turned into a live view tree in a host window, ready to lay out.
final class BuiltLayout {
    /// The host window.
    let window: Window
    /// The controller's view: `Root`, and the `Superview` of top-level declarations.
    let root: View
    /// Every declared item by name, in declaration order.
    let items: [(declaration: LayoutDocument.Declaration, item: any LayoutItem)]
    /// The constraints the file's lines made, each with the line that made it.
    let constraints: [(constraint: LayoutConstraint, line: Int)]

    init(
        window: Window, root: View, items: [(declaration: LayoutDocument.Declaration, item: any LayoutItem)],
        constraints: [(constraint: LayoutConstraint, line: Int)]
    ) {
        self.window = window
        self.root = root
        self.items = items
        self.constraints = constraints
    }

    /// The declared name of an item (`Root` for the root view).
    func name(of item: any LayoutItem) -> String? {
        if item === root { return "Root" }
        return items.first { $0.item === item }?.declaration.name
    }

    /// Lays the tree out.
    func layout() {
        window.layoutIfNeeded()
    }
}
