/// One view or guide in `solve --format json`: `frame` is `[x, y, width, height]`.
struct JSONView: Encodable {
    /// The name declared in the file.
    let name: String
    /// `view`, `label`, `guide`, ….
    let kind: String
    /// `[x, y, width, height]` in the superview's coordinates.
    let frame: [Double]
}
