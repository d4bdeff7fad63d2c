import Foundation

/// Everything a drawing of one laid-out host needs, as plain values: the host's size and shaded areas,
/// each view and guide with its frame in the host's coordinates, the constraints to overlay, and the
/// problems to outline. Making one reads the layout; drawing it needs nothing else.
public struct LayoutSnapshot: Equatable, Sendable {
    /// One view or guide.
    public struct Node: Equatable, Sendable {
        /// The name shown on the box.
        public var name: String
        /// `view`, `label`, `button`, …, or `guide` (drawn dashed, not filled).
        public var kind: String
        /// The frame in the host's coordinates.
        public var frame: CGRect
        /// How deep in the tree (0 for the host's top-level views), for the default fill.
        public var depth: Int
        /// The fill; `nil` picks a pale tint by depth.
        public var fill: RenderColor?
        /// Text drawn inside (a label's text, a button's title), one entry per line.
        public var textLines: [String]
        /// The text's point size.
        public var fontSize: CGFloat
        /// Whether the text is bold.
        public var bold: Bool

        /// A node; text defaults to none.
        public init(
            name: String, kind: String, frame: CGRect, depth: Int, fill: RenderColor? = nil, textLines: [String] = [],
            fontSize: CGFloat = 17, bold: Bool = false
        ) {
            self.name = name
            self.kind = kind
            self.frame = frame
            self.depth = depth
            self.fill = fill
            self.textLines = textLines
            self.fontSize = fontSize
            self.bold = bold
        }
    }

    /// A constraint drawn as a line between the two places it relates, labelled with its constant.
    public struct Measure: Equatable, Sendable {
        /// Where the line starts and ends, in the host's coordinates.
        public var from: CGPoint, to: CGPoint
        /// The label: `20`, `≥ 8`, `w = 100`.
        public var label: String

        /// A measure line.
        public init(from: CGPoint, to: CGPoint, label: String) {
            self.from = from
            self.to = to
            self.label = label
        }
    }

    /// A view outlined in red, with the explanation listed under the drawing.
    public struct Problem: Equatable, Sendable {
        /// The frames to outline.
        public var frames: [CGRect]
        /// The explanation in words.
        public var text: String

        /// A problem.
        public init(frames: [CGRect], text: String) {
            self.frames = frames
            self.text = text
        }
    }

    /// The caption: file, size and direction.
    public var title: String
    /// The host's size.
    public var size: CGSize
    /// The safe area, in the host's coordinates; the rest of the host is shaded.
    public var safeArea: CGRect
    /// The keyboard's frame, shaded, if one is up.
    public var keyboard: CGRect?
    /// Views and guides, parents before children.
    public var nodes: [Node]
    /// Constraint lines, when the overlay is on.
    public var measures: [Measure]
    /// Conflicts and ambiguities.
    public var problems: [Problem]

    /// A snapshot.
    public init(
        title: String, size: CGSize, safeArea: CGRect, keyboard: CGRect? = nil, nodes: [Node], measures: [Measure] = [],
        problems: [Problem] = []
    ) {
        self.title = title
        self.size = size
        self.safeArea = safeArea
        self.keyboard = keyboard
        self.nodes = nodes
        self.measures = measures
        self.problems = problems
    }
}
