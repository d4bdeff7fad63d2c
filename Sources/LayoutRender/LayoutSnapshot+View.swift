import AutoLayout
import Foundation

extension LayoutSnapshot {
    /// A snapshot of a laid-out view tree: every visible view and layout guide under `root`, named by
    /// its debug name (or its class and address), framed in `root`'s coordinates; the safe area and the
    /// keyboard from `root`'s guides.
    public init(title: String, root: View) {
        var nodes: [Node] = []
        func visit(_ view: View, depth: Int) {
            for guide in view.layoutGuides {
                nodes.append(
                    Node(
                        name: guide.identifier.isEmpty ? "guide" : guide.identifier, kind: "guide",
                        frame: view.convert(guide.layoutFrame, to: root), depth: depth))
            }
            for subview in view.subviews where !subview.isHidden {
                nodes.append(
                    Node(
                        name: subview.debugName ?? String(describing: type(of: subview)), kind: "view",
                        frame: subview.superview.map { $0.convert(subview.frame, to: root) } ?? subview.frame,
                        depth: depth))
                visit(subview, depth: depth + 1)
            }
        }
        visit(root, depth: 0)
        let window = root.rootView as? Window
        let keyboard = (window?.keyboard).map { root.convert($0.frame, from: window) }
        self.init(
            title: title, size: root.bounds.size, safeArea: root.safeAreaInsets.inset(root.bounds),
            keyboard: keyboard, nodes: nodes)
    }
}
