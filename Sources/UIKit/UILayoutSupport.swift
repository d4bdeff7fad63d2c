import AutoLayout

/// UIKit's `UILayoutSupport`: what a view controller's deprecated `topLayoutGuide` and
/// `bottomLayoutGuide` offer (a band as tall as the bars, with its anchors).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the view.
    var length: CGFloat { get }
    /// The band's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height.
    var heightAnchor: NSLayoutDimension { get }
}

extension ViewControllerLayoutGuide: UILayoutSupport {}
