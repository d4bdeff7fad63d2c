/// One host in `solve --format json`: its label and its views' frames.
struct JSONHost: Encodable {
    /// `375x667 ltr`.
    let host: String
    /// The declared items, in file order.
    let views: [JSONView]
}
