/// One item of the feed: the texts and counts a cell shows, and the comment under it when it has one.
struct FeedPost: Sendable {
    var name: String
    var handle: String
    var time: String
    var body: String
    var likes: String
    var reposts: String
    var replies: String
    /// The latest comment, or nil for a post without one (the cell collapses its comment area).
    var comment: String?
}
