import Cassowary

/// One instance of a kiwi_bench scenario: its views, its constraints in kiwi's order, and its resize range.
///
/// Building a scenario only creates variables and constraint objects; nothing touches a solver until a
/// ``ScenarioRunner`` builds it, exactly as kiwi_bench builds its `Scenario` before starting the clock.
public struct Scenario {
    /// Which shape this is.
    public let kind: ScenarioKind
    /// The N requested (the grid uses round(√N)² views).
    public let size: Int
    /// The views, in kiwi's index order.
    public internal(set) var views: [LayoutView]
    /// The container view; its width is the edit variable.
    public let container: LayoutView
    /// The constraints, in the order kiwi adds them (the edit constraint is not among them).
    public internal(set) var constraints: [Constraint]
    /// The lower end of the `jump` sweep (kiwi's `wLo`).
    public internal(set) var minimumWidth: Double = 0
    /// The upper end of the `jump` sweep and the base of `slack` and `drag` (kiwi's `wHi`).
    public internal(set) var maximumWidth: Double = 0
    /// The container width suggested during build (kiwi's `w0`).
    public internal(set) var initialWidth: Double = 0

    /// Creates the scenario `kind` for N = `size`, exactly as kiwi_bench's `make_<kind>` does.
    ///
    /// `size` must be at least 1, and 2 for the tree, whose spot-check reads view 1.
    public init(_ kind: ScenarioKind, size: Int) {
        precondition(size >= (kind == .tree ? 2 : 1), "\(kind) needs N >= \(kind == .tree ? 2 : 1)")
        self.kind = kind
        self.size = size
        self.views = []
        self.container = LayoutView(name: "container")
        self.constraints = []
        switch kind {
        case .chain: makeChain()
        case .tree: makeTree()
        case .grid: makeGrid()
        }
    }

    /// Every variable: the container's four, then each view's four; what a read-out returns.
    public var variables: [Variable] {
        var all: [Variable] = []
        all.reserveCapacity(4 * (views.count + 1))
        all += container.variables
        for view in views { all += view.variables }
        return all
    }

    /// The k of a k × k grid: round(√N), as kiwi's `lround(sqrt(n))`.
    public static func gridSide(_ size: Int) -> Int {
        Int((Double(size).squareRoot()).rounded(.toNearestOrAwayFromZero))
    }

    /// Creates `count` views named `v0`, `v1`, ….
    static func makeViews(_ count: Int) -> [LayoutView] {
        (0..<count).map { LayoutView(name: "v\($0)") }
    }
}
