import Foundation
internal import Cassowary

/// A rectangle in a tree of views, laid out by constraints or by its frame, as UIKit's `UIView`.
///
/// A tree of views and its layout engine are used from one thread at a time (as UIKit's main thread);
/// separate trees are independent and may be laid out in parallel. The root of a tree (a view without
/// a superview, usually a ``Window``) owns the tree's engine, made the first time the tree is laid out.
open class View: NSObject, LayoutItem {
    /// The value of an ``intrinsicContentSize`` dimension the view does not have (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    // The internal state below is marked `@exclusivity(unchecked)`, as the solver's is: a tree is used
    // from one thread at a time and no access to these fields stays open while overridable code runs,
    // so the per-access dynamic checks are skipped (what they cost is in Benchmarks/README.md, "Unsafe
    // code").
    //
    // Stored fields are laid out in declaration order: the word-sized ones come first and the flags
    // last, so that padding does not round a view up an allocation size class (see ObjectSizeTests),
    // and what most views never set lives in `extras`.
    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var storedBoundsOrigin: CGPoint = .zero

    /// The view that contains this one; `nil` for the root of a tree.
    /// Not retained (the superview retains its subviews); a superview that goes away clears it.
    public internal(set) var superview: View? {
        @inline(__always) get { superviewReference?.takeUnretainedValue() }
        @inline(__always) set { superviewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `superview`'s storage, for the passes that visit every moved view: comparing it or calling
    /// through it with `withBorrowed` reference-counts nothing, where reading `superview`
    /// into a local retains and releases it.
    @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
    /// The views this one contains, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// What the engine treats the view as beyond a plain view (a scroll view, a stack, a window), set
    /// once by the class that gives the view that role; `nil` for a plain view.
    @exclusivity(unchecked) package var role: ViewRole?

    /// How the view resizes with its superview when its frame is translated into constraints, or when
    /// it is laid out by its frame.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard autoresizingMask != oldValue else { return }
            if !autoresizingMask.isEmpty { superview?.mayHaveAutoresizingSubviews = true }
            captureAutoresizingReference()
        }
    }

    /// The rarely set state (see ``ViewExtras``), made on the first value other than its default.
    @exclusivity(unchecked) var extras: ViewExtras?

    /// A name used in descriptions and diagnostics in place of the view's address.
    public var debugName: String? {
        get { extras?.debugName }
        set { setExtra(\.debugName, to: newValue) }
    }

    /// The margins the view was given (`nil`: the default, 8 points, or the system minimum for a view
    /// controller's view), and whether they were given as directional margins.
    var requestedMargins: DirectionalEdgeInsets? {
        get { extras?.requestedMargins }
        set { setExtra(\.requestedMargins, to: newValue) }
    }
    var requestedMarginsAreDirectional: Bool {
        get { extras?.requestedMarginsAreDirectional ?? false }
        set { setExtra(\.requestedMarginsAreDirectional, to: newValue, unless: false) }
    }
    /// The margins in effect, after the safe area, the superview's margins and the system minimum.
    var effectiveMargins: EdgeInsets {
        get { extras?.effectiveMargins ?? ViewExtras.defaultMargins }
        set { setExtra(\.effectiveMargins, to: newValue, unless: ViewExtras.defaultMargins) }
    }
    /// The safe-area insets in effect (see ``safeAreaInsets``).
    var storedSafeAreaInsets: EdgeInsets {
        get { extras?.storedSafeAreaInsets ?? .zero }
        set { setExtra(\.storedSafeAreaInsets, to: newValue, unless: .zero) }
    }
    /// The guides added to the view, the system's included.
    var ownGuides: [LayoutGuide] {
        get { extras?.ownGuides ?? [] }
        _modify { yield &makeExtras().ownGuides }
    }
    /// The system guides, made on first use.
    var systemGuides: SystemGuides? {
        get { extras?.systemGuides }
        set { setExtra(\.systemGuides, to: newValue) }
    }
    /// Whether this view is the engine's stand-in for a layout guide.
    var isLayoutGuideBody: Bool { false }

    // MARK: Constraint storage

