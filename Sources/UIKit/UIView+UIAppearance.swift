// As in UIKit, every view is an appearance-customisable object and a container others can be scoped to.
extension UIView: UIAppearance, UIAppearanceContainer {}
