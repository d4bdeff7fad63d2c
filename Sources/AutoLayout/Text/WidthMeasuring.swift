import Foundation

/// A view whose intrinsic size can be measured at a width it may be given: fitting measures every such
/// view again at the width its solve gives it, as layout does after a pass.
///
/// The engine's ``Label`` and ``TextView`` measure themselves; UIKit's `UILabel` and `UITextView`, which
/// are measured by an engine control outside the tree, answer for it.
package protocol WidthMeasuring: View {
    /// Whether the intrinsic size depends on the width at present (a single-line label's does not).
    var wrapsToWidth: Bool { get }
    /// The intrinsic size measured at a width of the view (nil: no width).
    func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize
}
