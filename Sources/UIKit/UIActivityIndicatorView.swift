import AutoLayout

/// UIKit's `UIActivityIndicatorView`: a view of its style's fixed size.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`: the engine's style.
    public typealias Style = ActivityIndicatorView.Style

    /// The style, which sets the size.
    open var style: Style {
        get { storedStyle }
        set {
            guard newValue != storedStyle else { return }
            storedStyle = newValue
            invalidateIntrinsicContentSize()
        }
    }
    /// Read by the engine's layout pass (see ``UIImageView``).
    nonisolated(unsafe) private var storedStyle: Style = .medium
    /// Whether the indicator is animating.
    public private(set) var isAnimating = false
    /// Whether the view hides itself when it stops.
    open var hidesWhenStopped = true

    /// Creates an indicator of a style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts animating.
    open func startAnimating() { isAnimating = true }

    /// Stops animating.
    open func stopAnimating() { isAnimating = false }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { ActivityIndicatorView(style: storedStyle).intrinsicContentSize }
}
