import Foundation

/// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`: spacers,
/// groups, and the system's margins, safe-area, readable, keyboard and scroll guides.
///
/// A guide belongs to one view (``owningView``) and lives in its coordinates. It is not among the view's
/// ``View/subviews`` and draws nothing; for the nearest-common-ancestor search it stands for its
/// owning view.
open class LayoutGuide: NSObject, LayoutItem {
    /// The engine's stand-in for the guide: a view outside `subviews` whose frame is the guide's.
    let body: LayoutGuideBody
    /// A name shown in descriptions (default empty, as UIKit's).
    public var identifier: String = ""
    /// Whether the system made and maintains the guide (margins, safe area, ...): its identifier is
    /// printed as UIKit prints the system guides'.
    let isSystemGuide: Bool

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init() {
        body = LayoutGuideBody()
        isSystemGuide = false
        super.init()
        body.guide = self
    }

    package init(systemIdentifier: String) {
        body = LayoutGuideBody()
        isSystemGuide = true
        identifier = systemIdentifier
        super.init()
        body.guide = self
    }

    /// The constraints naming this guide that no tree holds; marked when the guide is freed.
    var looseConstraints = LooseConstraints()

    deinit {
        looseConstraints.itemDidGo()
    }

    /// The view the guide belongs to, set by ``View/addLayoutGuide(_:)``; not retained.
    public internal(set) unowned var owningView: View?

    /// The guide's rectangle in its owning view's coordinates: valid by the time the owning view's
    /// `layoutSubviews()` is called (and its controller's `viewWillLayoutSubviews()`), as UIKit's is,
    /// and from then on; `.zero` while the owning view's tree has never laid out.
    ///
    /// Read from the engine's solution, pending constraint changes solved first: the default
    /// `layoutSubviews()` would assign it only once an override called `super`, and never for a view
    /// that lays its subviews out by hand.
    public var layoutFrame: CGRect {
        if let owner = owningView, let engine = owner.rootView.engineIfCreated {
            engine.flushIfNeeded()
            // The body's engine is read again: a flush whose solver failed starts over in a new one.
            if body.engineFrameIsStale, let engine = body.engineIfRegistered {
                // Taken off the owner's list of frames to assign: the list skips a view no longer stale.
                body.engineFrameIsStale = false
                body.setFrame(engine.frame(of: body), fromLayout: true, recording: AnimationRecorder.current)
            }
        }
        return body.storedFrame
    }

    /// The leading edge: left in a left-to-right interface, right otherwise.
    @inlinable public final var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .leading, kind: .xAxis)
    }
    /// The trailing edge: right in a left-to-right interface, left otherwise.
    @inlinable public final var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .trailing, kind: .xAxis)
    }
    /// The left edge.
    @inlinable public final var leftAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .left, kind: .xAxis)
    }
    /// The right edge.
    @inlinable public final var rightAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .right, kind: .xAxis)
    }
    /// The top edge.
    @inlinable public final var topAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .top, kind: .yAxis)
    }
    /// The bottom edge.
    @inlinable public final var bottomAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .bottom, kind: .yAxis)
    }
    /// The width.
    @inlinable public final var widthAnchor: LayoutDimension {
        LayoutDimension(item: self, attribute: .width, kind: .dimension)
    }
    /// The height.
    @inlinable public final var heightAnchor: LayoutDimension {
        LayoutDimension(item: self, attribute: .height, kind: .dimension)
    }
    /// The horizontal centre.
    @inlinable public final var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .centerX, kind: .xAxis)
    }
    /// The vertical centre.
    @inlinable public final var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .centerY, kind: .yAxis)
    }

    /// `<LayoutGuide: 0x…; identifier = "…"; layoutFrame = (0 0; 100 50); owningView = <View: 0x…>>`.
    open override var description: String {
        let f = layoutFrame
        var text = "<\(String(describing: type(of: self))): \(address(of: self))"
        if !identifier.isEmpty { text += " - \"\(identifier)\"" }
        text += ", layoutFrame = (\(format(f.minX)) \(format(f.minY)); \(format(f.width)) \(format(f.height)))"
        if let owningView { text += ", owningView = \(owningView)" }
        return text + ">"
    }
}
