import Foundation

/// The root of a view tree and the host of its layout: it owns the tree's size, its root view
/// controller's view, and the clock its animations run on.
open class Window: View {
    /// The window role this view carries (the engine reads it through ``View/role``).
    private var host: HostWindow {
        // Installed by every initializer; a view's role never changes.
        if let host = role as? HostWindow { return host }
        return HostWindow.install(on: self)
    }

    /// The clock that drives the animations started in this window; advance it to run them.
    public var animationClock: AnimationClock { host.animationClock }

    /// Creates a window of a size (its frame's origin is zero). A size that is not finite or is negative
    /// is refused: the window starts at zero size and reports a ``LayoutError/invalidWindowSize(_:)``
    /// diagnostic; ``init(validatingSize:)`` throws instead.
    public init(size: CGSize) {
        let valid = Self.isValid(size)
        super.init(frame: CGRect(origin: .zero, size: valid ? size : .zero))
        HostWindow.install(on: self)
        if !valid { reportRefused(size) }
    }

    /// Creates a window of a size (its frame's origin is zero).
    /// - Throws: ``LayoutError/invalidWindowSize(_:)`` when a dimension is not finite or is negative.
    public convenience init(validatingSize size: CGSize) throws(LayoutError) {
        self.init(size: .zero)
        try setSize(size)
    }

    /// Creates a window with a frame. A frame whose size is not finite is refused as ``init(size:)``
    /// refuses one: the window starts at zero size and reports a diagnostic.
    public override init(frame: CGRect) {
        let valid = frame.size.width.isFinite && frame.size.height.isFinite
        super.init(frame: valid ? frame : .zero)
        HostWindow.install(on: self)
        if !valid { reportRefused(frame.size) }
    }

    /// The window's frame. A frame whose size is not finite is ignored (the last valid frame stays) and
    /// reported as a ``LayoutError/invalidWindowSize(_:)`` diagnostic; a negative size is made
    /// positive, as for any view.
    open override var frame: CGRect {
        get { super.frame }
        set {
            guard newValue.size.width.isFinite, newValue.size.height.isFinite else { return reportRefused(newValue.size) }
            super.frame = newValue
        }
    }

    /// The safe area of the host device (default none); the window's ``View/safeAreaInsets`` follow it
    /// and its size.
    public var safeArea: HostSafeArea {
        get { host.safeArea }
        set { host.safeArea = newValue }
    }

    /// The host's safe-area insets at the window's current size.
    public var hostSafeAreaInsets: EdgeInsets { host.hostSafeAreaInsets }

    /// The host's interface direction (default left to right), which views with an unspecified
    /// ``View/semanticContentAttribute`` follow.
    public var layoutDirection: UserInterfaceLayoutDirection {
        get { host.layoutDirection }
        set { host.layoutDirection = newValue }
    }

    /// The host's text size, which sets the readable content guides' width (default large).
    public var contentSizeCategory: ContentSizeCategory {
        get { host.contentSizeCategory }
        set { host.contentSizeCategory = newValue }
    }

    /// The keyboard the host shows (`nil`: none); keyboard layout guides follow it.
    public var keyboard: Keyboard? {
        get { host.keyboard }
        set { host.keyboard = newValue }
    }

    /// The horizontal size class set by the host; `nil` (the default) derives it from the width:
    /// regular from 768 points (an iPad), compact below.
    public var horizontalSizeClassOverride: UserInterfaceSizeClass? {
        get { host.horizontalSizeClassOverride }
        set { host.horizontalSizeClassOverride = newValue }
    }

    /// The window's horizontal size class, which sets the system minimum margins of controllers' views.
    public var horizontalSizeClass: UserInterfaceSizeClass { host.horizontalSizeClass }

    /// The window's size; changing it resizes the root view controller's view with it. A size that is not
    /// finite or is negative is ignored (the last valid size stays) and reported as a
    /// ``LayoutError/invalidWindowSize(_:)`` diagnostic; ``setSize(_:)`` throws instead.
    public var size: CGSize {
        get { frame.size }
        set {
            guard Self.isValid(newValue) else { return reportRefused(newValue) }
            frame = CGRect(origin: frame.origin, size: newValue)
        }
    }

    /// The controller whose view fills the window; its view stretches with the window.
    public var rootViewController: ViewController? {
        get { host.rootViewController }
        set { host.rootViewController = newValue }
    }
}
