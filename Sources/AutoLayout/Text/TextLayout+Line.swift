import Foundation

extension TextLayout {
    /// One line of laid-out text.
    public struct Line: Hashable, Sendable {
        /// The characters the line shows, with the ellipsis of a truncated line and without the spaces
        /// that hang at its end.
        public let text: String
        /// The width the line's characters take, without hanging spaces.
        public let width: CGFloat
        /// The line's baseline, measured down from the top of the first line.
        public let baseline: CGFloat
    }
}
