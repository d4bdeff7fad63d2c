extension UIView {
    /// UIKit's content modes, with Apple's raw values (kept; nothing is drawn).
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}
