import AutoLayout

/// UIKit's `UIImageView`: a view sized by its image (no image: no intrinsic size).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; its alignment rectangle is the view's intrinsic size.
    open var image: UIImage? {
        get { storedImage }
        set {
            guard newValue != storedImage else { return }
            let insetsChanged = newValue?.alignmentRectInsets != storedImage?.alignmentRectInsets
            storedImage = newValue
            invalidateIntrinsicContentSize()
            if insetsChanged { alignmentRectInsetsDidChange() }
        }
    }
    /// Read by the engine's layout pass, which runs on the tree's thread (the main actor for a UIKit
    /// tree) through the engine's nonisolated methods.
    nonisolated(unsafe) private var storedImage: UIImage?

    /// Creates an image view showing an image.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        if let image { frame = CGRect(origin: .zero, size: image.size) }
    }

    /// Creates an image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty image view (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's alignment rectangle's size (its size less its alignment insets), or no intrinsic
    /// size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = storedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let insets = image.alignmentRectInsets
        return CGSize(
            width: image.size.width - insets.left - insets.right, height: image.size.height - insets.top - insets.bottom)
    }

    /// The image's alignment insets: constraints place the image's alignment rectangle, not its frame.
    open override var alignmentRectInsets: UIEdgeInsets {
        storedImage?.alignmentRectInsets ?? .zero
    }
}