    /// The constraints installed on this view: those whose nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { installedConstraints }
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
    /// The constraints naming this view that no tree holds; marked when the view is freed.
    @exclusivity(unchecked) var looseConstraints = LooseConstraints()

    // MARK: Engine state

    /// The engine of the tree, on the root only.
    @exclusivity(unchecked) var engineStorage: LayoutEngine?
    /// The view's index in its tree's engine, or -1 while the engine does not lay it out.
    var engineIndex: Int {
        @inline(__always) get { Int(engineSlot) }
        set { engineSlot = Int32(newValue) }
    }
    // 32 bits: an engine holds far fewer views. Everything else the engine knows of the view is in
    // its slot (`LayoutEngine.Registration`).
    @exclusivity(unchecked) var engineSlot: Int32 = -1
    /// The engine that lays the view out (the root's), so that layout reads it without walking up.
    var registeringEngine: LayoutEngine? {
        get { registeringEngineReference?.takeUnretainedValue() }
        set { registeringEngineReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `registeringEngine`'s storage, called through without reference counting in layout passes.
    @exclusivity(unchecked) var registeringEngineReference: Unmanaged<LayoutEngine>?
    /// The subviews whose engine frames moved, for `layoutSubviews` to assign (so a superview of many
    /// subviews pays only for those that moved).
    ///
    /// Not retained, since a relayout adds every moved view: an entry is a subview (or a guide's
    /// body), which this view or its guide keeps alive, or one that left while listed, which
    /// `keepAliveWhileListed` holds until the next `layoutSubviews()` has walked the list.
    @exclusivity(unchecked) var staleSubviews: [Unmanaged<View>] = []
    /// The frame and superview size the autoresizing behaviour is measured from.
    var autoresizingReference: AutoresizingTranslation? {
        get { autoresizingReferenceStorage?.value }
        set {
            guard let newValue else { return autoresizingReferenceStorage = nil }
            if let storage = autoresizingReferenceStorage {
                storage.value = newValue
            } else {
                autoresizingReferenceStorage = Boxed(newValue)
            }
        }
    }
    // Boxed: views laid out by constraints never capture one, and inline it would be a sixth of a view.
    @exclusivity(unchecked) private var autoresizingReferenceStorage: Boxed<AutoresizingTranslation>?

    // MARK: Intrinsic content size

    @exclusivity(unchecked) var huggingPriorities = PerAxis(repeating: LayoutPriority.defaultLow)
    @exclusivity(unchecked) var compressionResistancePriorities = PerAxis(repeating: LayoutPriority.defaultHigh)

    // MARK: Layout pass state

    /// The subview below which the only waiting layout is, while `descendantNeedsLayout` and a single
    /// branch asked; `nil` when several did (the pass then scans the subviews). Not retained: a
    /// subview that leaves clears it.
    var soleSubviewNeedingLayout: View? {
        get { soleSubviewReference?.takeUnretainedValue() }
        set { soleSubviewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `soleSubviewNeedingLayout`'s storage, compared and set without reference counting.
    @exclusivity(unchecked) var soleSubviewReference: Unmanaged<View>?
    /// The controller whose ``ViewController/view`` this is (kept in the extras: few views have one).
    var viewController: ViewController? {
        get { extras?.viewController }
        set { if newValue != nil || extras != nil { makeExtras().viewController = newValue } }
    }
    /// The last activation stamp given out in the tree this view is the root of. Inline, so that a
    /// tree whose views need no extras (a table cell's) does not make them for its root's count.
    @exclusivity(unchecked) var activationCounter: UInt64 = 0

    // MARK: Diagnostics

    var diagnostics: [RetainedDiagnostic] {
        get { extras?.diagnostics ?? [] }
        _modify { yield &makeExtras().diagnostics }
    }
    /// Set on every view of a tree during the last round of a layout that does not settle.
    var invalidationTrace: InvalidationTrace? {
        get { extras?.invalidationTrace }
        set { setExtra(\.invalidationTrace, to: newValue) }
    }
    /// Called with each diagnostic reported in a tree whose root is this view; when `nil`, diagnostics
    /// are written to standard error, as UIKit logs them to the console.
    ///
    /// A diagnostic holds the views and constraints it names, and the root holds its handler: a handler
    /// that stores diagnostics in a variable it captures makes a reference cycle through the tree while
    /// it is set. Set it back to `nil` once the diagnostics are read, or read ``layoutDiagnostics``.
    public var diagnosticHandler: ((LayoutDiagnostic) -> Void)? {
        get { extras?.diagnosticHandler }
        set { setExtra(\.diagnosticHandler, to: newValue) }
    }

    // MARK: Flags (last, packed together)

    /// Whether the view is hidden. A hidden view still takes part in layout, as in UIKit; a hidden
    /// arranged subview of a ``StackView`` collapses along the stack's axis.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue, let stack = superview?.stackLayout else { return }
            stack.arrangedSubviewVisibilityDidChange(self)
        }
    }
    /// Whether the view's frame and ``autoresizingMask`` are turned into constraints (default `true`, as
    /// for views UIKit makes in code). Set it to `false` for a view placed by constraints.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            if !translatesAutoresizingMaskIntoConstraints { autoresizingReference = nil }
            engineIfRegistered?.translationDidChange(self)
            superview?.setNeedsLayout()
        }
    }
    /// Whether the view's margins include the parts of its superview's margins that reach into it.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { updateEffectiveMargins() } }
    }
    /// Whether margins are measured from the safe area rather than from the edges (default `true`).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { updateEffectiveMargins() } }
    }
    /// How the view's content is laid out in right-to-left interfaces.
    @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            layoutDirectionDidChange()
        }
    }
    /// Whether the superview changed in a way that may change this view's safe area or preserved
    /// margins; settled when the superview lays out (or ``safeAreaInsets`` is read).
    @exclusivity(unchecked) var guidesAreStale = false
    /// Whether some subview may have stale guides (see `guidesAreStale`), so that a layout pass looks
    /// at the subviews' flags only then.
    @exclusivity(unchecked) var subviewGuidesMayBeStale = false
    /// Whether some subview was ever given an autoresizing mask, so that a resize looks for subviews
    /// laid out by frame only then (conservative: never cleared).
    @exclusivity(unchecked) var mayHaveAutoresizingSubviews = false
    /// Whether the engine moved the view since its superview last assigned its frame.
    @exclusivity(unchecked) var engineFrameIsStale = false
    @exclusivity(unchecked) var intrinsicContentSizeIsInvalid = false
    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var descendantNeedsLayout = false
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    @exclusivity(unchecked) var descendantNeedsUpdateConstraints = false

    /// The view's extras, made now if it has none.
    func makeExtras() -> ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// Sets an optional extra, making the extras only for a value, so that writing `nil` (as clearing
    /// a feedback-loop trace does on every view of a tree) allocates nothing.
    private func setExtra<Wrapped>(_ field: ReferenceWritableKeyPath<ViewExtras, Wrapped?>, to value: Wrapped?) {
        if let extras {
            extras[keyPath: field] = value
        } else if value != nil {
            makeExtras()[keyPath: field] = value
        }
    }

    /// Sets an extra whose default is `defaultValue`, as above.
    private func setExtra<Value: Equatable>(
        _ field: ReferenceWritableKeyPath<ViewExtras, Value>, to value: Value, unless defaultValue: Value
    ) {
        if let extras {
            extras[keyPath: field] = value
        } else if value != defaultValue {
            makeExtras()[keyPath: field] = value
        }
    }

    /// Creates a view with a frame in its (future) superview's coordinates.
    public init(frame: CGRect) {
        storedFrame = frame.standardized
        super.init()
    }

    deinit {
        for constraint in installedConstraints { constraint.containerDidGo(self) }
        // The view's own constraints go with it unless the app kept one, which must not keep a
        // dangling item.
        for constraint in translatedConstraints { constraint.containerDidGo(self) }
        for case let constraint? in contentSizeConstraints { constraint.containerDidGo(self) }
        // Only the engine of the tree's root leaves state in the tree: a view that leaves a tree, and a
        // tree whose engine is dropped, are reset as they go. A view being freed has no superview, so
        // without an engine of its own its subtree has nothing to forget; walking the subtree at every
        // level made freeing a tree cost its size times its depth.
        let hadEngine = engineStorage != nil
        for guide in ownGuides {
            guide.owningView = nil
            guide.body.superview = nil
            if hadEngine { guide.body.resetEngineState() }
        }
        for subview in subviews {
            // A subview's translated constraints name this view as their second item; marked before
            // the reset retires them, so that they do not hold a view being freed.
            for constraint in subview.translatedConstraints { constraint.itemDidGo(self) }
            subview.superview = nil
            if hadEngine { subview.forEachEngineNode { $0.resetEngineState() } }
        }
        // Last: the steps above retire constraints, which list themselves with the items still alive.
        looseConstraints.itemDidGo()
    }

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its superview's coordinates.
    ///
    /// For a view whose frame is translated into constraints, setting it also updates those
    /// constraints (their constants, without rebuilding the system). For a view placed by constraints,
    /// the next layout pass overwrites it.
    open var frame: CGRect {
        get { storedFrame }
        set { setFrame(newValue.standardized, fromLayout: false) }
    }

    /// The view's rectangle in its own coordinates: the frame's size at the bounds origin.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            let originMoved = storedBoundsOrigin != newValue.origin
            storedBoundsOrigin = newValue.origin
            if originMoved { boundsOriginDidChange() }
            var frame = storedFrame
            frame.origin.x += (frame.width - newValue.width) / 2
            frame.origin.y += (frame.height - newValue.height) / 2
            frame.size = newValue.size
            setFrame(frame.standardized, fromLayout: false)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            var frame = storedFrame
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
            setFrame(frame, fromLayout: false)
        }
    }

    /// Applies a new frame, from the caller or from layout.
    ///
    /// A frame from the caller is what the translated constraints reproduce; a frame from layout is
    /// their result, so only the caller's frames are captured.
    func setFrame(_ frame: CGRect, fromLayout: Bool) {
        // The task-local recorder is read only for a frame that changes.
        setFrame(frame, fromLayout: fromLayout, recording: frame.hasSameValues(as: storedFrame) ? nil : AnimationRecorder.current)
    }

    /// `setFrame(_:fromLayout:)` with the animation recorder in effect already read, for a layout pass
    /// that assigns many frames.
    func setFrame(_ frame: CGRect, fromLayout: Bool, recording recorder: AnimationRecorder?) {
        let old = storedFrame
        guard !frame.hasSameValues(as: old) else {
            if !fromLayout { captureAutoresizingReference() }
            return
        }
        recorder?.noteFrameChange(of: self, from: old)
        storedFrame = frame
        if !fromLayout {
            captureAutoresizingReference()
            // A frame set by hand on a view the engine places is overwritten by the next layout pass.
            if engineIndex >= 0, !translatesAutoresizingMaskIntoConstraints { engineFrameDidChange(recording: recorder) }
        }
        if frame.size.width != old.size.width || frame.size.height != old.size.height {
            setNeedsLayout(recording: recorder)
            // Checked here: a relayout resizes most views, and few have subviews laid out by frame.
            if mayHaveAutoresizingSubviews { resizeManualSubviews() }
        }
        if !isLayoutGuideBody { frameDidChangeForGuides() }
    }

    // MARK: Overridable hooks

    /// Called before the view moves to a new superview (`nil` when it is removed); does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview or was removed; does nothing by default.
    open func didMoveToSuperview() {}

    /// Called after a subview was added; does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed; does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// The size the view's content needs, or ``noIntrinsicMetric`` on an axis where it has none (the
    /// default on both). Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Called after the margins in effect changed; does nothing by default.
    open func layoutMarginsDidChange() {}

    /// How far the safe area lies inside the view's edges: for a window, its host's insets; for a
    /// controller's view, the part of the window's unsafe area it covers plus the controller's
    /// ``ViewController/additionalSafeAreaInsets``; for other views, only the part of the superview's
    /// unsafe area the view covers (0 on an edge that lies inside the superview's safe area).
    ///
    /// Overriding it changes what the view reports, not its layout; a window class of the package can
    /// take its insets from its override (the UIKit module's `UIWindow` does).
    open var safeAreaInsets: EdgeInsets {
        if guidesAreStale { refreshGuides() }
        return storedSafeAreaInsets
    }

    /// Called after ``safeAreaInsets`` changed; does nothing by default.
    open func safeAreaInsetsDidChange() {}

    // MARK: Alignment rectangle and baselines

    /// How far the view's alignment rectangle lies inside its frame (zero by default). Constraints
    /// place the alignment rectangle; the frame is grown from it, so a shadow or badge drawn in the
    /// frame does not count for alignment. The engine reads it when it builds the view's constraints.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of an alignment rectangle: the inverse of ``alignmentRect(forFrame:)``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline stands for this view's (itself by default; a container returns
    /// the subview with the text; a stack, the first visible arranged subview of a column or the
    /// tallest of a row). It must be this view or one of its descendants.
    open var forFirstBaselineLayout: View { stackLayout?.baselineView(last: false) ?? self }

    /// The view whose last baseline stands for this view's (itself by default; a stack, the last
    /// visible arranged subview of a column or the tallest of a row).
    open var forLastBaselineLayout: View { stackLayout?.baselineView(last: true) ?? self }

    /// How far the first line's baseline lies below the top of the alignment rectangle; `nil` (the
    /// default) for a view without text, whose first baseline is its top edge.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// How far the last line's baseline lies above the bottom of the alignment rectangle; `nil` (the
    /// default) for a view without text, whose last baseline is its bottom edge.
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// Updates the view's constraints during the update-constraints pass; overrides change constraints
    /// here and call `super.updateConstraints()` last. The default does nothing.
    open func updateConstraints() {}

    /// Lays out the subviews during the layout pass. The default assigns every subview the engine
    /// places its frame, in this view's coordinates, by the constraints as they are when it is called:
    /// an override changes constraints before calling `super.layoutSubviews()`, and places views by
    /// hand after it.
    open func layoutSubviews() {
        // Constraints an override changed before calling super (or the controller's
        // `viewWillLayoutSubviews`) are solved first, so that the frames assigned here follow them,
        // as UIKit's engine, which solves each change at once, has them followed.
        // The subviews the flush moves are placed below, in this call: the mark it leaves on this view
        // for them would only run this method again.
        let wasMarked = needsLayoutFlag
        if let engine = registeringEngineReference {
            engine.withBorrowed { $0.flushIfNeeded() }
        } else if !subviews.isEmpty {
            rootView.engineStorage?.flushIfNeeded()
        }
        if !wasMarked { needsLayoutFlag = false }
        guard !staleSubviews.isEmpty else { return }
        // The list is swapped out rather than copied, and handed back emptied, so that a view moved by
        // every resize keeps one buffer instead of allocating a new one per pass.
        var moved: [Unmanaged<View>] = []
        swap(&moved, &staleSubviews)
        let me = Unmanaged.passUnretained(self).toOpaque()
        let recorder = AnimationRecorder.current
        for entry in moved {
            entry.withBorrowed { subview in
                guard subview.engineFrameIsStale else { return }
                subview.engineFrameIsStale = false
                guard subview.superviewReference?.toOpaque() == me, subview.engineIndex >= 0,
                    let engine = subview.registeringEngineReference
                else { return }
                let frame = engine.withBorrowed { $0.frame(of: subview) }
                subview.setFrame(frame, fromLayout: true, recording: recorder)
            }
        }
        // The views that left while listed are no longer in any list that this walk has not read.
        if let extras, !extras.leftWhileListed.isEmpty { extras.leftWhileListed = [] }
        if staleSubviews.isEmpty {
            moved.removeAllKeepingCapacity()
            swap(&moved, &staleSubviews)
        }
    }

    /// The text a constraint log shows after the view's address (`Label:0x…'Name'`), for views that
    /// show text; `nil` for the rest.
    var logText: String? { nil }

    /// `<View: 0x…; frame = (0 0; 375 667)>`, with the debug name when there is one.
    open override var description: String {
        var text = "<\(String(describing: type(of: self))): \(address(of: self))"
        if let debugName { text += "; name = '\(debugName)'" }
        let f = storedFrame
        text += "; frame = (\(format(f.minX)) \(format(f.minY)); \(format(f.width)) \(format(f.height)))"
        if isHidden { text += "; hidden = YES" }
        return text + ">"
    }
}
