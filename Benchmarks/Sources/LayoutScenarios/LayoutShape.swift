/// The view-tree shapes measured on AutoLayout: the solver's three scenarios expressed with views and
/// anchors, and a typical feed cell.
public enum LayoutShape: String, CaseIterable, Sendable {
    /// N sibling views in a row inside the root, each `>= 20` wide and weakly 100 wide.
    case chain
    /// A balanced binary tree of N nested views, each child constrained to its superview.
    case tree
    /// A k × k grid (k = round(√N)) of equally wide cells, each row filling the root.
    case grid
    /// N independent feed cells (image, two labels, a button), each its own root.
    case feed
}
