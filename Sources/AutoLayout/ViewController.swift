import Foundation

/// Manages a view and takes part in its layout passes, as UIKit's `UIViewController`.
open class ViewController {
    private var storedView: View?

    /// Creates a controller; its view is loaded on first access.
    public init() {}

    /// The controller's view, loaded by ``loadView()`` (then ``viewDidLoad()``) the first time it is read.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View(frame: .zero) }
        viewDidLoad()
    }

    /// Makes the controller's view; the default makes an empty ``View``. Overrides assign ``view``.
    open func loadView() {
        view = View(frame: .zero)
    }

    /// Called once the view is loaded; does nothing by default.
    open func viewDidLoad() {}

    /// Called in the update pass in place of the view's `updateConstraints()`; the default calls it.
    /// Overrides update constraints and call `super.updateViewConstraints()` last.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Called before the view's `layoutSubviews()`; does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`; does nothing by default.
    open func viewDidLayoutSubviews() {}
}
