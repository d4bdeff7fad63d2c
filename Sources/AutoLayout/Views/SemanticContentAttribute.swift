/// How a view's content lays out in a right-to-left interface, as UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the interface's direction (flipped in right-to-left).
    case unspecified = 0
    /// Playback controls (play, rewind, scrubbers): never flipped.
    case playback = 1
    /// Controls that mean a direction in space (a D-pad, text alignment): never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
