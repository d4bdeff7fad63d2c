import AutoLayout
import UIKitBridge

/// UIKit's `UIViewController`: a ``ViewController`` of the engine whose view is a ``UIView``, loaded
/// on first read (``loadView()`` makes one the size of the main screen).
@preconcurrency @MainActor
open class UIViewController: ViewController {
    /// Creates a controller; its view is loaded the first time it is read.
    public override init() {
        super.init()
    }

    /// UIKit's nib initializer; there are no nibs here, so it is `init()`.
    public convenience init(nibName: String?, bundle: Bundle?) {
        self.init()
    }

    /// UIKit's archive initializer; there are no archives here, so it is `init()`.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Makes the view: an empty ``UIView`` the size of ``UIScreen/main``. Overrides assign `view`.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    // Associated values go with the controller, as with every object on Apple's platforms.
    deinit {
        AssociationTable.shared.removeValues(ofObjectWith: ObjectIdentifier(self))
    }

    /// The controller's title (kept).
    open var title: String?
}
