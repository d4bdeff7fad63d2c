// As in UIKit, an appearance can be scoped to a view controller's kind.
extension UIViewController: UIAppearanceContainer {}
