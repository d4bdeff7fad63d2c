import AutoLayout
import Foundation
import XCTest

/// The update-constraints and layout passes (reference §4; seed 002).
final class LayoutPassTests: XCTestCase {
    final class Journal {
        var events: [String] = []
    }

    final class TracingView: View {
        let journal: Journal
        let name: String
        var onUpdate: (() -> Void)?
        var onLayout: (() -> Void)?

        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }

        override func updateConstraints() {
            journal.events.append("update \(name)")
            onUpdate?()
            super.updateConstraints()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            journal.events.append("layout \(name)")
            onLayout?()
        }
    }

    private func tree(_ journal: Journal) -> (View, TracingView, TracingView, TracingView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.diagnosticHandler = { journal.events.append("diagnostic \($0.kind)") }
        let a = TracingView("a", journal)
        let b = TracingView("b", journal)
        let c = TracingView("c", journal)
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
            b.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: -5),
            b.heightAnchor.constraint(equalToConstant: 10),
            c.leadingAnchor.constraint(equalTo: a.trailingAnchor), c.topAnchor.constraint(equalTo: root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, a, b, c)
    }

    func testUpdatePassIsBottomUpAndLayoutPassTopDown() {
        let journal = Journal()
        let (root, a, b, c) = tree(journal)
        XCTAssertTrue(a.needsUpdateConstraints())
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, ["update b", "update a", "update c", "layout a", "layout b", "layout c"])
        assertFrame(a, 10, 10, 100, 100)
        assertFrame(b, 5, 5, 90, 10)
        assertFrame(c, 110, 0, 10, 10)
        XCTAssertFalse(a.needsUpdateConstraints())
        XCTAssertFalse(a.needsLayout())
        // Nothing pending: no callbacks at all.
        journal.events = []
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, [])
    }

    func testOnlyWhatMovedIsLaidOutAgain() {
        let journal = Journal()
        let (root, a, b, c) = tree(journal)
        root.layoutIfNeeded()
        journal.events = []
        // c moves: its superview (the root) lays out again; a and b keep their frames and sizes.
        let cWidth = c.constraints.first { $0.firstAttribute == .width }
        cWidth?.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, ["layout c"])
        assertFrame(c, 110, 0, 30, 10)
        // a resizes: a lays out its subviews again, and b (whose size follows a's) too.
        journal.events = []
        a.constraints.first { $0.firstAttribute == .width }?.constant = 120
        root.layoutIfNeeded()
        assertFrame(b, 5, 5, 110, 10)
        assertFrame(c, 130, 0, 30, 10)
        XCTAssertTrue(journal.events.contains("layout a"))
        XCTAssertTrue(journal.events.contains("layout b"))
    }

    func testSetNeedsUpdateConstraintsRunsUpdateConstraintsOnce() {
        let journal = Journal()
        let (root, a, _, _) = tree(journal)
        root.layoutIfNeeded()
        journal.events = []
        a.setNeedsUpdateConstraints()
        XCTAssertTrue(a.needsUpdateConstraints())
        a.updateConstraintsIfNeeded()
        XCTAssertEqual(journal.events, ["update a"])
        a.updateConstraintsIfNeeded()
        XCTAssertEqual(journal.events, ["update a"])
    }

    func testConstraintsChangedInUpdateConstraintsApplyInTheSamePass() {
        let journal = Journal()
        let (root, a, b, _) = tree(journal)
        root.layoutIfNeeded()
        let old = b.constraints.first { $0.firstAttribute == .height } ?? a.constraints.first { $0.firstItem === b && $0.firstAttribute == .height }
        let height = b.heightAnchor.constraint(equalToConstant: 40)
        b.onUpdate = {
            old?.isActive = false
            height.isActive = true
        }
        b.setNeedsUpdateConstraints()
        journal.events = []
        root.layoutIfNeeded()
        assertFrame(b, 5, 5, 90, 40)
        // One pass: b's superview lays it out once, with the new height.
        XCTAssertEqual(journal.events, ["update b", "layout a", "layout b"])
    }

    func testLayoutSubviewsOverrideThatChangesAConstraintConverges() {
        let journal = Journal()
        let (root, a, b, _) = tree(journal)
        let bHeight = a.constraints.first { $0.firstItem === b && $0.firstAttribute == .height } ?? b.constraints.first { $0.firstAttribute == .height }
        // a makes b's height a fifth of its own width, as a custom layout would.
        a.onLayout = { [unowned a] in bHeight?.constant = a.bounds.width / 5 }
        root.layoutIfNeeded()
        assertFrame(b, 5, 5, 90, 20)
        XCTAssertFalse(journal.events.contains { $0.hasPrefix("diagnostic") })
    }

    func testLayoutThatInvalidatesItselfStopsWithADiagnostic() {
        let journal = Journal()
        let (root, a, _, _) = tree(journal)
        var rounds = 0
        a.onLayout = { [unowned a] in
            rounds += 1
            a.setNeedsLayout()
        }
        root.layoutIfNeeded()
        XCTAssertEqual(rounds, View.maximumLayoutRounds)
        let diagnostics = root.layoutDiagnostics
        XCTAssertEqual(diagnostics.count, 1)
        guard case .layoutFeedbackLoop(let views, let count)? = diagnostics.first?.kind else {
            return XCTFail("\(diagnostics)")
        }
        XCTAssertEqual(views.count, 1)
        XCTAssertTrue(views.first === a)
        XCTAssertEqual(count, 100)
        let name = "TracingView:" + (a.debugName ?? addressOf(a))
        XCTAssertEqual(
            diagnostics[0].message,
            "[LayoutLoop] Layout did not settle after 100 rounds. In the last round, \(name) called setNeedsLayout() "
                + "from \(name).layoutSubviews(). The pass was stopped; frames are those of the last round.")
        XCTAssertFalse(a.needsLayout())
    }

    /// A view whose `layoutSubviews()` flips its own intrinsic width, as a label that sets its
    /// `preferredMaxLayoutWidth` from its width wrongly does.
    final class FlippingView: View {
        var flipping = true
        var wide = false
        var fixed: CGSize?
        override var intrinsicContentSize: CGSize { fixed ?? CGSize(width: wide ? 60 : 40, height: 10) }

        override func layoutSubviews() {
            super.layoutSubviews()
            guard flipping else { return }
            wide.toggle()
            invalidateIntrinsicContentSize()
        }
    }

    func testIntrinsicSizeThatInvalidatesItselfStopsAndIsReadAgainLater() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var diagnostics: [LayoutDiagnostic] = []
        root.debugName = "root"
        root.diagnosticHandler = { diagnostics.append($0) }
        let flipper = FlippingView()
        flipper.translatesAutoresizingMaskIntoConstraints = false
        flipper.debugName = "flipper"
        root.addSubview(flipper)
        activate([flipper.leadingAnchor.constraint(equalTo: root.leadingAnchor), flipper.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(diagnostics.count, 1)
        guard case .layoutFeedbackLoop(let views, _)? = diagnostics.first?.kind else { return XCTFail("\(diagnostics)") }
        XCTAssertEqual(views.count, 1)
        XCTAssertTrue(views.first === flipper)
        XCTAssertEqual(
            diagnostics.first?.message,
            "[LayoutLoop] Layout did not settle after 100 rounds. In the last round, FlippingView:flipper called "
                + "setNeedsLayout() from View:root.layoutSubviews(); FlippingView:flipper called "
                + "invalidateIntrinsicContentSize() from FlippingView:flipper.layoutSubviews(). The pass was stopped; "
                + "frames are those of the last round.")
        // The last round's new size is still pending: once the view stops flipping, the next layout
        // gives it its intrinsic size, with no further loop.
        flipper.flipping = false
        root.layoutIfNeeded()
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(flipper.frame.size, flipper.intrinsicContentSize)
        // The app mends its view: its next invalidation is read.
        flipper.fixed = CGSize(width: 120, height: 30)
        flipper.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(flipper, 0, 0, 120, 30)
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testAConstraintChangedInLayoutSubviewsEveryRoundIsNamedWithItsSource() {
        let journal = Journal()
        let (root, a, b, _) = tree(journal)
        let name = { (view: View) in "TracingView:" + (view.debugName ?? addressOf(view)) }
        var diagnostics: [LayoutDiagnostic] = []
        root.diagnosticHandler = { diagnostics.append($0) }
        let height = b.heightAnchor.constraint(equalToConstant: 20)
        height.identifier = "flip"
        // b changes its own constraint as it lays out: b moves, so a lays out again, and b changes it back.
        b.onLayout = { height.constant = height.constant == 20 ? 30 : 20 }
        b.constraints.first { $0.firstAttribute == .height }?.isActive = false
        a.constraints.first { $0.firstItem === b && $0.firstAttribute == .height }?.isActive = false
        height.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(diagnostics.count, 1)
        guard case .layoutFeedbackLoop(let views, _)? = diagnostics.first?.kind else { return XCTFail("\(diagnostics)") }
        XCTAssertTrue(views.count == 1 && views.first === a, "\(views)")
        XCTAssertEqual(
            diagnostics.first?.message,
            "[LayoutLoop] Layout did not settle after 100 rounds. In the last round, \(name(a)) called setNeedsLayout(). "
                + "Constraints changed in that round: \(name(b)).layoutSubviews() changed the constant of \(height). "
                + "The pass was stopped; frames are those of the last round.")
    }

    func testALoopReportNamesWhatItsPassesActivatedAndDeactivatedAndNotTheEnginesOwnRebuilds() {
        let journal = Journal()
        let (root, a, b, _) = tree(journal)
        var diagnostics: [LayoutDiagnostic] = []
        root.diagnosticHandler = { diagnostics.append($0) }
        b.constraints.first { $0.firstAttribute == .height }?.isActive = false
        a.constraints.first { $0.firstItem === b && $0.firstAttribute == .height }?.isActive = false
        let short = b.heightAnchor.constraint(equalToConstant: 20)
        let tall = b.heightAnchor.constraint(equalToConstant: 30)
        short.isActive = true
        // Baseline constraints, which the engine rebuilds (out and back in) when b's baselines change.
        let baseline = b.firstBaselineAnchor.constraint(equalTo: a.topAnchor, constant: 10)
        baseline.priority = LayoutPriority(100)
        baseline.isActive = true
        b.onLayout = { [unowned b] in
            b.invalidateBaselines()
            let (out, into) = short.isActive ? (short, tall) : (tall, short)
            out.isActive = false
            into.isActive = true
        }
        root.layoutIfNeeded()
        let name = "TracingView:" + (b.debugName ?? addressOf(b))
        guard let message = diagnostics.first?.message else { return XCTFail("no loop reported") }
        // The round that ends the loop runs b's layoutSubviews once: one swap, out before in.
        let swapped = short.isActive ? (out: tall, into: short) : (out: short, into: tall)
        XCTAssertTrue(
            message.contains(
                "Constraints changed in that round: \(name).layoutSubviews() deactivated \(swapped.out); "
                    + "\(name).layoutSubviews() activated \(swapped.into)."),
            message)
        XCTAssertFalse(swapped.out.description.contains("(active)"))
        XCTAssertFalse(message.contains("\(baseline)"), message)
    }

    func testUpdateConstraintsThatInvalidatesItselfStopsToo() {
        let journal = Journal()
        let (root, _, b, _) = tree(journal)
        b.onUpdate = { b.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events.filter { $0 == "update b" }.count, View.maximumLayoutRounds)
        guard case .layoutFeedbackLoop(let views, _)? = root.layoutDiagnostics.last?.kind else {
            return XCTFail("\(root.layoutDiagnostics)")
        }
        XCTAssertTrue(views.first === b)
        let name = "TracingView:" + (b.debugName ?? addressOf(b))
        XCTAssertTrue(
            root.layoutDiagnostics.last?.message.contains(
                "\(name) called setNeedsUpdateConstraints() from \(name).updateConstraints()") ?? false,
            root.layoutDiagnostics.last?.message ?? "")
    }

    func testLayoutIfNeededOnASubviewStartsAtTheHighestAncestorThatNeedsLayout() {
        let journal = Journal()
        let (root, a, b, _) = tree(journal)
        root.layoutIfNeeded()
        journal.events = []
        (root.constraints.first { $0.firstItem === a && $0.firstAttribute == .leading })?.constant = 40
        b.layoutIfNeeded()
        assertFrame(a, 40, 10, 100, 100)
    }

    /// A view remembers the one subview below which layout waits; the pass must still reach every
    /// branch that asked, in subview order, when a second one asks or the remembered one leaves.
    func testOneWaitingBranchAmongSiblingsAndThenTwo() {
        let journal = Journal()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let rows = (0..<6).map { TracingView("r\($0)", journal) }
        var heights: [LayoutConstraint] = []
        for (index, row) in rows.enumerated() {
            root.addSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 10)
            heights.append(height)
            activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index) * 50),
                row.topAnchor.constraint(equalTo: root.topAnchor), row.widthAnchor.constraint(equalToConstant: 40),
                height,
            ])
        }
        root.layoutIfNeeded()
        journal.events = []
        // One row resizes: only it lays out.
        heights[4].constant = 20
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, ["layout r4"])
        assertFrame(rows[4], 200, 0, 40, 20)
        // Two rows resize, the later one first: both lay out, in subview order.
        journal.events = []
        heights[5].constant = 30
        heights[1].constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, ["layout r1", "layout r5"])
        assertFrame(rows[1], 50, 0, 40, 30)
        assertFrame(rows[5], 250, 0, 40, 30)
        // The row that asked leaves before the pass; a sibling asking afterwards is still laid out.
        journal.events = []
        heights[2].constant = 40
        rows[2].setNeedsLayout()
        rows[2].removeFromSuperview()
        heights[3].constant = 40
        root.layoutIfNeeded()
        XCTAssertEqual(journal.events, ["layout r3"])
        assertFrame(rows[3], 150, 0, 40, 40)
        XCTAssertFalse(root.needsLayout())
    }

    /// A view that holds constraints on its own leading and top edges is named by them, yet they read
    /// none of its variables (its edges are 0 in its own coordinates): the engine has no frame for it,
    /// and the first layout, which reports every value as moved, leaves its frame alone.
    func testAViewWhoseConstraintsReadNoneOfItsVariablesKeepsItsFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let container = View(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        container.translatesAutoresizingMaskIntoConstraints = false
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 20)
        activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 7),
            width, child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        assertFrame(child, 5, 7, 20, 30)
        assertFrame(container, 10, 20, 50, 60)
        // A later remove and add report everything again.
        width.isActive = false
        child.widthAnchor.constraint(equalToConstant: 25).isActive = true
        root.layoutIfNeeded()
        assertFrame(child, 5, 7, 25, 30)
        assertFrame(container, 10, 20, 50, 60)
    }

    /// Removes a subview in `layoutSubviews()` before the default implementation assigns the moved frames.
    final class RemovingView: View {
        var victim: View?
        var victimWasAliveDuringTheWalk: Bool?
        weak var watchedVictim: View?

        override func layoutSubviews() {
            // The removal asks for another pass, which finds no victim and records nothing.
            // No local holds the victim: once removed, only the engine's bookkeeping may keep it.
            guard victim != nil else { return super.layoutSubviews() }
            victim?.removeFromSuperview()
            victim = nil
            victimWasAliveDuringTheWalk = watchedVictim != nil
            super.layoutSubviews()
        }
    }

    func testASubviewRemovedInLayoutSubviewsAfterItMovedStaysAliveUntilThePassHasWalkedItsEntry() {
        // The engine lists moved subviews without retaining them: the removed one must outlive the
        // walk of the list that still names it, and be released right after.
        let root = RemovingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stay = View()
        stay.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stay)
        let stayWidth = stay.widthAnchor.constraint(equalToConstant: 50)
        do {
            let victim = View()
            victim.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(victim)
            activate([
                stay.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stay.topAnchor.constraint(equalTo: root.topAnchor), stayWidth,
                stay.heightAnchor.constraint(equalToConstant: 20),
                victim.leadingAnchor.constraint(equalTo: stay.trailingAnchor, constant: 5),
                victim.topAnchor.constraint(equalTo: root.topAnchor),
                victim.widthAnchor.constraint(equalToConstant: 40), victim.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            assertFrame(victim, 65, 0, 40, 20)
            root.victim = victim
            root.watchedVictim = victim
        }
        // Both subviews move; the pass removes the victim before assigning frames.
        stayWidth.constant = 70
        root.layoutIfNeeded()
        XCTAssertEqual(root.victimWasAliveDuringTheWalk, true)
        XCTAssertNil(root.watchedVictim)
        XCTAssertEqual(root.subviews.count, 1)
        assertFrame(stay, 10, 0, 70, 20)
        // A later pass has nothing left of it to walk.
        stayWidth.constant = 30
        root.layoutIfNeeded()
        assertFrame(stay, 10, 0, 30, 20)
    }

    /// Deactivates a constraint the first time its intrinsic size is read: the engine reads it while
    /// committing the batch that already holds that constraint.
    final class DeactivatingView: View {
        var victim: LayoutConstraint?
        /// Activates the victim again right away: it is queued anew while its old copy is in the batch.
        var reactivates = false

        override var intrinsicContentSize: CGSize {
            if let victim {
                self.victim = nil
                victim.isActive = false
                if reactivates { victim.isActive = true }
            }
            return CGSize(width: 80, height: 20)
        }
    }

    /// A label placed at (10, 5) and made 200 wide by a required constraint, which the label
    /// deactivates (and activates again when `reactivates`) as the first layout reads its intrinsic size.
    private func labelDeactivatingItsWidth(reactivates: Bool) -> (root: View, label: DeactivatingView, wide: LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = DeactivatingView()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.reactivates = reactivates
        root.addSubview(label)
        // Required, so that while it is in the solver the label is 200 wide, not its intrinsic 80.
        let wide = label.widthAnchor.constraint(equalToConstant: 200)
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), wide,
        ])
        label.victim = wide
        return (root, label, wide)
    }

    func testAConstraintDeactivatedWhileItsBatchIsCommittedLeavesTheSolver() throws {
        let (root, label, wide) = labelDeactivatingItsWidth(reactivates: false)
        root.layoutIfNeeded()
        XCTAssertFalse(wide.isActive)
        XCTAssertEqual(root.constraints.count, 2)
        assertFrame(label, 10, 5, 80, 20)
        // Activated again, it joins the solver once, and leaves it again when deactivated.
        wide.isActive = true
        root.layoutIfNeeded()
        assertFrame(label, 10, 5, 200, 20)
        wide.isActive = false
        root.layoutIfNeeded()
        assertFrame(label, 10, 5, 80, 20)
    }

    /// Reads, once, whether the constraint it watches is still alive when its own intrinsic size is read.
    final class WatchingView: View {
        weak var watched: LayoutConstraint?
        var sawItAlive: Bool?

        override var intrinsicContentSize: CGSize {
            if sawItAlive == nil { sawItAlive = watched != nil }
            return CGSize(width: 30, height: 20)
        }
    }

    func testAConstraintDroppedWhileItsBatchIsCommittedLivesUntilTheCommitEnds() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = addSubview(DeactivatingView(), to: root)
        let watcher = addSubview(WatchingView(), to: root)
        // Only the label's list holds the width: the label lets go of it as it deactivates it, while
        // the batch that holds it (unretained) is committed. The watcher's size is read after the
        // label's, in the same commit.
        label.victim = label.widthAnchor.constraint(equalToConstant: 200)
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), try XCTUnwrap(label.victim),
            watcher.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            watcher.topAnchor.constraint(equalTo: label.topAnchor),
        ])
        watcher.watched = label.victim
        XCTAssertNotNil(watcher.watched)
        root.layoutIfNeeded()
        XCTAssertEqual(watcher.sawItAlive, true, "the engine holds it until the commit has assigned its tags")
        XCTAssertNil(watcher.watched, "and lets it go once the commit is over")
        XCTAssertEqual(root.constraints.count, 4)
        assertFrame(label, 10, 5, 80, 20)
        assertFrame(watcher, 90, 5, 30, 20)
    }

    func testAConstraintDeactivatedAndActivatedAgainWhileItsBatchIsCommittedIsInTheSolverOnce() throws {
        let (root, label, wide) = labelDeactivatingItsWidth(reactivates: true)
        root.layoutIfNeeded()
        XCTAssertTrue(wide.isActive)
        assertFrame(label, 10, 5, 200, 20)
        // One deactivation takes it out: no second copy is left behind.
        wide.isActive = false
        root.layoutIfNeeded()
        assertFrame(label, 10, 5, 80, 20)
    }

    // MARK: Constraint changes made during the pass (Auto Layout Guide, "Changing Constraints")

    /// A controller whose view holds a 10-high box at its top left, whose width `fraction` of the view's
    /// is set in `viewWillLayoutSubviews` (`afterLayout` false) or `viewDidLayoutSubviews`.
    private final class FractionController: ViewController {
        var width: LayoutConstraint!
        var box: View!
        let fraction: CGFloat
        let afterLayout: Bool
        init(fraction: CGFloat, afterLayout: Bool) {
            self.fraction = fraction
            self.afterLayout = afterLayout
            super.init()
        }
        override func viewDidLoad() {
            box = makeSubview(of: view)
            width = box.widthAnchor.constraint(equalToConstant: 10)
            activate([
                width, box.leftAnchor.constraint(equalTo: view.leftAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        override func viewWillLayoutSubviews() {
            if !afterLayout { width.constant = view.bounds.width * fraction }
        }
        override func viewDidLayoutSubviews() {
            if afterLayout { width.constant = view.bounds.width * fraction }
        }
    }

    func testAConstantChangedInViewWillLayoutSubviewsPlacesTheViewsInTheSamePass() {
        // "Your view controller can override this method to make changes before the view lays out its
        // subviews": a half-width box follows a resize of the root in the pass the resize starts.
        let controller = FractionController(fraction: 0.5, afterLayout: false)
        let root: View = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        assertFrame(controller.box, 0, 0, 150, 10)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        assertFrame(controller.box, 0, 0, 100, 10)
    }

    /// A root whose `layoutSubviews` sets its subview's width from its own, before or after `super`.
    private final class ResponsiveHost: View {
        var width: LayoutConstraint?
        var wide: LayoutConstraint?
        var narrow: LayoutConstraint?
        var changesAfterSuper = false
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            if !changesAfterSuper { adapt() }
            super.layoutSubviews()
            if changesAfterSuper { adapt() }
        }
        private func adapt() {
            let isWide = bounds.width > 200
            width?.constant = isWide ? 100 : 10
            if isWide {
                narrow?.isActive = false
                wide?.isActive = true
            } else {
                wide?.isActive = false
                narrow?.isActive = true
            }
        }
    }

    private func makeResponsiveHost(changesAfterSuper: Bool, byActivation: Bool) -> (ResponsiveHost, View) {
        let root = ResponsiveHost(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.changesAfterSuper = changesAfterSuper
        let box = makeSubview(of: root)
        activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 5),
        ])
        if byActivation {
            root.wide = box.widthAnchor.constraint(equalToConstant: 100)
            root.narrow = box.widthAnchor.constraint(equalToConstant: 10)
        } else {
            let width = box.widthAnchor.constraint(equalToConstant: 1)
            width.isActive = true
            root.width = width
        }
        return (root, box)
    }

    func testAConstantChangedInLayoutSubviewsBeforeSuperPlacesTheViewsInThatCall() {
        // The guide allows invalidating the own subtree in layoutSubviews before calling super, whose
        // implementation then places the subviews by the constraints as they now are.
        assertNarrowing(changesAfterSuper: false, takes: 1)
    }

    /// Lays a responsive host out wide, then narrow: its box follows in one layoutIfNeeded(), which
    /// calls the host's layoutSubviews `passes` times.
    private func assertNarrowing(
        changesAfterSuper: Bool, takes passes: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (root, box) = makeResponsiveHost(changesAfterSuper: changesAfterSuper, byActivation: false)
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 100, 5, file: file, line: line)
        root.passes = 0
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 300)
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 10, 5, file: file, line: line)
        XCTAssertEqual(root.passes, passes, file: file, line: line)
        XCTAssertFalse(root.needsLayout(), file: file, line: line)
    }

    func testAConstraintActivatedInLayoutSubviewsBeforeSuperPlacesTheViewsInThatCall() {
        let (root, box) = makeResponsiveHost(changesAfterSuper: false, byActivation: true)
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 100, 5)
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 300)
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 10, 5)
        root.frame = CGRect(x: 0, y: 0, width: 250, height: 300)
        root.layoutIfNeeded()
        assertFrame(box, 0, 0, 100, 5)
    }

    func testAConstraintChangedAfterSuperOrInViewDidLayoutSubviewsTakesAnotherRound() {
        // Changed after the views it moves were placed, a constraint moves them in the next round of
        // the same layoutIfNeeded(), as UIKit's engine marks their superview at once.
        assertNarrowing(changesAfterSuper: true, takes: 2)

        let controller = FractionController(fraction: 0.25, afterLayout: true)
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        controller.view.layoutIfNeeded()
        assertFrame(controller.box, 0, 0, 50, 10)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        controller.view.layoutIfNeeded()
        assertFrame(controller.box, 0, 0, 100, 10)
    }

    func testAConstantChangeMarksTheSuperviewOfTheViewItMoves() {
        // UIKit's engine solves a change at once and the moved view's superview asks for layout; a
        // view the change does not move is not marked.
        let (root, _) = makeRoot(width: 300, height: 300)
        let panel = makeSubview(of: root)
        let box = makeSubview(of: panel)
        let still = makeSubview(of: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 100),
            box.leftAnchor.constraint(equalTo: panel.leftAnchor), box.topAnchor.constraint(equalTo: panel.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width,
            still.leftAnchor.constraint(equalTo: root.leftAnchor), still.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            still.widthAnchor.constraint(equalToConstant: 10), still.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertFalse(panel.needsLayout())
        width.constant = 30
        XCTAssertTrue(panel.needsLayout())
        XCTAssertFalse(root.needsLayout())
        XCTAssertFalse(still.needsLayout())
        root.layoutIfNeeded()
        XCTAssertFalse(panel.needsLayout())
        assertFrame(box, 0, 0, 30, 10)
    }
}
