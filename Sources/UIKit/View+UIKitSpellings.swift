import AutoLayout
import UIKitBridge

// These members have the engine's names with UIKit's types. Declared on the engine's `View` (not on
// `UIView`, whose members could only override the engine's), they win over the engine's members with
// the same names wherever this module is imported, so UIKit code reads `superview` as a `UIView?`.
extension View {
    /// The view that contains this one, as a `UIView` (`nil` for a root, or for a superview of the
    /// engine's own classes, which are not UIKit views).
    public var superview: UIView? { coreSuperview as? UIView }
    /// The subviews that are UIKit views, back to front.
    public var subviews: [UIView] { coreSubviews.compactMap { $0 as? UIView } }
    /// The `NSLayoutConstraint`s installed on this view (the engine's own constraints, such as those
    /// translated from autoresizing masks, are not listed).
    public var constraints: [NSLayoutConstraint] { coreConstraints.compactMap { $0 as? NSLayoutConstraint } }
    /// The guides added with `addLayoutGuide(_:)` that are `UILayoutGuide`s.
    public var layoutGuides: [UILayoutGuide] { coreLayoutGuides.compactMap { $0 as? UILayoutGuide } }
    /// The window at the root of the view's tree, if the root is a `UIWindow`.
    public var window: UIWindow? {
        var node: View = self
        while let parent = node.coreSuperview { node = parent }
        return node as? UIWindow
    }

    /// A guide inset from the view's edges by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { uiGuide(coreLayoutMarginsGuide) }
    /// A guide covering the part of the view inside its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { uiGuide(coreSafeAreaLayoutGuide) }
    /// A guide inside the margins no wider than the readable width.
    public var readableContentGuide: UILayoutGuide { uiGuide(coreReadableContentGuide) }

    /// The view whose first baseline stands for this view's.
    public var forFirstBaselineLayout: UIView { (coreForFirstBaselineLayout as? UIView) ?? uiView }
    /// The view whose last baseline stands for this view's.
    public var forLastBaselineLayout: UIView { (coreForLastBaselineLayout as? UIView) ?? uiView }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text (the top edge for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    /// Activates a constraint, UIKit's older `addConstraint(_:)` (the constraint is installed on its
    /// items' nearest common ancestor, whichever view it is added to).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates constraints, UIKit's older `addConstraints(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates a constraint, UIKit's older `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates constraints, UIKit's older `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        let core: [LayoutConstraint] = constraints
        LayoutConstraint.deactivate(core)
    }

    /// The guide as a `UILayoutGuide`: every UIKit view makes its system guides so.
    private func uiGuide(_ guide: LayoutGuide) -> UILayoutGuide {
        UILayoutGuide.system(guide, of: self)
    }

    private var uiView: UIView {
        guard let view = self as? UIView else {
            preconditionFailure("\(self) is not a UIKit view")
        }
        return view
    }
}
