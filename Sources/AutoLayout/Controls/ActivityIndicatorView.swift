import Foundation

/// A spinning progress indicator, as UIKit's `UIActivityIndicatorView`, sized by its style: 20 × 20
/// points (medium) or 37 × 37 (large).
///
/// Content priorities: hugging 750 and compression resistance 750 on both axes, as UIKit gives activity
/// indicators (made in code or in Interface Builder).
open class ActivityIndicatorView: View {
    /// The indicator's size class (default ``Style/medium``); changing it invalidates the intrinsic size.
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the indicator spins (layout does not depend on it).
    open var isAnimating = false

    /// Creates an indicator with a frame, in the medium style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = PerAxis(repeating: .defaultHigh)
    }

    /// Creates an indicator of a style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }
}
