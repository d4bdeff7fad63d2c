import Foundation

extension View {
    /// How many rounds of update and layout `layoutIfNeeded()` runs before it decides the layout keeps
    /// invalidating itself.
    public static let maximumLayoutRounds = 100

    /// Asks for `layoutSubviews()` on the next layout pass.
    public func setNeedsLayout() {
        if markNeedsLayout() { AnimationRecorder.current?.noteInvalidation(of: self) }
    }

    /// `setNeedsLayout()` with the animation recorder already read, for the passes that mark every
    /// view a relayout moved (reading the task-local value once per view was felt in a resize).
    @inline(__always) func setNeedsLayout(recording recorder: AnimationRecorder?) {
        if markNeedsLayout() { recorder?.noteInvalidation(of: self) }
    }

    /// Sets the flag and marks the ancestors; false when the view was already waiting.
    @inline(__always) private func markNeedsLayout() -> Bool {
        invalidationTrace?.note(self, "setNeedsLayout()")
        if needsLayoutFlag { return false }
        needsLayoutFlag = true
        markAncestorsNeedLayout(from: self)
        return true
    }

    /// Asks for `updateConstraints()` on the next update pass.
    public func setNeedsUpdateConstraints() {
        invalidationTrace?.note(self, "setNeedsUpdateConstraints()")
        if needsUpdateConstraintsFlag { return }
        needsUpdateConstraintsFlag = true
        markAncestorsNeedUpdateConstraints(from: self)
        AnimationRecorder.current?.noteInvalidation(of: self)
    }

    /// Whether the view waits for `updateConstraints()`.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Whether the view waits for `layoutSubviews()`.
    ///
    /// Constraint changes made since the last pass are solved first, so that a view they move has
    /// marked its superview, as UIKit's engine, which solves each change at once, marks it.
    public func needsLayout() -> Bool {
        rootView.engineIfCreated?.flushIfNeeded()
        return needsLayoutFlag
    }

    /// Runs the update pass for this view's subtree now: bottom-up, each view that asked for it gets
    /// `updateConstraints()` (its controller's `updateViewConstraints()` for a controller's view), and
    /// content size constraints follow invalidated intrinsic sizes.
    public func updateConstraintsIfNeeded() {
        updateConstraintsBranch()
    }

    /// Brings the layout up to date: the tree's update pass, one solve, then layout top-down from the
    /// highest view that needs it (this view, or an ancestor waiting for layout), each view's
    /// `layoutSubviews()` assigning its subviews' frames. Does nothing when nothing is pending.
    ///
    /// A layout that invalidates itself from inside its own passes is run again, up to
    /// ``maximumLayoutRounds`` rounds; then the views still invalid are reported as a
    /// ``LayoutDiagnostic/Kind/layoutFeedbackLoop(views:rounds:)`` and the pass stops.
    public func layoutIfNeeded() {
        let root = rootView
        var trace: InvalidationTrace?
        defer {
            if trace != nil {
                root.forEachInSubtree { $0.invalidationTrace = nil }
                root.engineStorage?.invalidationTrace = nil
            }
        }
        for round in 0..<View.maximumLayoutRounds {
            if round == View.maximumLayoutRounds - 1 {
                // The last round records who invalidates whom, and which constraints change, for the
                // diagnostic.
                let last = InvalidationTrace()
                trace = last
                root.forEachInSubtree { $0.invalidationTrace = last }
                root.engine.invalidationTrace = last
            }
            root.updateConstraintsBranch()
            let engine = root.engine
            engine.flush()
            let start = highestAncestorNeedingLayout()
            if start.needsLayoutFlag || start.descendantNeedsLayout {
                start.layoutBranch(root: root)
            }
            // Constraints changed during the pass after the views they move had laid out (after super
            // in `layoutSubviews`, in `viewDidLayoutSubviews`) mark those views now, for another round.
            // The root's engine is read again: a recovery may have replaced it.
            root.engineStorage?.flushIfNeeded()
            let again = highestAncestorNeedingLayout()
            let layoutPending = again.needsLayoutFlag || again.descendantNeedsLayout
            let updatePending =
                root.needsUpdateConstraintsFlag || root.descendantNeedsUpdateConstraints
                || root.intrinsicContentSizeIsInvalid
            if !layoutPending && !updatePending { return }
        }
        reportFeedbackLoop(in: root, trace: trace)
    }

    /// The highest of this view and its ancestors that waits for layout (the view itself when none does).
    func highestAncestorNeedingLayout() -> View {
        var start = self
        var step = superview
        while let view = step {
            if view.needsLayoutFlag { start = view }
            step = view.superview
        }
        return start
    }

    func markAncestorsNeedLayout(from view: View) {
        // Runs for every view a relayout moves, so the walk holds its views unretained (the tree keeps
        // them alive); `nil` from a step ends the walk.
        var child = Unmanaged.passUnretained(view)
        var step = view.superviewReference
        while let current = step {
            step = current.withBorrowed { ancestor in
                if ancestor.descendantNeedsLayout {
                    // A second branch below this ancestor waits too: its pass scans its subviews.
                    if ancestor.soleSubviewReference?.toOpaque() != child.toOpaque() {
                        ancestor.soleSubviewReference = nil
                    }
                    return nil
                }
                ancestor.descendantNeedsLayout = true
                ancestor.soleSubviewReference = child
                return ancestor.superviewReference
            }
            child = current
        }
    }

