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

    /// The safe area of the host device (default none); the window's ``View/safeAreaInsets`` follow it
    /// and its size.
    public var safeArea: HostSafeArea = .none {
        didSet { if safeArea != oldValue { updateSafeAreaInsets() } }
    }

    /// The host's safe-area insets at the window's current size.
    public var hostSafeAreaInsets: EdgeInsets { safeArea.insets(for: storedFrame.size) }

    /// The host's interface direction (default left to right), which views with an unspecified
    /// ``View/semanticContentAttribute`` follow.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            forEachInSubtree { $0.layoutDirectionDidChange(rebuild: false) }
            engineIfCreated?.rebuild()
            setNeedsLayout()
        }
    }

    /// The host's text size, which sets the readable content guides' width (default large).
    public var contentSizeCategory: ContentSizeCategory = .large {
        didSet {
            guard contentSizeCategory != oldValue else { return }
            forEachInSubtree { $0.updateReadableWidth() }
        }
    }

    /// The keyboard the host shows (`nil`: none); keyboard layout guides follow it.
    public var keyboard: Keyboard? {
        didSet {
            guard keyboard != oldValue else { return }
            forEachInSubtree { $0.updateKeyboardGuide() }
        }
    }

    /// The horizontal size class set by the host; `nil` (the default) derives it from the width:
    /// regular from 768 points (an iPad), compact below.
    public var horizontalSizeClassOverride: UserInterfaceSizeClass? {
        didSet { forEachInSubtree { if $0.viewController != nil { $0.updateEffectiveMargins() } } }
    }

    /// The window's horizontal size class, which sets the system minimum margins of controllers' views.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        horizontalSizeClassOverride ?? (storedFrame.width >= 768 ? .regular : .compact)
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
