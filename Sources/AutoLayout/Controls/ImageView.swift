import Foundation

/// A view that shows an image, as UIKit's `UIImageView`, sized by the image.
///
/// Its intrinsic size is the image's size in points; without an image it has none
/// (``View/noIntrinsicMetric`` on both axes, as current UIKit reports: older iOS versions reported (0, 0),
/// which some articles still describe). Content priorities: hugging 250 and compression resistance 750
/// on both axes, the values of a `UIImageView` made in code (Interface Builder sets hugging to 251).
open class ImageView: View {
    /// The image shown; setting it invalidates the intrinsic size.
    open var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view showing `image`, its frame the image's size at the origin, as
    /// `UIImageView(image:)` does.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.layoutSize ?? .zero))
        self.image = image
    }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return image.layoutSize
    }
}
