import Foundation

extension View {
    /// The engine's id for the view's variable `index` (0 minX, 1 minY in the superview's coordinates,
    /// 2 width, 3 height) while registered: four per engine slot, so the solver finds each by indexing.
    @inline(__always) func engineVariable(_ index: Int) -> Int {
        engineIndex << 2 | index
    }

    /// The tree's engine if the tree has been laid out with constraints before.
    var engineIfCreated: LayoutEngine? { rootView.engineStorage }

    /// The tree's engine, made on first use from every constraint installed in the tree.
    var engine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.engineStorage = engine
        return engine
    }

    /// The tree's engine while it lays this view out.
    var engineIfRegistered: LayoutEngine? {
        engineIndex >= 0 ? registeringEngine : nil
    }

    /// The engine's record of the view while it is registered.
    var registration: LayoutEngine.Registration? {
        engineIndex >= 0 ? registeringEngine?.registry[engineIndex] : nil
    }

    /// The constraints that translate the frame and autoresizing mask, while registered.
    var translatedConstraints: [AutoresizingMaskLayoutConstraint] {
        engineIfRegistered?.registry.ownConstraints[engineIndex].translated ?? []
    }

    /// The hugging and compression resistance constraints, one per axis, while registered.
    var contentSizeConstraints: PerAxis<ContentSizeLayoutConstraint?> {
        engineIfRegistered?.registry.ownConstraints[engineIndex].contentSize ?? PerAxis(repeating: nil)
    }

    /// Forgets everything an engine knew about the view (the engine is being dropped or rebuilt, or the
    /// view leaves with its subtree). The engine's record of it goes with the slot; only the view's
    /// own side, the slot and the layout pass's list, is reset here.
    func resetEngineState() {
        if let engine = engineIfRegistered {
            let own = engine.registry.ownConstraints[engineIndex]
            engine.registry.remove(at: engineIndex)
            for constraint in own.translated { constraint.retireOwn() }
            for case let constraint? in own.contentSize { constraint.retireOwn() }
        }
        engineIndex = -1
        // The superview's list may still name the view, unretained; this is the only way a listed view
        // loses its flag other than being walked (a view leaving its superview is detached here first).
        if engineFrameIsStale { superview?.keepAliveWhileListed(self) }
        engineFrameIsStale = false
        staleSubviews = []
        registeringEngine = nil
    }

    /// Queues the view for its superview's next `layoutSubviews`, which assigns its engine frame.
    /// `recorder` is the animation recorder in effect, read once by the caller for all the views it marks.
    func engineFrameDidChange(recording recorder: AnimationRecorder?) {
        guard !engineFrameIsStale, let superview = superviewReference else { return }
        engineFrameIsStale = true
        superview.withBorrowed { superview in
            // Room for every subview at the first: grown from empty, the list was reallocated about
            // log2(subviews) times per parent in a first layout, where every subview moves.
            if superview.staleSubviews.capacity == 0 {
                superview.staleSubviews.reserveCapacity(superview.subviews.count)
            }
            superview.staleSubviews.append(Unmanaged.passUnretained(self))
            superview.setNeedsLayout(recording: recorder)
        }
    }

    /// Keeps `view`, listed in this view's `staleSubviews` and no longer flagged, alive until the next
    /// `layoutSubviews()` has walked the list: it may be leaving this view (as a subview or a guide's body).
    func keepAliveWhileListed(_ view: View) {
        makeExtras().leftWhileListed.append(view)
    }

    // MARK: Diagnostics

    /// The next stamp in this root's activation order.
    func nextActivationStamp() -> UInt64 {
        activationCounter &+= 1
        return activationCounter
    }

    /// The diagnostics reported in this view's tree, oldest first (kept by the tree's root, which holds
    /// the objects they name weakly: one whose view or item has since been freed is left out).
    public var layoutDiagnostics: [LayoutDiagnostic] { rootView.diagnostics.compactMap(\.diagnostic) }

    /// Records a diagnostic in this view's tree, as the engine records its own: kept in
    /// ``layoutDiagnostics`` and passed to the root's ``diagnosticHandler`` (standard error without one).
    public func reportLayoutDiagnostic(_ diagnostic: LayoutDiagnostic) {
        report(diagnostic)
    }

    /// Records a diagnostic on the tree's root and passes it to the root's handler, or to standard error.
    func report(_ diagnostic: LayoutDiagnostic) {
        let root = rootView
        root.diagnostics.append(RetainedDiagnostic(diagnostic))
        if let handler = root.diagnosticHandler {
            handler(diagnostic)
        } else {
            FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
        }
    }

    // MARK: Autoresizing

    /// The constraints the engine made from the view's frame and autoresizing mask, while the engine
    /// lays the view out and ``translatesAutoresizingMaskIntoConstraints`` is `true` (UIKit keeps them
    /// private; they are listed here for diagnostics and tests).
    public var translatedLayoutConstraints: [AutoresizingMaskLayoutConstraint] { translatedConstraints }

    /// The translation of the view's frame, captured now if it never was.
    func currentAutoresizingTranslation() -> AutoresizingTranslation {
        if let reference = autoresizingReference { return reference }
        let translation = AutoresizingTranslation(
            frame: storedFrame, superviewSize: superview?.storedFrame.size, mask: autoresizingMask)
        autoresizingReference = translation
        return translation
    }

    /// Measures the autoresizing behaviour from the current frame and superview size, and updates the
    /// translated constraints to match.
    func captureAutoresizingReference() {
        guard translatesAutoresizingMaskIntoConstraints else { return }
        let translation = AutoresizingTranslation(
            frame: storedFrame, superviewSize: superview?.storedFrame.size, mask: autoresizingMask)
        guard translation != autoresizingReference else { return }
        autoresizingReference = translation
        engineIfRegistered?.frameTranslationDidChange(self)
    }

    /// Applies autoresizing to the subviews laid out by frame alone (the engine moves the others);
    /// for a view that `mayHaveAutoresizingSubviews`, which its caller checks.
    func resizeManualSubviews() {
        for subview in subviews
        where subview.translatesAutoresizingMaskIntoConstraints && subview.engineIndex < 0
            && !subview.autoresizingMask.isEmpty
        {
            let translation = subview.currentAutoresizingTranslation()
            subview.setFrame(translation.frame(in: storedFrame.size), fromLayout: true)
        }
    }
}

extension View {
    /// The conflicts the engine recovered from in this view's tree, oldest first.
    public var layoutConflicts: [LayoutConflict] {
        rootView.diagnostics.compactMap { $0.diagnostic?.conflict }
    }
}
