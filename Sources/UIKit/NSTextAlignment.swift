/// UIKit's text alignments, with Apple's raw values on iOS (kept; nothing is drawn).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centre.
    case center = 1
    /// Right.
    case right = 2
    /// Justified.
    case justified = 3
    /// Leading, as the writing direction says.
    case natural = 4
}
