import AutoLayout

/// UIKit's `UIView`: a ``View`` of the engine, isolated to the main actor as Apple's SDK declares it.
///
/// A `UIView` is the engine's view itself (a subclass), so constraints made through UIKit's spellings
/// and through the engine's relate the same object. The members UIKit types differently from the
/// engine (`superview: UIView?`, `constraints: [NSLayoutConstraint]`, the `NS…Anchor` anchors, the
/// `UILayoutGuide` guides) are declared on every view by this module, and win over the engine's where
/// UIKit is imported.
@preconcurrency @MainActor
open class UIView: View, SystemLayoutGuideMaking {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask

    /// The view's background colour (kept, not drawn).
    open var backgroundColor: UIColor?
    /// A number to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// The view's opacity (kept, not drawn).
    open var alpha: CGFloat = 1
    /// Whether touches reach the view (kept; there are no touches).
    open var isUserInteractionEnabled = true
    /// Whether drawing is clipped to the bounds (kept, not drawn).
    open var clipsToBounds = false
    /// How content is placed in the bounds (kept, not drawn).
    open var contentMode: ContentMode = .scaleToFill
    /// The tint colour (kept, not drawn).
    open var tintColor: UIColor?

    /// Creates a view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive. There are no nib or storyboard archives here, so the view is
    /// made empty, as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // The runtime drops an object's associated values when it is deallocated; here the table would keep
    // them (and what they hold) until its next sweep.
    deinit {
        AssociationTable.shared.removeValues(ofObjectWith: ObjectIdentifier(self))
    }

    /// Makes the system's guides as ``UILayoutGuide``s.
    package nonisolated func makeSystemLayoutGuide(identifier: String) -> LayoutGuide {
        UILayoutGuide(systemIdentifier: identifier)
    }

    /// Whether the view's class relies on constraints (`false`, as UIKit's default).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// This view or the first descendant (depth first) with a tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The size that fits the view's content: its intrinsic size where it has one, else its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
}