    func markAncestorsNeedUpdateConstraints(from view: View) {
        var step = view.superviewReference
        while let ancestor = step {
            let marked = ancestor.withBorrowed { ancestor in
                if ancestor.descendantNeedsUpdateConstraints { return true }
                ancestor.descendantNeedsUpdateConstraints = true
                return false
            }
            if marked { break }
            step = ancestor.superviewStep
        }
    }

    /// The update pass over this branch, children before parents.
    func updateConstraintsBranch() {
        if descendantNeedsUpdateConstraints {
            descendantNeedsUpdateConstraints = false
            // The copy of the list keeps each subview alive through its visit: retained one by one,
            // each was two atomic operations per view and pass.
            subviews.forEachUnretained { subview in
                if subview.needsUpdateConstraintsFlag || subview.descendantNeedsUpdateConstraints
                    || subview.intrinsicContentSizeIsInvalid
                {
                    subview.updateConstraintsBranch()
                }
            }
        }
        if intrinsicContentSizeIsInvalid {
            intrinsicContentSizeIsInvalid = false
            engineIfRegistered?.intrinsicContentSizeDidChange(self)
        }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            if let invalidationTrace {
                invalidationTrace.run(self, viewController != nil ? "updateViewConstraints()" : "updateConstraints()") {
                    runUpdateConstraints()
                }
            } else {
                runUpdateConstraints()
            }
        }
    }

    /// The view's own update step: its controller's `updateViewConstraints()`, or `updateConstraints()`.
    private func runUpdateConstraints() {
        if let viewController {
            viewController.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// The view's own layout step, with its controller's callbacks around `layoutSubviews()`.
    private func runLayoutSubviews() {
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        if subviewGuidesMayBeStale {
            subviewGuidesMayBeStale = false
            for subview in subviews where subview.guidesAreStale { subview.refreshGuides() }
        }
        viewController?.viewDidLayoutSubviews()
    }

    /// The layout pass over this branch, parents before children.
    func layoutBranch(root: View) {
        if needsLayoutFlag {
            needsLayoutFlag = false
            // Constraints that earlier layoutSubviews overrides changed are solved by the default
            // `layoutSubviews()` before it places the subviews, and at the end of the round.
            if let invalidationTrace {
                invalidationTrace.run(self, "layoutSubviews()") { runLayoutSubviews() }
            } else {
                runLayoutSubviews()
            }
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            // When one branch is waiting (a constant change that moved one view among thousands of
            // siblings), it is visited without scanning the siblings' flags.
            if let sole = soleSubviewNeedingLayout {
                soleSubviewNeedingLayout = nil
                if sole.superview === self, sole.needsLayoutFlag || sole.descendantNeedsLayout {
                    sole.layoutBranch(root: root)
                }
                return
            }
            forEachSubviewUnretained { subview in
                if subview.needsLayoutFlag || subview.descendantNeedsLayout { subview.layoutBranch(root: root) }
            }
        }
    }

    /// Reports the views still invalid after the last round, with what invalidated them from where,
    /// and clears their requests.
    func reportFeedbackLoop(in root: View, trace: InvalidationTrace?) {
        var culprits: [View] = []
        var resized: [View] = []
        root.forEachInSubtree { view in
            if view.needsLayoutFlag || view.needsUpdateConstraintsFlag || view.intrinsicContentSizeIsInvalid {
                culprits.append(view)
            }
            if view.intrinsicContentSizeIsInvalid { resized.append(view) }
            view.needsLayoutFlag = false
            view.descendantNeedsLayout = false
            view.soleSubviewNeedingLayout = nil
            view.needsUpdateConstraintsFlag = false
            view.descendantNeedsUpdateConstraints = false
        }
        // A new intrinsic size stays pending for the next layout, as an invalidation made outside the
        // passes would: the engine's copy would otherwise disagree with the view's size until the view
        // happened to invalidate it again (and, the flag left set without the marks, never).
        for view in resized { view.markAncestorsNeedUpdateConstraints(from: view) }
        let causes = culprits.map { view in
            let records = trace?.records.filter { $0.view === view } ?? []
            if records.isEmpty { return "\(view.layoutDescription) was still waiting for layout" }
            return records.map { record in
                "\(view.layoutDescription) called \(record.call)" + (record.source.map { " from \($0)" } ?? "")
            }.joined(separator: "; ")
        }
        var message = "[LayoutLoop] Layout did not settle after \(View.maximumLayoutRounds) rounds. In the last round, "
            + causes.joined(separator: "; ") + "."
        if let trace, !trace.changes.isEmpty {
            // The views a changed constraint moves ask for layout; what changed it names the loop's source.
            let changes = trace.changes.map { change in
                "\(change.source ?? "code outside the layout passes") \(change.what) \(change.constraint)"
            }
            let more = trace.changesLeftOut > 0 ? "; and \(trace.changesLeftOut) more" : ""
            message += " Constraints changed in that round: " + changes.joined(separator: "; ") + more + "."
        }
        message += " The pass was stopped; frames are those of the last round."
        root.report(
            LayoutDiagnostic(kind: .layoutFeedbackLoop(views: culprits, rounds: View.maximumLayoutRounds), message: message))
    }
}
