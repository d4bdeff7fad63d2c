/// One rep's CPU times, in microseconds per cell.
struct FeedFittingTimings {
    /// The sizing pass with one reused cell: its build once, then every post's configure + fit, per post.
    var reusedPerCell: Double
    /// The sizing pass with a fresh cell per post: build + configure + fit + release, per post.
    var freshPerCell: Double
    /// Building a fresh cell: its views and its constraints from the visual format strings, activated.
    var build: Double
    /// Configuring the reused cell for a post and fitting it.
    var fitReused: Double
    /// Configuring a fresh cell for a post and fitting it.
    var fitFresh: Double
    /// The visible cells' `layoutIfNeeded()` at their fitted sizes, per cell.
    var layout: Double
    /// The visible cells built, configured, placed and laid out, per cell.
    var visible: Double
}
