import UIKit

/// A feed sized the way a collection view's flow layout sizes self-sizing cells: every post fitted at
/// the collection's width (one cell reused for all, and a fresh cell per post), then the visible cells
/// built at their fitted sizes and laid out.
@MainActor
struct FeedFittingScenario {
    /// The collection view's width, which every cell is fitted to.
    static let width: CGFloat = 375
    /// How many cells are on screen after sizing.
    static let visibleCount = 3
    /// The frame a cell is made with before it is sized (a flow layout's estimated item size).
    static let estimatedFrame = CGRect(x: 0, y: 0, width: width, height: 200)
    /// How far a fitted size may be from the expected one.
    static let tolerance: CGFloat = 1e-6

    let posts: [FeedPost]
    /// The sizes the last sizing pass with one reused cell fitted, per post.
    private(set) var reusedSizes: [CGSize] = []
    /// The sizes the last sizing pass with a fresh cell per post fitted, per post.
    private(set) var freshSizes: [CGSize] = []
    /// The collection view stand-in holding the last visible cells, laid out.
    private(set) var visibleHost: UIView?

    init(posts: [FeedPost]) {
        self.posts = posts
    }

    /// Runs every phase once, returning its CPU times per cell.
    mutating func run() -> FeedFittingTimings {
        let count = Double(posts.count)
        let reusedStart = ThreadCPUClock.now()
        let reusedBuilt = runReused()
        let reusedEnd = ThreadCPUClock.now()
        let fresh = runFresh()
        let freshEnd = ThreadCPUClock.now()
        let visible = layOutVisibleCells()
        return FeedFittingTimings(
            reusedPerCell: (reusedEnd - reusedStart) / count,
            freshPerCell: (freshEnd - reusedEnd) / count,
            build: fresh.build / count,
            fitReused: (reusedEnd - reusedBuilt) / count,
            fitFresh: fresh.fit / count,
            layout: visible.layout / Double(Self.visibleCount),
            visible: visible.total / Double(Self.visibleCount))
    }

    /// Sizes every post with one cell, its texts changed per post; returns the CPU clock after the
    /// cell's build.
    @discardableResult
    mutating func runReused() -> Double {
        let cell = FeedPostCell(frame: Self.estimatedFrame)
        let built = ThreadCPUClock.now()
        reusedSizes.removeAll(keepingCapacity: true)
        for post in posts {
            cell.configure(with: post)
            reusedSizes.append(cell.fittedSize(width: Self.width))
        }
        return built
    }

    /// Sizes every post with a cell built for it; returns the CPU time of the builds and of the
    /// configures and fits, in microseconds.
    @discardableResult
    mutating func runFresh() -> (build: Double, fit: Double) {
        var build = 0.0
        var fit = 0.0
        freshSizes.removeAll(keepingCapacity: true)
        for post in posts {
            let start = ThreadCPUClock.now()
            let cell = FeedPostCell(frame: Self.estimatedFrame)
            let built = ThreadCPUClock.now()
            cell.configure(with: post)
            freshSizes.append(cell.fittedSize(width: Self.width))
            build += built - start
            fit += ThreadCPUClock.now() - built
        }
        return (build, fit)
    }

    /// Makes the cell's constraints from its visual format strings once per post, on one cell, without
    /// activating them; returns how many constraints were made.
    func runVisualFormats() -> Int {
        let cell = FeedPostCell(frame: Self.estimatedFrame)
        var made = 0
        for _ in posts {
            let constraints = cell.makeConstraints()
            made += constraints.always.count + constraints.collapse.count
        }
        return made
    }

    /// Builds the visible cells at the sizes the reused cell fitted, in a collection view stand-in,
    /// and lays them out; returns the CPU time of the layout and of the whole, in microseconds.
    private mutating func layOutVisibleCells() -> (layout: Double, total: Double) {
        let start = ThreadCPUClock.now()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: Self.width, height: 667))
        var y: CGFloat = 0
        for (post, size) in zip(posts, reusedSizes).prefix(Self.visibleCount) {
            let cell = FeedPostCell(frame: CGRect(x: 0, y: y, width: size.width, height: size.height))
            cell.configure(with: post)
            host.addSubview(cell)
            y += size.height
        }
        let placed = ThreadCPUClock.now()
        host.layoutIfNeeded()
        let end = ThreadCPUClock.now()
        visibleHost = host
        return (end - placed, end - start)
    }

    /// A cell showing `post`, laid out at the collection's width with its height left to its content
    /// (pinned to the top of a tall host, no height constraint); the layout engine's own answer to
    /// what fitting computes.
    func laidOutCell(for post: FeedPost) -> (host: UIView, cell: FeedPostCell) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: Self.width, height: 4000))
        let cell = FeedPostCell(frame: Self.estimatedFrame)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.configure(with: post)
        host.addSubview(cell)
        let views = ["cell": cell]
        let metrics = ["width": Self.width]
        for format in ["H:|[cell(width)]", "V:|[cell]"] {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
        }
        host.layoutIfNeeded()
        return (host, cell)
    }
}
