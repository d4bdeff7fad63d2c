import AutoLayout
import UIKitBridge

// UIKit's types for the members of guides (see View+UIKitSpellings.swift for why these are declared on
// the engine's type).
extension LayoutGuide {
    /// The view the guide belongs to, as a `UIView`.
    public var owningView: UIView? { coreOwningView as? UIView }

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
}
