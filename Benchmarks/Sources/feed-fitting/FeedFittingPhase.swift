/// What a run does: the whole scenario with its timings and checks, or one path alone for an
/// instruction count under callgrind.
enum FeedFittingPhase: String, CaseIterable {
    /// Every phase, timed, then the checks; one result line.
    case all
    /// Only one cell built and fitted to every post in turn.
    case reused
    /// Only a cell built, configured and fitted per post.
    case fresh
    /// Only the cell's visual format strings made into constraints, once per post, on one cell.
    case vfl
}
