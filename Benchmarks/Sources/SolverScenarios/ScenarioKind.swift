/// The three layout shapes of kiwi_bench: a row of flexible views, a binary tree, a square grid.
public enum ScenarioKind: String, CaseIterable, Sendable {
    /// N views in a row, each `>= 20` wide and weakly 100 wide, the container at least as wide as the row.
    case chain
    /// A balanced binary tree of N nodes; every child halves its parent's width (fully determined).
    case tree
    /// A k × k grid (k = round(√N)); equal widths within a row, each row filling the container.
    case grid
}
