import AutoLayout
import Foundation

/// A plain `view` of a layout file, with the alignment insets the file may give it.
final class NamedView: View {
    /// The insets from `alignment-insets=top,left,bottom,right`.
    var insets: EdgeInsets = .zero

    override var alignmentRectInsets: EdgeInsets { insets }
}
