import AutoLayout
import Foundation
import XCTest

/// Frames and autoresizing masks translated into constraints (seed 001; reference §3).
final class AutoresizingMaskLayoutConstraintTests: XCTestCase {
    /// A 320-wide superview whose translated subview (x 160, width 80) is tied to a constrained sibling,
    /// so that the engine lays it out; then the superview grows to 400.
    private func resize(mask: AutoresizingMask) -> (View, View) {
        let (root, log) = makeRoot(width: 320, height: 200)
        let manual = View(frame: CGRect(x: 160, y: 20, width: 80, height: 40))
        manual.autoresizingMask = mask
        root.addSubview(manual)
        let follower = makeSubview(of: root)
        activate([
            follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor),
            follower.topAnchor.constraint(equalTo: manual.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        assertFrame(manual, 160, 20, 80, 40)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
        return (manual, follower)
    }

    func testFixedFrameKeepsItsPlace() {
        let (manual, follower) = resize(mask: [])
        assertFrame(manual, 160, 20, 80, 40)
        assertFrame(follower, 240, 60, 1, 1)
    }

    func testFlexibleWidthAbsorbsTheChange() {
        let (manual, follower) = resize(mask: [.flexibleWidth, .flexibleHeight])
        assertFrame(manual, 160, 20, 160, 140)
        assertFrame(follower, 320, 160, 1, 1)
    }

    func testFlexibleMarginsAndWidthShareProportionally() {
        let (manual, _) = resize(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        // 160 : 80 : 80 of 320 scale to 400: 200 : 100 : 100.
        assertFrame(manual, 200, 20, 100, 40)
    }

    func testFlexibleLeftMarginKeepsTheRightMargin() {
        let (manual, _) = resize(mask: [.flexibleLeftMargin, .flexibleTopMargin])
        assertFrame(manual, 240, 120, 80, 40)
    }

    func testFlexibleLeftAndRightMarginsCentre() {
        let (manual, _) = resize(mask: [.flexibleLeftMargin, .flexibleRightMargin])
        // Margins 160 and 80 share 80 more in proportion 2 : 1.
        XCTAssertEqual(manual.frame.minX, 160 + 80 * 2 / 3, accuracy: 1e-6)
        XCTAssertEqual(manual.frame.width, 80, accuracy: 1e-6)
    }

    /// A translated 50 × 50 view at (10, 10) in a 320 × 200 root, followed 5 points to its right by a
    /// 1 × 1 view placed by constraints (which makes the engine lay it out), laid out once.
    private func framedViewWithFollower() -> (root: View, manual: View, follower: View, log: DiagnosticLog) {
        let (root, log) = makeRoot(width: 320, height: 200)
        let manual = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(manual)
        let follower = makeSubview(of: root)
        activate([
            follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: manual.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        return (root, manual, follower, log)
    }

    func testSettingTheFrameUpdatesTheTranslation() {
        let (root, manual, follower, _) = framedViewWithFollower()
        assertFrame(follower, 65, 10, 1, 1)
        manual.frame = CGRect(x: 100, y: 30, width: 20, height: 20)
        root.layoutIfNeeded()
        assertFrame(manual, 100, 30, 20, 20)
        assertFrame(follower, 125, 30, 1, 1)
    }

    func testDescriptionsShowTheMask() {
        let (root, _) = makeRoot(width: 320, height: 200)
        let manual = View(frame: CGRect(x: 160, y: 20, width: 80, height: 40))
        manual.debugName = "m"
        root.debugName = "root"
        manual.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        root.addSubview(manual)
        let follower = makeSubview(of: root)
        activate([follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor)])
        root.layoutIfNeeded()
        let translated = manual.translatedLayoutConstraints
        XCTAssertEqual(translated.count, 4)
        let texts = translated.map { $0.description.replacingOccurrences(of: addressOf($0), with: "0x") }
        XCTAssertEqual(
            texts,
            [
                "<AutoresizingMaskLayoutConstraint:0x h=&&& v=--& View:m.minX == 0.5*View:root.width   (active)>",
                "<AutoresizingMaskLayoutConstraint:0x h=&&& v=--& View:m.width == 0.25*View:root.width   (active)>",
                "<AutoresizingMaskLayoutConstraint:0x h=&&& v=--& View:m.minY == 20   (active)>",
                "<AutoresizingMaskLayoutConstraint:0x h=&&& v=--& View:m.height == 40   (active)>",
            ])
        manual.autoresizingMask = [.flexibleWidth]
        root.layoutIfNeeded()
        XCTAssertEqual(
            manual.translatedLayoutConstraints.map { $0.description.replacingOccurrences(of: addressOf($0), with: "0x") }[1],
            "<AutoresizingMaskLayoutConstraint:0x h=-&- v=--& View:m.width == View:root.width - 240   (active)>")
    }

    func testManualSubviewsAutoresizeWithoutTheEngine() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = View(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        assertFrame(bar, 0, 280, 480, 40)
    }

    // Deactivated, a translated constraint leaves the solver and its view's list, so that a constraint
    // the app adds takes its place without a conflict, until the frame is set and translated again.
    // Activated again, it is an ordinary constraint on its view.
    func testADeactivatedTranslatedConstraintGivesWayUntilTheFrameIsSet() throws {
        let (root, manual, follower, log) = framedViewWithFollower()
        let width = try XCTUnwrap(manual.translatedLayoutConstraints.first { $0.firstAttribute == .width })
        width.isActive = false
        let wider = manual.widthAnchor.constraint(equalToConstant: 90)
        activate([wider])
        root.layoutIfNeeded()
        assertFrame(manual, 10, 10, 90, 50)
        assertFrame(follower, 105, 10, 1, 1)
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(manual.translatedLayoutConstraints.map(\.firstAttribute), [.left, .top, .height])

        wider.isActive = false
        width.isActive = true
        root.layoutIfNeeded()
        assertFrame(manual, 10, 10, 50, 50)
        XCTAssertEqual(manual.constraints.map(ObjectIdentifier.init), [ObjectIdentifier(width)])
        width.isActive = false

        manual.frame = CGRect(x: 100, y: 30, width: 20, height: 20)
        root.layoutIfNeeded()
        assertFrame(manual, 100, 30, 20, 20)
        assertFrame(follower, 125, 30, 1, 1)
        XCTAssertEqual(manual.translatedLayoutConstraints.map(\.firstAttribute), [.left, .width, .top, .height])
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    // A translated constraint the app kept outlives the tree without holding it: both its items, the
    // view and the superview that were freed, read as gone.
    func testATranslatedConstraintKeptByTheAppOutlivesItsTree() throws {
        weak var weakRoot: View?
        weak var weakManual: View?
        var kept: AutoresizingMaskLayoutConstraint?
        do {
            let (root, _) = makeRoot(width: 320, height: 200)
            let manual = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            manual.autoresizingMask = [.flexibleWidth]
            root.addSubview(manual)
            let follower = makeSubview(of: root)
            activate([follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor)])
            root.layoutIfNeeded()
            kept = manual.translatedLayoutConstraints.first { $0.secondItem != nil }
            XCTAssertTrue(kept?.secondItem === root)
            (weakRoot, weakManual) = (root, manual)
        }
        let constraint = try XCTUnwrap(kept)
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakManual)
        XCTAssertFalse(constraint.isActive)
        XCTAssertNil(constraint.firstItem)
        XCTAssertNil(constraint.secondItem)
    }

    func testTurningTranslationOffHandsTheViewToConstraints() {
        let (root, _) = makeRoot(width: 320, height: 200)
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(view)
        let follower = makeSubview(of: root)
        activate([follower.leadingAnchor.constraint(equalTo: view.trailingAnchor)])
        root.layoutIfNeeded()
        view.translatesAutoresizingMaskIntoConstraints = false
        activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            view.widthAnchor.constraint(equalToConstant: 70), view.heightAnchor.constraint(equalToConstant: 80),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 50, 60, 70, 80)
        XCTAssertTrue(view.translatedLayoutConstraints.isEmpty)
    }

    // MARK: Alignment insets

    /// A view whose alignment rectangle is its frame inset by `inset` on every side.
    private final class InsetView: View {
        var inset: CGFloat = 5
        override var alignmentRectInsets: EdgeInsets {
            EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        }
    }

    func testATranslatedViewWithAlignmentInsetsKeepsItsFrameAndIsAlignedByItsAlignmentRect() {
        // The translation keeps the frame the app set (reference §3); other views' constraints relate
        // to its alignment rectangle, (15, 15, 40, 40) here. It used to grow by its insets, to
        // (5, 5, 60, 60), as soon as a constraint named it.
        let (root, log) = makeRoot(width: 300, height: 300)
        let inset = InsetView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(inset)
        let follower = makeSubview(of: root)
        activate([
            follower.leftAnchor.constraint(equalTo: inset.rightAnchor), follower.topAnchor.constraint(equalTo: inset.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(inset, 10, 10, 50, 50)
        assertFrame(follower, 55, 15, 10, 10)
        // Flexible, it follows its superview as a frame does.
        inset.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.layoutIfNeeded()
        assertFrame(inset, 10, 110, 150, 50)
        assertFrame(follower, 155, 115, 10, 10)
        // New insets keep the frame and move what aligns with it.
        inset.inset = 10
        inset.alignmentRectInsetsDidChange()
        root.layoutIfNeeded()
        assertFrame(inset, 10, 110, 150, 50)
        assertFrame(follower, 150, 120, 10, 10)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        assertFrame(inset, 10, 10, 50, 50)
        assertFrame(follower, 50, 20, 10, 10)
        XCTAssertEqual(log.entries.map(\.message), [])
    }
}
