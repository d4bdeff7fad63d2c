import Cassowary

/// The four layout variables of one view, as in kiwi_bench's `View`.
public struct LayoutView {
    /// The x coordinate of the leading edge.
    public let left: Variable
    /// The y coordinate of the top edge.
    public let top: Variable
    /// The width.
    public let width: Variable
    /// The height.
    public let height: Variable

    /// Creates four fresh variables named `<name>.left`, `<name>.top`, `<name>.width`, `<name>.height`.
    public init(name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The variables in the order left, top, width, height.
    public var variables: [Variable] { [left, top, width, height] }
}
