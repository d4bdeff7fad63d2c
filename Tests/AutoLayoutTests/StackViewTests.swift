import AutoLayout
import Foundation
import XCTest

/// The stack view's API, the constraints it keeps, hiding, spacing, direction, margins, baselines,
/// nesting, scroll views and fitting. Frames are worked out by hand in the comments.
final class StackViewTests: XCTestCase {
    /// The example of the StackViews article, line for line.
    func testArticleExample() throws {
        final class Box: View {
            let size: CGSize
            init(_ width: CGFloat, _ height: CGFloat) {
                size = CGSize(width: width, height: height)
                super.init(frame: .zero)
            }
            override var intrinsicContentSize: CGSize { size }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = Box(60, 20), detail = Box(120, 20), toggle = Box(51, 31)
        title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)

        let row = StackView(arrangedSubviews: [title, detail, toggle])
        row.spacing = 8
        row.alignment = .center
        let column = StackView(arrangedSubviews: [row, Box(10, 100)])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        try LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        assertFrame(row, 0, 0, 343, 31)
        assertFrame(title, 0, 5.5, 60, 20)
        assertFrame(detail, 68, 5.5, 216, 20)
        assertFrame(toggle, 292, 0, 51, 31)
        assertFrame(column, 16, 20, 343, 143)
    }

    // MARK: API

    func testDefaultsRawValuesAndNoIntrinsicSize() {
        let stack = StackView(frame: .zero)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(StackView.Distribution.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(StackView.Alignment.allCases.map(\.rawValue), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(StackView.Alignment.top, .leading)
        XCTAssertEqual(StackView.Alignment.bottom, .trailing)
        XCTAssertEqual(StackView.Distribution.equalCentering.description, "equalCentering")
        XCTAssertEqual(StackView.Alignment.lastBaseline.description, "lastBaseline")
        XCTAssertEqual(StackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        XCTAssertEqual(StackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
        // A non-rendering container: its size is an output of layout, never an input.
        let full = StackView(arrangedSubviews: makeTrio(axis: .horizontal))
        XCTAssertEqual(full.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    func testArrangedSubviewsBecomeSubviewsPlacedByConstraints() {
        let loose = View()
        let views = makeTrio(axis: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual(views, by: ===))
        XCTAssertTrue(stack.subviews.elementsEqual(views, by: ===))
        // An existing subview is arranged without being added twice; its frame is no longer translated.
        stack.addSubview(loose)
        XCTAssertTrue(loose.translatesAutoresizingMaskIntoConstraints)
        stack.addArrangedSubview(loose)
        XCTAssertFalse(loose.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(stack.subviews.count, 4)
        XCTAssertTrue(stack.arrangedSubviews.last === loose)
    }

    func testInsertMovesAnArrangedViewAndRejectsIndicesOutOfRange() {
        let (a, b, c) = (FixedSizeView(width: 1, height: 1), FixedSizeView(width: 1, height: 1), View())
        let (root, log) = makeRoot()
        let stack = StackView(arrangedSubviews: [a, b])
        root.addSubview(stack)
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([c, a, b], by: ===))
        // Inserting an arranged view moves it; the index is where it ends up.
        stack.insertArrangedSubview(c, at: 2)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b, c], by: ===))
        stack.insertArrangedSubview(a, at: 3)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, c, a], by: ===))
        XCTAssertTrue(log.entries.isEmpty)

        let stray = View()
        stack.insertArrangedSubview(stray, at: 4)
        stack.insertArrangedSubview(stray, at: -1)
        XCTAssertNil(stray.superview)
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertEqual(log.entries.count, 2)
        guard case .rejectedChange(let error) = log.entries.first?.kind else { return XCTFail("\(log.entries)") }
        XCTAssertEqual(error, .arrangedSubviewIndexOutOfRange(stack, index: 4, count: 3))
        XCTAssertEqual(
            log.entries[0].message,
            "Can't insert an arranged subview at index 4 of \(stack): the index must lie in 0...3.")

        // A view can't be arranged inside itself.
        let inner = StackView(frame: .zero)
        stack.addArrangedSubview(inner)
        inner.addArrangedSubview(stack)
        XCTAssertTrue(inner.arrangedSubviews.isEmpty)
        guard case .invalidHierarchy = log.entries.last?.kind else { return XCTFail("\(log.entries)") }
    }

