import Foundation

/// The root of a view tree and the host of its layout: it owns the tree's size, its root view
/// controller's view, and the clock its animations run on.
open class Window: View {
    /// The clock that drives the animations started in this window; advance it to run them.
    public let animationClock = AnimationClock()

    /// Creates a window of a size (its frame's origin is zero).
    public init(size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size))
    }

    /// Creates a window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The window's size; changing it resizes the root view controller's view with it.
    public var size: CGSize {
        get { frame.size }
        set { frame = CGRect(origin: frame.origin, size: newValue) }
    }

    /// The controller whose view fills the window; its view stretches with the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.view, old.superview === self { old.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let view: View = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }
}
