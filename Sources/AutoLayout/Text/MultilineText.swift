import Foundation

/// A view whose text may wrap onto several lines: a horizontal stack that fills draws such a view to
/// an equal share of its width (UIKit's `UISV-text-width-disambiguation`).
///
/// For the package's modules, so that the UIKit module's `UILabel` is treated as the engine's
/// ``Label`` is.
package protocol MultilineText: View {
    /// Whether the text may take more than one line (a line limit other than 1).
    var mayWrapOntoSeveralLines: Bool { get }
}