    func testRemovingAnArrangedViewKeepsOrDropsItAsUIKitDoes() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, spacing: 10)
        stack.setCustomSpacing(20, after: views[1])
        // removeArrangedSubview keeps the subview; the stack no longer places it.
        stack.removeArrangedSubview(views[1])
        stack.layoutIfNeeded()
        XCTAssertTrue(views[1].superview === stack)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        let mentions = { (view: View) in
            stack.constraints.filter { $0.firstItem === view || $0.secondItem === view }
        }
        XCTAssertTrue(mentions(views[1]).isEmpty)
        // A then C, 10 apart.
        assertFrame(views[0], 0, 0, 40, 20)
        assertFrame(views[2], 50, 0, 80, 20)
        // removeFromSuperview takes the view out of the arrangement too.
        views[2].removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([views[0]], by: ===))
        stack.layoutIfNeeded()
        XCTAssertTrue(mentions(views[2]).isEmpty)
        assertFrame(stack, 0, 0, 40, 20)
        // Moving an arranged view to another stack takes it from the first.
        let other = StackView(frame: .zero)
        stack.superview?.addSubview(other)
        other.addArrangedSubview(views[0])
        XCTAssertTrue(stack.arrangedSubviews.isEmpty)
        XCTAssertTrue(other.arrangedSubviews.elementsEqual([views[0]], by: ===))
    }

    // MARK: Constraints

    func testFillConstraintsReadAsUIKitsLog() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, spacing: 10)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-canvas-connection").map(equationText),
            [
                "'UISV-canvas-connection' StackView:stack.leading == LabelStandIn:A.leading   (active)",
                "'UISV-canvas-connection' LabelStandIn:C.trailing == StackView:stack.trailing   (active)",
                "'UISV-canvas-connection' StackView:stack.top == LabelStandIn:A.top   (active)",
                "'UISV-canvas-connection' LabelStandIn:A.bottom == StackView:stack.bottom   (active)",
            ])
        XCTAssertEqual(
            stackConstraints(stack, "UISV-spacing").map(equationText),
            [
                "'UISV-spacing' LabelStandIn:B.leading == LabelStandIn:A.trailing + 10   (active)",
                "'UISV-spacing' LabelStandIn:C.leading == LabelStandIn:B.trailing + 10   (active)",
            ])
        XCTAssertEqual(
            stackConstraints(stack, "UISV-alignment").map(equationText),
            [
                "'UISV-alignment' LabelStandIn:A.top == LabelStandIn:B.top   (active)",
                "'UISV-alignment' LabelStandIn:A.bottom == LabelStandIn:B.bottom   (active)",
                "'UISV-alignment' LabelStandIn:A.top == LabelStandIn:C.top   (active)",
                "'UISV-alignment' LabelStandIn:A.bottom == LabelStandIn:C.bottom   (active)",
            ])
        XCTAssertEqual(stack.constraints.count, 10)
        XCTAssertTrue(stack.constraints.allSatisfy { $0.priority == .required })
    }

    func testDistributionConstraintsHaveUIKitsNamesAndPriorities() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, distribution: .fillEqually, spacing: 10)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-fill-equally").map(equationText),
            [
                "'UISV-fill-equally' LabelStandIn:B.width == LabelStandIn:A.width   (active)",
                "'UISV-fill-equally' LabelStandIn:C.width == LabelStandIn:A.width   (active)",
            ])

        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(stack, "UISV-fill-equally").isEmpty)
        // 40/200, 60/200, 80/200 of the stack, at 999, 998, 997.
        XCTAssertEqual(
            stackConstraints(stack, "UISV-fill-proportionally").map(equationText),
            [
                "'UISV-fill-proportionally' LabelStandIn:A.width == 0.2*StackView:stack.width @999   (active)",
                "'UISV-fill-proportionally' LabelStandIn:B.width == 0.3*StackView:stack.width @998   (active)",
                "'UISV-fill-proportionally' LabelStandIn:C.width == 0.4*StackView:stack.width @997   (active)",
            ])

        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        let guides = Set(
            stackConstraints(stack, "UISV-distributing-edge").compactMap { $0.firstItem as? LayoutGuide }.map(
                ObjectIdentifier.init))
        XCTAssertEqual(guides.count, 2)
        XCTAssertTrue(stack.layoutGuides.isEmpty, "the gap guides are the stack's own, as system guides are")
        XCTAssertEqual(stackConstraints(stack, "UISV-distributing-edge").count, 4)
        XCTAssertEqual(stackConstraints(stack, "UISV-fill-equally").map(\.priority), [.required])
        XCTAssertEqual(
            stackConstraints(stack, "UISV-spacing").map { "\($0.relation) \($0.constant)" }, [">= 10.0", ">= 10.0"])
        let gap = stackConstraints(stack, "UISV-distributing-edge")[0]
        XCTAssertTrue(equationText(gap).hasPrefix("'UISV-distributing-edge' LayoutGuide:0x"), equationText(gap))
        XCTAssertTrue(
            equationText(gap).hasSuffix("'UISV-distributing'.leading == LabelStandIn:A.trailing   (active)"),
            equationText(gap))
        // The gaps are 10 wide: the stack's length is free and drawn to its smallest.
        XCTAssertEqual((gap.firstItem as? LayoutGuide)?.layoutFrame.width ?? -1, 10, accuracy: 1e-6)

        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(stack, "UISV-fill-equally").map(\.priority), [149])
        XCTAssertTrue(
            equationText(stackConstraints(stack, "UISV-distributing-edge")[0]).hasSuffix(
                ".leading == LabelStandIn:A.centerX   (active)"))

        stack.distribution = .fill
        stack.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(stack, "UISV-distributing-edge").isEmpty)
        XCTAssertEqual(stack.constraints.count, 10)
    }

    func testAlignmentConstraintsHaveUIKitsNamesAndPriorities() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, alignment: .center, spacing: 10)
        XCTAssertEqual(stackConstraints(stack, "UISV-alignment").map(\.firstAttribute), [.centerY, .centerY])
        XCTAssertEqual(stackConstraints(stack, "UISV-spanning-boundary").count, 6)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-spanning-boundary").map(\.relation),
            [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual,
             .greaterThanOrEqual])
        XCTAssertEqual(stackConstraints(stack, "UISV-spanning-fit").map(\.priority), [51])
        XCTAssertEqual(stackConstraints(stack, "UISV-ambiguity-suppression").map(\.priority), [25, 25, 25])
        XCTAssertEqual(
            equationText(stackConstraints(stack, "UISV-ambiguity-suppression")[0]),
            "'UISV-ambiguity-suppression' LabelStandIn:A.height == 0 @25   (active)")
        let spanner = stackConstraints(stack, "UISV-spanning-fit")[0].firstItem as? LayoutGuide
        XCTAssertEqual(spanner?.identifier, "UISV-alignment-spanner")
        // The spanner wraps the thickest subview, B.
        assertRect(spanner?.layoutFrame ?? .zero, CGRect(x: 0, y: 0, width: 0, height: 30))

        stack.alignment = .leading
        stack.layoutIfNeeded()
        // Leading edges equal at 999.5, trailing edges inside the spanner (kept from the centring).
        XCTAssertEqual(stackConstraints(stack, "UISV-spanning-boundary").filter { $0.priority == 999.5 }.count, 3)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-spanning-boundary").filter { $0.relation == .greaterThanOrEqual }.count, 3)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(stack, "UISV-canvas-fit").map(\.priority), [49])
        XCTAssertEqual(stackConstraints(stack, "UISV-alignment").map(\.firstAttribute), [.firstBaseline, .firstBaseline])
        stack.alignment = .fill
        stack.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(stack, "UISV-spanning-boundary").isEmpty)
        XCTAssertTrue(stackConstraints(stack, "UISV-ambiguity-suppression").isEmpty)
        XCTAssertEqual(stack.constraints.count, 10)
    }

    func testMultiLineLabelsGetAnEqualShareOfAFillingRow() {
        let (root, log) = makeRoot(width: 375, height: 667)
        let label = Label(text: StackViewTests.bodyText)
        label.numberOfLines = 0
        label.debugName = "L"
        let toggle = Switch()
        let row = StackView(arrangedSubviews: [label, toggle])
        row.debugName = "row"
        row.spacing = 8
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        activate([
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // UIKit draws the label to half the row less half the spacing, at its compression resistance
        // + 10 (760): above the switch's hugging (750), so the switch stretches to the other half, as
        // radar 39275811 reports. The label wraps at 163.5 and is as tall as its lines.
        let disambiguation = stackConstraints(row, "UISV-text-width-disambiguation")
        XCTAssertEqual(disambiguation.count, 1)
        XCTAssertEqual(
            disambiguation.first.map(equationText),
            "'UISV-text-width-disambiguation' Label:L.width == 0.5*StackView:row.width - 4 @760   (active)")
        func lines(_ width: CGFloat) -> Int { DejaVuUnits.wrap(StackViewTests.bodyText, width: width, size: 17).count }
        XCTAssertEqual(lines(163.5), 7)
        let half: CGFloat = (335 - 8) / 2
        assertFrame(label, 0, 0, half, DejaVuUnits.labelBlock(lines: lines(half), size: 17).height)
        assertFrame(toggle, half + 8, 0, half, 31)
        // The radar's workaround: a switch that hugs above 760 keeps its size; the label takes the rest.
        toggle.setContentHuggingPriority(761, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(lines(276), 4)
        assertFrame(label, 0, 0, 276, DejaVuUnits.labelBlock(lines: 4, size: 17).height)
        assertFrame(toggle, 284, 0, 51, 31)
        // The priority follows the label's compression resistance (749 gives radar 39275811's 759).
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        row.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(row, "UISV-text-width-disambiguation").map(\.priority), [759])
        // Baseline alignment keeps it: the label's width does not depend on where the row aligns it.
        toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        row.alignment = .firstBaseline
        row.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(row, "UISV-text-width-disambiguation").count, 1)
        XCTAssertEqual(label.frame.width, half, accuracy: 1e-6)
        XCTAssertEqual(label.frame.height, DejaVuUnits.labelBlock(lines: lines(half), size: 17).height, accuracy: 1e-6)
        // Three views share the width left after two spacings: W / 3 - 16 / 3.
        let note = Label(text: "Note")
        row.addArrangedSubview(note)
        row.layoutIfNeeded()
        XCTAssertEqual(
            stackConstraints(row, "UISV-text-width-disambiguation").map { [$0.multiplier, $0.constant] },
            [[1 / 3, -16 / 3]])
        // None for single-line labels, other distributions or a vertical stack.
        note.removeFromSuperview()
        label.numberOfLines = 1
        row.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(row, "UISV-text-width-disambiguation").isEmpty)
        label.numberOfLines = 2
        row.distribution = .fillEqually
        row.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(row, "UISV-text-width-disambiguation").isEmpty)
        row.distribution = .fill
        row.axis = .vertical
        row.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(row, "UISV-text-width-disambiguation").isEmpty)
        row.axis = .horizontal
        row.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(row, "UISV-text-width-disambiguation").count, 1)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testASingleArrangedViewNeedsNoSpanner() {
        let view = LabelStandIn("A", width: 40, height: 20)
        let (stack, _, log) = makeStack([view], alignment: .center, length: 100, thickness: 50)
        XCTAssertTrue(stackConstraints(stack, "UISV-spanning-boundary").isEmpty)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-canvas-connection").map(equationText).suffix(3),
            [
                "'UISV-canvas-connection' StackView:stack.top <= LabelStandIn:A.top   (active)",
                "'UISV-canvas-connection' StackView:stack.bottom >= LabelStandIn:A.bottom   (active)",
                "'UISV-canvas-connection' StackView:stack.centerY == LabelStandIn:A.centerY   (active)",
            ])
        XCTAssertEqual(stackConstraints(stack, "UISV-canvas-fit").map(\.priority), [49])
        // Filled along the axis, centred across it: (50 - 20) / 2.
        assertFrame(view, 0, 15, 100, 20)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testASpacingChangeOnlyMovesConstants() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, spacing: 10)
        let before = stack.constraints
        stack.spacing = 4
        stack.layoutIfNeeded()
        XCTAssertTrue(stack.constraints.elementsEqual(before, by: ===), "the same constraint objects")
        XCTAssertEqual(stackConstraints(stack, "UISV-spacing").map(\.constant), [4, 4])
        assertFrame(views[1], 44, 0, 60, 30)
        assertFrame(views[2], 108, 0, 80, 30)
        // A custom spacing is a constant too.
        stack.setCustomSpacing(12, after: views[0])
        stack.layoutIfNeeded()
        XCTAssertTrue(stack.constraints.elementsEqual(before, by: ===))
        assertFrame(views[1], 52, 0, 60, 30)
    }

    func testChangingAPropertyReplacesOnlyWhatItAffects() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, _) = makeStack(views, spacing: 10)
        let alignmentBefore = stackConstraints(stack, "UISV-alignment")
        let spacingBefore = stackConstraints(stack, "UISV-spacing")
        // A new distribution leaves the alignment constraints alone …
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(stack, "UISV-alignment").elementsEqual(alignmentBefore, by: ===))
        XCTAssertTrue(stackConstraints(stack, "UISV-spacing").elementsEqual(spacingBefore, by: ===))
        // … and a new alignment the distribution's.
        let equalBefore = stackConstraints(stack, "UISV-fill-equally")
        stack.alignment = .center
        stack.layoutIfNeeded()
        XCTAssertTrue(stackConstraints(stack, "UISV-fill-equally").elementsEqual(equalBefore, by: ===))
        XCTAssertTrue(stackConstraints(stack, "UISV-spacing").elementsEqual(spacingBefore, by: ===))
        // Hiding the last view keeps every constraint but the one into it, and adds its hiding one.
        let kept = Set(stack.constraints.map(ObjectIdentifier.init))
        views[2].isHidden = true
        stack.layoutIfNeeded()
        let now = stack.constraints
        let made = now.filter { !kept.contains(ObjectIdentifier($0)) }
        // The spacing into C is kept with constant 0 (C is now flush after B); C's fill-equally goes.
        XCTAssertEqual(made.map { $0.identifier ?? "" }, ["UISV-hiding"])
        XCTAssertEqual(stackConstraints(stack, "UISV-spacing").map(\.constant), [10, 0])
        XCTAssertEqual(stackConstraints(stack, "UISV-fill-equally").count, 1)
        // C no longer spans: its two spanning-boundary constraints go too.
        XCTAssertEqual(now.count, kept.count - 2)
        XCTAssertEqual(stackConstraints(stack, "UISV-spanning-boundary").count, 4)
    }

    func testAxisChangeRelaysTheSameViews() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, alignment: .leading, spacing: 10)
        stack.axis = .vertical
        stack.layoutIfNeeded()
        // A column: heights 20, 30, 10 with 10 between; leading edges at 0.
        assertFrame(views[0], 0, 0, 40, 20)
        assertFrame(views[1], 0, 30, 60, 30)
        assertFrame(views[2], 0, 70, 80, 10)
        assertFrame(stack, 0, 0, 80, 80)
        XCTAssertTrue(stack.constraints.allSatisfy { [.top, .bottom, .leading, .trailing, .centerX, .width, .height, .notAnAttribute].contains($0.firstAttribute) })
        XCTAssertTrue(log.entries.isEmpty)
    }

    // MARK: Hiding

    func testHiddenViewsCollapseAndComeBack() {
        let views = makeTrio(axis: .horizontal)
        views[2].setContentHuggingPriority(249, for: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10, length: 300)
        // C has the lowest hugging: A 40, B 60, C 300 - 120 = 180.
        assertFrame(views[2], 120, 0, 180, 30)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // B has no width and no spacing of its own: A 0–40, C from 50.
        // Hidden, B (30 thick) no longer sizes the row: A's 20 does.
        assertFrame(views[0], 0, 0, 40, 20)
        XCTAssertEqual(views[1].frame.width, 0)
        assertFrame(views[2], 50, 0, 250, 20)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-hiding").map(equationText),
            ["'UISV-hiding' LabelStandIn:B.width == 0   (active)"])
        views[1].isHidden = false
        stack.layoutIfNeeded()
        assertFrame(views[1], 50, 0, 60, 30)
        assertFrame(views[2], 120, 0, 180, 30)
        XCTAssertTrue(stackConstraints(stack, "UISV-hiding").isEmpty)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testHiddenViewsNeverSizeTheStack() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10)
        // B is the thickest (30); hidden, it no longer makes the row 30 thick.
        views[1].isHidden = true
        stack.layoutIfNeeded()
        assertFrame(stack, 0, 0, 130, 20)
        assertFrame(views[2], 50, 0, 80, 20)
        // Hiding the first view removes the spacing after it: C starts at 0.
        views[1].isHidden = false
        views[0].isHidden = true
        stack.layoutIfNeeded()
        assertFrame(views[1], 0, 0, 60, 30)
        assertFrame(views[2], 70, 0, 80, 30)
        assertFrame(stack, 0, 0, 150, 30)
        XCTAssertEqual(
            stackConstraints(stack, "UISV-spacing").map(equationText),
            [
                "'UISV-spacing' LabelStandIn:B.leading == LabelStandIn:A.trailing   (active)",
                "'UISV-spacing' LabelStandIn:C.leading == LabelStandIn:B.trailing + 10   (active)",
            ])
        // The last: no trailing spacing.
        views[0].isHidden = false
        views[2].isHidden = true
        stack.layoutIfNeeded()
        assertFrame(stack, 0, 0, 110, 30)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testHidingEveryViewLeavesAGivenSizeAlone() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10, length: 300, thickness: 50)
        for view in views { view.isHidden = true }
        stack.layoutIfNeeded()
        assertFrame(stack, 0, 0, 300, 50)
        XCTAssertTrue(views.allSatisfy { $0.frame.width == 0 })
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
        // Without a given size the stack shrinks to nothing.
        let free = makeTrio(axis: .vertical)
        let (other, _, otherLog) = makeStack(free, axis: .vertical, spacing: 10)
        for view in free { view.isHidden = true }
        other.layoutIfNeeded()
        assertFrame(other, 0, 0, 0, 0)
        XCTAssertTrue(otherLog.entries.isEmpty)
    }

    func testHidingInTheEqualDistributions() {
        var views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, distribution: .equalSpacing, spacing: 10, length: 300)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // One gap left, between A and C: 300 - 120 = 180.
        assertFrame(views[0], 0, 0, 40, 20)
        assertFrame(views[2], 220, 0, 80, 20)
        XCTAssertEqual(stackConstraints(stack, "UISV-distributing-edge").count, 2)
        stack.distribution = .equalCentering
        views[1].isHidden = false
        views.append(LabelStandIn("D", width: 20, height: 10))
        stack.addArrangedSubview(views[3])
        stack.layoutIfNeeded()
        // Centres of A (20) and D (290) are fixed; B and C share (290 - 20) / 3 = 90 steps: 110, 200.
        assertFrame(views[1], 80, 0, 60, 30)
        assertFrame(views[2], 160, 0, 80, 30)
        assertFrame(views[3], 280, 0, 20, 30)
        views[2].isHidden = true
        stack.layoutIfNeeded()
        // A, B, D: centres 20, 155, 290.
        assertFrame(views[1], 125, 0, 60, 30)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testHidingAViewWithARequiredSizeConflictsAsInUIKit() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10)
        activate([views[1].widthAnchor.constraint(equalToConstant: 60)])
        stack.layoutIfNeeded()
        views[1].isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(log.entries.count, 1)
        let message = log.entries.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(message.contains("'UISV-hiding' LabelStandIn:B.width == 0"), message)
        XCTAssertTrue(message.contains("LabelStandIn:B.width == 60"), message)
    }

    func testHidingANestedStackWithSpacingConflictsAsInUIKitButTheOuterLayoutHolds() {
        let (a, b) = (FixedSizeView(width: 50, height: 20), FixedSizeView(width: 50, height: 20))
        let inner = StackView(arrangedSubviews: [a, b])
        inner.axis = .vertical
        inner.spacing = 8
        inner.debugName = "inner"
        let (top, bottom) = (FixedSizeView(width: 50, height: 10), FixedSizeView(width: 50, height: 10))
        let (outer, _, log) = makeStack([top, inner, bottom], axis: .vertical, spacing: 5)
        // 10 + 5 + (20 + 8 + 20) + 5 + 10.
        assertFrame(bottom, 0, 68, 50, 10)
        inner.isHidden = true
        outer.layoutIfNeeded()
        // The inner stack can't be 0 tall with 8 of required spacing inside (UIKit logs the same
        // conflict); the outer stack spaces its visible neighbours directly, so it closes up anyway:
        // bottom at 10 + 5.
        XCTAssertEqual(log.entries.count, 1)
        let message = log.entries.first?.message ?? ""
        XCTAssertTrue(message.contains("'UISV-hiding' StackView:inner.height == 0"), message)
        XCTAssertTrue(message.contains("'UISV-spacing'"), message)
        assertFrame(bottom, 0, 15, 50, 10)
        assertFrame(outer, 0, 0, 50, 25)
    }

    // MARK: Spacing

    func testCustomSpacing() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10)
        stack.setCustomSpacing(30, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        stack.layoutIfNeeded()
        // A 0–40, 30, B 70–130, 10, C 140–220.
        assertFrame(views[1], 70, 0, 60, 30)
        assertFrame(views[2], 140, 0, 80, 30)
        // Kept when A moves: now after A, which is last, so it is not used.
        stack.insertArrangedSubview(views[0], at: 2)
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        assertFrame(views[1], 0, 0, 60, 30)
        assertFrame(views[2], 70, 0, 80, 30)
        assertFrame(views[0], 160, 0, 40, 30)
        // A hidden view's spacing goes with it: B, C hidden, A: B's 10 would be the only spacing.
        stack.insertArrangedSubview(views[0], at: 0)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // Between A and C is the spacing after A, the last visible view before C.
        assertFrame(views[2], 70, 0, 80, 20)
        views[1].isHidden = false
        // spacingUseDefault removes it; a view that is not arranged is ignored.
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        let stranger = View()
        stack.setCustomSpacing(5, after: stranger)
        XCTAssertEqual(stack.customSpacing(after: stranger), StackView.spacingUseDefault)
        stack.layoutIfNeeded()
        assertFrame(views[1], 50, 0, 60, 30)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testSystemDefaultNegativeAndNonFiniteSpacing() {
        let views = makeTrio(axis: .horizontal)
        let (stack, root, log) = makeStack(views)
        stack.spacing = StackView.spacingUseSystem
        XCTAssertEqual(stack.spacing, StackView.spacingUseSystem)
        stack.layoutIfNeeded()
        // The standard 8 between siblings.
        assertFrame(views[1], 48, 0, 60, 30)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        stack.spacing = -5
        stack.layoutIfNeeded()
        // Negative spacing overlaps: B at 35; system spacing after B: C at 35 + 60 + 8.
        assertFrame(views[1], 35, 0, 60, 30)
        assertFrame(views[2], 103, 0, 80, 30)
        // spacingUseDefault as the stack's spacing means 0.
        stack.spacing = StackView.spacingUseDefault
        XCTAssertEqual(stack.spacing, 0)
        stack.spacing = .nan
        stack.spacing = .infinity
        stack.setCustomSpacing(-.infinity, after: views[0])
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        XCTAssertEqual(log.entries.count, 3)
        guard case .rejectedChange(.nonFiniteConstant(let item, let value)) = log.entries[1].kind else {
            return XCTFail("\(log.entries)")
        }
        XCTAssertTrue(item === stack)
        XCTAssertEqual(value, .infinity)
        root.layoutIfNeeded()
        assertFrame(views[1], 40, 0, 60, 30)
    }

    func testFillTiesFollowArrangementOrder() {
        // Equal hugging: the first view stretches; equal compression resistance: the last is squeezed.
        let views = makeTrio(axis: .horizontal)
        let (stack, root, _) = makeStack(views, spacing: 10, length: 300)
        assertFrame(views[0], 0, 0, 140, 30)
        assertFrame(views[1], 150, 0, 60, 30)
        let squeezed = makeTrio(axis: .horizontal)
        let (_, _, _) = makeStack(squeezed, spacing: 10, length: 150, root: root)
        assertFrame(squeezed[0], 0, 0, 40, 30)
        assertFrame(squeezed[1], 50, 0, 60, 30)
        assertFrame(squeezed[2], 120, 0, 30, 30)
        _ = stack
    }

    // MARK: Direction, margins, baselines

    func testRightToLeftPutsTheFirstViewOnTheRight() {
        let window = Window(size: CGSize(width: 1000, height: 1000))
        window.layoutDirection = .rightToLeft
        let views = makeTrio(axis: .horizontal)
        views[1].setContentHuggingPriority(249, for: .horizontal)
        let (stack, _, _) = makeStack(views, spacing: 10, length: 300, root: window)
        // The stack's leading edge is the window's right edge; inside, A is on the right:
        // A 260–300, B 300 - 50 - 160 = 90, C 0–80.
        assertFrame(stack, 700, 0, 300, 30)
        assertFrame(views[0], 260, 0, 40, 30)
        assertFrame(views[1], 90, 0, 160, 30)
        assertFrame(views[2], 0, 0, 80, 30)
        // A stack forced left to right lays out from the left again; so does a vertical stack, unmoved.
        stack.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        assertFrame(views[0], 0, 0, 40, 30)
        assertFrame(views[2], 220, 0, 80, 30)
        // Leading alignment in a vertical stack is the right edge in a right-to-left stack.
        let column = makeTrio(axis: .vertical)
        let (columnStack, _, _) = makeStack(
            column, axis: .vertical, alignment: .leading, spacing: 10, thickness: 50, root: window)
        assertFrame(columnStack, 950, 0, 50, 200)
        assertFrame(column[0], 30, 0, 20, 40)
        assertFrame(column[1], 20, 50, 30, 60)
    }

    func testLayoutMarginsRelativeArrangement() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, spacing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        // Default margins of 8 all round: 8 + 200 + 8 by 8 + 30 + 8.
        assertFrame(stack, 0, 0, 216, 46)
        assertFrame(views[0], 8, 8, 40, 30)
        XCTAssertTrue(
            equationText(stackConstraints(stack, "UISV-canvas-connection")[0]).hasSuffix(
                "'UIViewLayoutMarginsGuide'.leading == LabelStandIn:A.leading   (active)"))
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.layoutIfNeeded()
        assertFrame(stack, 0, 0, 206, 34)
        assertFrame(views[2], 122, 1, 80, 30)
        let fitting = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(fitting, CGSize(width: 206, height: 34))
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        assertFrame(stack, 0, 0, 200, 30)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testBaselineRelativeArrangementInAColumn() {
        let views = makeTrio(axis: .vertical)
        let (stack, _, log) = makeStack(views, axis: .vertical, alignment: .leading, spacing: 10)
        stack.isBaselineRelativeArrangement = true
        stack.layoutIfNeeded()
        // A 0–40, last baseline at 35; B's first baseline at 45, 12 below its top: B at 33–93, last
        // baseline at 87; C's first baseline at 97, 8 below its top: C at 89–169.
        assertFrame(views[0], 0, 0, 20, 40)
        assertFrame(views[1], 0, 33, 30, 60)
        assertFrame(views[2], 0, 89, 10, 80)
        assertFrame(stack, 0, 0, 30, 169)
        XCTAssertEqual(
            equationText(stackConstraints(stack, "UISV-spacing")[0]),
            "'UISV-spacing' LabelStandIn:B.firstBaseline == LabelStandIn:A.lastBaseline + 10   (active)")
        // It applies to vertical stacks only.
        stack.axis = .horizontal
        stack.layoutIfNeeded()
        XCTAssertEqual(stackConstraints(stack, "UISV-spacing").map(\.firstAttribute), [.leading, .leading])
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testBaselineRelativeArrangementOfLabelsInAColumn() {
        let name = Label(text: "Name")
        let title = Label(text: "Title", font: .boldSystemFont(ofSize: 30))
        let note = Label(text: "Two lines\nof text", font: .systemFont(ofSize: 14))
        note.numberOfLines = 0
        for (label, id) in zip([name, title, note], ["A", "B", "C"]) { label.debugName = id }
        let (stack, _, log) = makeStack([name, title, note], axis: .vertical, alignment: .leading, spacing: 32)
        stack.isBaselineRelativeArrangement = true
        stack.layoutIfNeeded()
        // Each label's baselines below its top come from the font (DejaVuUnits.labelBlock): A's baseline
        // is 15.89 below its top at 0; B's first baseline 32 lower, at 47.89, is 27.89 below B's top,
        // which is at 20.00 (35 tall); C's first baseline at 47.89 + 32 is 13.20 below its top, at 66.69.
        let a = DejaVuUnits.labelBlock(lines: 1, size: 17)
        let b = DejaVuUnits.labelBlock(lines: 1, size: 30)
        let c = DejaVuUnits.labelBlock(lines: 2, size: 14)
        let bTop = a.lastBaseline + 32 - b.firstBaseline
        let cTop = bTop + b.lastBaseline + 32 - c.firstBaseline
        XCTAssertEqual(bTop, 20, accuracy: 0.01)
        XCTAssertEqual(cTop, 66.69, accuracy: 0.01)
        let widths = [
            DejaVuUnits.width("Name", size: 17), DejaVuUnits.width("Title", size: 30, bold: true),
            DejaVuUnits.width("Two lines", size: 14),
        ].map { $0.rounded(.up) }
        assertFrame(name, 0, 0, widths[0], a.height)
        assertFrame(title, 0, bTop, widths[1], b.height)
        assertFrame(note, 0, cTop, widths[2], c.height)
        assertFrame(stack, 0, 0, widths.max()!, cTop + c.height)
        // C's last baseline, not its first, is where a view below it would measure from.
        XCTAssertEqual(note.frame.maxY - note.lastBaselineOffsetFromBottom!, cTop + c.lastBaseline, accuracy: 1e-6)
        XCTAssertEqual(
            equationText(stackConstraints(stack, "UISV-spacing")[0]),
            "'UISV-spacing' Label:B.firstBaseline == Label:A.lastBaseline + 32   (active)")
        // A bigger font moves the baseline and everything below it.
        title.font = .boldSystemFont(ofSize: 40)
        stack.layoutIfNeeded()
        let big = DejaVuUnits.labelBlock(lines: 1, size: 40)
        let bigTop = a.lastBaseline + 32 - big.firstBaseline
        assertFrame(title, 0, bigTop, DejaVuUnits.width("Title", size: 40, bold: true).rounded(.up), big.height)
        assertFrame(note, 0, bigTop + big.lastBaseline + 32 - c.firstBaseline, widths[2], c.height)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testTheStacksBaselinesAreItsArrangedViews() {
        let views = makeTrio(axis: .horizontal)
        let row = StackView(arrangedSubviews: views)
        // Horizontal: the tallest view, B (30).
        XCTAssertTrue(row.forFirstBaselineLayout === views[1])
        XCTAssertTrue(row.forLastBaselineLayout === views[1])
        views[1].isHidden = true
        XCTAssertTrue(row.forFirstBaselineLayout === views[0])
        row.axis = .vertical
        // Vertical: the first and last visible views.
        XCTAssertTrue(row.forFirstBaselineLayout === views[0])
        XCTAssertTrue(row.forLastBaselineLayout === views[2])
        XCTAssertTrue(StackView(frame: .zero).forFirstBaselineLayout is StackView)
    }

    // MARK: Nesting, scroll views, fitting

    func testNestedStacksAlignOnBaselinesThroughTheInnerStack() {
        let x = LabelStandIn("X", width: 50, height: 20, firstBaseline: 15, lastBaseline: 5)
        let y = LabelStandIn("Y", width: 30, height: 25, firstBaseline: 10, lastBaseline: 5)
        let z = LabelStandIn("Z", width: 30, height: 10)
        let inner = StackView(arrangedSubviews: [y, z])
        inner.axis = .vertical
        inner.debugName = "inner"
        let (outer, _, log) = makeStack([x, inner], alignment: .firstBaseline)
        // The inner stack's first baseline is Y's: X.top + 15 == inner.top + 10, so X sits 5 higher;
        // X at 0, the inner stack at 5, 35 tall (Y 25 + Z 10); the row is 40 tall.
        assertFrame(x, 0, 0, 50, 20)
        assertFrame(inner, 50, 5, 30, 35)
        assertFrame(y, 0, 0, 30, 25)
        assertFrame(z, 0, 25, 30, 10)
        assertFrame(outer, 0, 0, 80, 40)
        // Z hidden and Y made taller: the baseline view stays Y, whose baseline moves.
        y.firstBaseline = 20
        y.invalidateBaselines()
        outer.layoutIfNeeded()
        // X.top + 15 == inner.top + 20: inner at 0, X at 5.
        assertFrame(x, 0, 5, 50, 20)
        assertFrame(inner, 50, 0, 30, 35)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testNestedStacksOfLabelsAlignOnBaselinesThroughTheInnerStack() {
        let x = Label(text: "Title", font: .boldSystemFont(ofSize: 30))
        let y = Label(text: "Name")
        let z = Label(text: "Detail", font: .systemFont(ofSize: 12))
        let inner = StackView(arrangedSubviews: [y, z])
        inner.axis = .vertical
        inner.debugName = "inner"
        let (outer, _, log) = makeStack([x, inner], alignment: .firstBaseline)
        // The inner stack's first baseline is Y's, 15.89 below its top; X's is 27.89 below its top, so
        // the inner stack sits 12.00 lower than X. X is 35 tall, the inner stack 20 + 14, so the row is
        // 12.00 + 34 tall.
        let xBlock = DejaVuUnits.labelBlock(lines: 1, size: 30)
        let yBlock = DejaVuUnits.labelBlock(lines: 1, size: 17)
        let zBlock = DejaVuUnits.labelBlock(lines: 1, size: 12)
        let xWidth = DejaVuUnits.width("Title", size: 30, bold: true).rounded(.up)
        let zWidth = DejaVuUnits.width("Detail", size: 12).rounded(.up)
        var yWidth = DejaVuUnits.width("Name", size: 17).rounded(.up)
        let drop = xBlock.firstBaseline - yBlock.firstBaseline
        XCTAssertEqual(drop, 12, accuracy: 0.01)
        assertFrame(x, 0, 0, xWidth, xBlock.height)
        assertFrame(inner, xWidth, drop, max(yWidth, zWidth), yBlock.height + zBlock.height)
        assertFrame(y, 0, 0, max(yWidth, zWidth), yBlock.height)
        assertFrame(z, 0, yBlock.height, max(yWidth, zWidth), zBlock.height)
        assertFrame(outer, 0, 0, xWidth + max(yWidth, zWidth), drop + yBlock.height + zBlock.height)
        // Y in 40-point bold: its baseline, 37.35 below its top, is now the lower one, so the inner
        // stack's top is the row's and X comes down by 37.35 - 27.89.
        y.font = .boldSystemFont(ofSize: 40)
        outer.layoutIfNeeded()
        let bigY = DejaVuUnits.labelBlock(lines: 1, size: 40)
        yWidth = DejaVuUnits.width("Name", size: 40, bold: true).rounded(.up)
        assertFrame(x, 0, bigY.firstBaseline - xBlock.firstBaseline, xWidth, xBlock.height)
        assertFrame(inner, xWidth, 0, yWidth, bigY.height + zBlock.height)
        assertFrame(outer, 0, 0, xWidth + yWidth, bigY.height + zBlock.height)
        XCTAssertEqual(
            x.frame.minY + x.firstBaselineOffsetFromTop!, inner.frame.minY + y.frame.minY + y.firstBaselineOffsetFromTop!,
            accuracy: 1e-6)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testALabelThatWrapsInAColumnIsAsTallAsItsLines() {
        let (root, log) = makeRoot(width: 240, height: 600)
        let title = Label(text: "Settings", font: .boldSystemFont(ofSize: 30))
        let body = Label(text: StackViewTests.bodyText)
        body.numberOfLines = 0
        let footer = Label(text: "Detail", font: .systemFont(ofSize: 12))
        let column = StackView(arrangedSubviews: [title, body, footer])
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        let titleHeight = DejaVuUnits.labelBlock(lines: 1, size: 30).height
        let footerHeight = DejaVuUnits.labelBlock(lines: 1, size: 12).height
        /// The body wrapped at the column's width, checked line by line; the frames of all three.
        func check(width: CGFloat, lineCount: Int, file: StaticString = #filePath, line: UInt = #line) {
            let lines = DejaVuUnits.wrap(body.text!, width: width, size: 17)
            XCTAssertEqual(lines.count, lineCount, "\(lines)", file: file, line: line)
            XCTAssertEqual(body.textLayout.lines.map(\.text), lines, file: file, line: line)
            let height = DejaVuUnits.labelBlock(lines: lines.count, size: 17).height
            assertFrame(title, 0, 0, width, titleHeight, file: file, line: line)
            assertFrame(body, 0, titleHeight + 8, width, height, file: file, line: line)
            assertFrame(footer, 0, titleHeight + 16 + height, width, footerHeight, file: file, line: line)
            assertFrame(column, 20, 10, width, titleHeight + 16 + height + footerHeight, file: file, line: line)
        }
        // 200 wide: five lines, 5 × 19.79 = 98.95 → 99 tall.
        check(width: 200, lineCount: 5)
        XCTAssertEqual(body.frame.height, 99)
        // A narrower column wraps into more lines and the footer moves down with them.
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 600)
        root.layoutIfNeeded()
        check(width: 120, lineCount: 10)
        // Longer text in the same column.
        body.text = StackViewTests.bodyText + " Hidden views take no room."
        root.layoutIfNeeded()
        check(width: 120, lineCount: 12)
        // Wider again: back to fewer lines.
        root.frame = CGRect(x: 0, y: 0, width: 340, height: 600)
        root.layoutIfNeeded()
        check(width: 300, lineCount: 5)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    static let bodyText = "Arranged subviews sit edge to edge with the spacing between them, and each is as wide as the column."

    func testNestedStacksOfRows() {
        var rows: [StackView] = []
        var labels: [[LabelStandIn]] = []
        for index in 0..<3 {
            let title = LabelStandIn("t\(index)", width: 40, height: 20)
            let detail = LabelStandIn("d\(index)", width: 60 + CGFloat(index) * 10, height: 30)
            title.setContentHuggingPriority(251, for: .horizontal)
            let row = StackView(arrangedSubviews: [title, detail])
            row.spacing = 10
            rows.append(row)
            labels.append([title, detail])
        }
        let (outer, _, log) = makeStack(rows, axis: .vertical, spacing: 5, length: nil, thickness: 200)
        // Rows 30 tall, 5 apart; in each the detail takes what the title (hugging 251) leaves.
        for (index, row) in rows.enumerated() {
            assertFrame(row, 0, CGFloat(index) * 35, 200, 30)
            assertFrame(labels[index][0], 0, 0, 40, 30)
            assertFrame(labels[index][1], 50, 0, 150, 30)
        }
        assertFrame(outer, 0, 0, 200, 100)
        // Hiding a row closes the gap; the outer stack shrinks.
        rows[1].isHidden = true
        outer.layoutIfNeeded()
        assertFrame(rows[2], 0, 35, 200, 30)
        assertFrame(outer, 0, 0, 200, 65)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testAStackInAScrollViewSetsTheContentSize() {
        let (root, log) = makeRoot(width: 375, height: 667)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.addSubview(scroll)
        let rows = (0..<30).map { _ in FixedSizeView(width: 10, height: 50) }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let content = scroll.contentLayoutGuide
        activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        root.layoutIfNeeded()
        // 30 rows of 50 with 29 gaps of 2: 1558 tall, as wide as the scroll view.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1558))
        assertFrame(rows[29], 0, 1508, 375, 50)
        rows[0].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1506))
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testFittingSizeOfAStack() {
        let views = makeTrio(axis: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = .fillEqually
        // Not in any tree: fitting brings the stack's constraints up to date itself.
        XCTAssertEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 260, height: 30))
        // A required width, the height free: the equal widths follow (500 - 20) / 3.
        let size = stack.systemLayoutSizeFitting(
            CGSize(width: 500, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 500, height: 30))
        views[2].isHidden = true
        XCTAssertEqual(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 130, height: 30))
    }

    func testProportionalSizesFollowIntrinsicSizeChanges() {
        let views = makeTrio(axis: .horizontal)
        let (stack, _, log) = makeStack(views, distribution: .fillProportionally, spacing: 10, length: 400)
        // 40, 60, 80 of 200: 80, 120, then 400 - 200 - 20 = 180.
        assertFrame(views[0], 0, 0, 80, 30)
        assertFrame(views[1], 90, 0, 120, 30)
        views[0].size = CGSize(width: 140, height: 20)
        stack.layoutIfNeeded()
        // 140, 60, 80 of 300: 140/300 × 400 and 60/300 × 400; C the rest.
        assertFrame(views[0], 0, 0, 560.0 / 3.0, 30)
        assertFrame(views[1], 560.0 / 3.0 + 10, 0, 80, 30)
        assertFrame(views[2], 560.0 / 3.0 + 100, 0, 400 - 560.0 / 3.0 - 100, 30)
        // Without any length to share, the views are made equal.
        let empty = [View(), View()]
        let (_, _, emptyLog) = makeStack(empty, distribution: .fillProportionally, length: 100, thickness: 10)
        assertFrame(empty[0], 0, 0, 50, 10)
        assertFrame(empty[1], 50, 0, 50, 10)
        XCTAssertTrue(log.entries.isEmpty && emptyLog.entries.isEmpty)
    }
}
