import Foundation

/// Manages a view and takes part in its layout passes, as UIKit's `UIViewController`.
open class ViewController: NSObject {
    private var storedView: View?

    /// Creates a controller; its view is loaded on first access.
    public override init() {}

    deinit {
        storedView?.viewController = nil
    }

    /// The controller's view, loaded by ``loadView()`` (then ``viewDidLoad()``) the first time it is read.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            let old = storedView
            storedView = newValue
            newValue?.viewController = self
            old?.updateSafeAreaInsets()
            old?.updateEffectiveMargins()
            newValue?.updateSafeAreaInsets()
            newValue?.updateEffectiveMargins()
        }
    }

    /// Insets added to the safe area the view gets from its window (default zero), for bars and
    /// overlays of your own.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { storedView?.updateSafeAreaInsets() } }
    }

    /// The smallest margins the view gets (top and bottom 0; leading and trailing 16 points in a
    /// compact-width window, 20 in a regular one).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let regular = storedView?.treeHost?.horizontalSizeClass == .regular
        let side: CGFloat = regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (default `true`).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.updateEffectiveMargins() }
    }

    /// A band across the top of the view as tall as the safe area's top inset (UIKit's deprecated
    /// `topLayoutGuide`; use the view's ``View/safeAreaLayoutGuide``).
    public var topLayoutGuide: ViewControllerLayoutGuide {
        let view: View = self.view
        let guides = view.ensureSystemGuides()
        if let top = guides.top { return top }
        let made = ViewControllerLayoutGuide(view: view, atTop: true)
        guides.top = made
        return made
    }

    /// A band across the bottom of the view as tall as the safe area's bottom inset (UIKit's
    /// deprecated `bottomLayoutGuide`).
    public var bottomLayoutGuide: ViewControllerLayoutGuide {
        let view: View = self.view
        let guides = view.ensureSystemGuides()
        if let bottom = guides.bottom { return bottom }
        let made = ViewControllerLayoutGuide(view: view, atTop: false)
        guides.bottom = made
        return made
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
