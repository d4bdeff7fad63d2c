import AutoLayout
import Foundation

/// One AutoLayout scenario: views built, added to their superviews and constrained with anchors, with
/// the operations the benchmarks time (first layout, root resize, one constant change) and a check of
/// the resulting frames.
///
/// Creating a scenario builds everything up to `LayoutConstraint.activate`; the engine does its work
/// in ``layout()``, so the two can be timed apart. The views are not laid out before that.
public final class LayoutScenario {
    /// Which shape this is.
    public let shape: LayoutShape
    /// The N requested (the grid uses round(√N)² cells, the feed N cells).
    public let size: Int
    /// The roots whose frames the benchmark sets: one, or one per feed cell. They keep
    /// `translatesAutoresizingMaskIntoConstraints`, so their frames become constraints.
    public let roots: [View]
    /// Every view placed by constraints (roots excluded), in the builder's order.
    public let views: [View]
    /// The constraints the builder activated; the engine adds its own (content sizes, root frames).
    public let constraints: [LayoutConstraint]
    /// The constraint whose constant ``nudge(edit:)`` changes.
    public let nudgedConstraint: LayoutConstraint
    /// The one view a nudge should move.
    public let nudgedView: View
    /// The narrowest root width of the resize sweep.
    public let minimumWidth: CGFloat
    /// The widest root width of the resize sweep.
    public let maximumWidth: CGFloat
    /// The nudged constraint's constant as built; nudges alternate between it and one less.
    let nudgeBase: CGFloat
    let nudgedRoot: View
    let cells: [FeedCell]

    /// Builds shape `shape` for N = `size` and activates its constraints in one batch per tree.
    ///
    /// `size` must be at least 1, and 2 for the tree, whose checks read a child of the top node.
    public init(_ shape: LayoutShape, size: Int) throws(LayoutError) {
        precondition(size >= (shape == .tree ? 2 : 1), "\(shape) needs N >= \(shape == .tree ? 2 : 1)")
        self.shape = shape
        self.size = size
        let parts: LayoutScenarioParts
        switch shape {
        case .chain: parts = try LayoutScenario.makeChain(size)
        case .tree: parts = try LayoutScenario.makeTree(size)
        case .grid: parts = try LayoutScenario.makeGrid(size)
        case .feed: parts = try LayoutScenario.makeFeed(size)
        }
        roots = parts.roots
        views = parts.views
        constraints = parts.constraints
        nudgedConstraint = parts.nudged
        nudgedView = parts.nudgedView
        nudgedRoot = parts.nudgedRoot
        nudgeBase = parts.nudged.constant
        minimumWidth = parts.minimumWidth
        maximumWidth = parts.maximumWidth
        cells = parts.cells
    }

    /// The root width: the first root's (all roots share it).
    public var width: CGFloat { roots[0].frame.width }

    /// The first layout pass: `layoutIfNeeded()` on every root.
    public func layout() {
        for root in roots { root.layoutIfNeeded() }
    }

    /// Gives every root the width `width` (height unchanged) and lays it out again.
    public func resize(to width: CGFloat) {
        for root in roots {
            let frame = root.frame
            root.frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
            root.layoutIfNeeded()
        }
    }

    /// The root width of resize edit number `e`: the solver scenarios' drag sweep (10-point steps down
    /// from the widest width, then back up, 100 edits per cycle); the feed alternates between its
    /// narrow and wide widths.
    public func resizeWidth(edit e: Int) -> CGFloat {
        if shape == .feed { return e % 2 == 0 ? minimumWidth : maximumWidth }
        let step = e % 100
        return maximumWidth - CGFloat(10 * (step < 50 ? step + 1 : 100 - step))
    }

    /// Constant-change edit number `e`: the nudged constraint's constant becomes one less than built
    /// (even `e`) or is restored (odd `e`), then its tree is laid out again.
    public func nudge(edit e: Int) {
        nudgedConstraint.constant = e % 2 == 0 ? nudgeBase - 1 : nudgeBase
        nudgedRoot.layoutIfNeeded()
    }

    /// How far the nudged constraint's constant is from its built value (0 or -1).
    var nudgeOffset: CGFloat { nudgedConstraint.constant - nudgeBase }

    /// Checks the frames the constraints determine at the current width and nudge.
    public func check() throws(LayoutCheckFailure) {
        switch shape {
        case .chain: try checkChain()
        case .tree: try checkTree()
        case .grid: try checkGrid()
        case .feed: try checkFeed()
        }
    }
}
