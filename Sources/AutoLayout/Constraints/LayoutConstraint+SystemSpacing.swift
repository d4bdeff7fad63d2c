import Foundation

extension LayoutConstraint {
    /// Where a constraint's constant came from when the system chose it: UIKit's descriptions print
    /// such a constant by the spacing's name rather than as a number.
    public enum SystemSpacing: Hashable, Sendable {
        /// The visual format language's standard space between siblings (`[a]-[b]`), printed
        /// `NSSpace(8)`.
        case standard
        /// The anchors' system spacing (`constraint(equalToSystemSpacingAfter:multiplier:)` and the
        /// like), `multiplier` times the spacing, printed `NSLayoutAnchorConstraintSpace(8)`.
        case anchor(multiplier: CGFloat)
    }
}
