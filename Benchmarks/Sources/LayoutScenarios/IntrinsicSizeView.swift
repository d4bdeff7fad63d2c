import AutoLayout
import Foundation

/// A view with a fixed intrinsic content size, standing in for a label, a button or an image view.
public final class IntrinsicSizeView: View {
    /// The size reported as the intrinsic content size.
    public let contentSize: CGSize

    /// Creates a view whose intrinsic content size is `width` × `height`, to be placed by constraints.
    public init(width: CGFloat, height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The fixed size given at creation.
    public override var intrinsicContentSize: CGSize { contentSize }
}
