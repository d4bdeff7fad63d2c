import AutoLayout

// UIKit's value types are the engine's own: a priority, an inset or a direction made through one
// spelling is the same value through the other, with no conversion. (UIKit's classes, by contrast,
// are subclasses, so that they can be `@MainActor` as Apple's SDK declares them.)

/// UIKit's `UILayoutPriority`: the engine's ``LayoutPriority`` (raw values 1...1000, `.required`,
/// `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, `init(_:)`, `init(rawValue:)`).
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`: the engine's absolute ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: the engine's leading/trailing ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIFont`: the engine's ``Font`` value (DejaVu Sans metrics stand in for San Francisco).
public typealias UIFont = Font
/// UIKit's `UIImage`: the engine's ``Image`` value (a size and a name, no pixels).
public typealias UIImage = Image
/// UIKit's `NSLayoutConstraint.Axis` under its old name.
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
/// UIKit's `UIView.AutoresizingMask` under its old name.
public typealias UIViewAutoresizing = AutoresizingMask
/// UIKit's `NSLineBreakMode`: the engine's ``LineBreakMode`` (same raw values).
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UIContentSizeCategory`: the engine's ``ContentSizeCategory`` (the host's text size).
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIKeyboardLayoutGuide`: the engine's ``KeyboardLayoutGuide`` (it follows the host's
/// keyboard, set on the window); its anchors are UIKit's, as for every guide.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
