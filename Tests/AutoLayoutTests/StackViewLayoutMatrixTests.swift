import AutoLayout
import Foundation
import XCTest

/// Every distribution with every alignment, on both axes, with exact frames.
///
/// The trio (see `makeTrio`) is 40, 60 and 80 long along the axis and 20, 30 and 10 thick across it,
/// spacing 10. B hugs at 249 along the axis (so that it is the one a fill stretches) and C resists
/// compression at 749 (so that it is the one squeezed). Distributions decide positions along the axis
/// and alignments positions across it, independently, so each table below is worked out once by hand
/// and checked against every combination.
final class StackViewLayoutMatrixTests: XCTestCase {
    typealias Extent = (CGFloat, CGFloat)

    private func trio(axis: LayoutConstraint.Axis) -> [LabelStandIn] {
        let views = makeTrio(axis: axis)
        views[1].setContentHuggingPriority(249, for: axis)
        views[2].setContentCompressionResistancePriority(749, for: axis)
        return views
    }

    /// Along the axis in a stack 300 long: 180 of content + 20 of spacing leaves 100 over.
    private func alongIn300(_ distribution: StackView.Distribution) -> [Extent] {
        switch distribution {
        case .fill:
            // B has the lowest hugging and takes the 100: 60 + 100.
            return [(0, 40), (50, 160), (220, 80)]
        case .fillEqually:
            // (300 - 20) / 3 each.
            let w: CGFloat = 280.0 / 3.0
            return [(0, w), (w + 10, w), (2 * w + 20, w)]
        case .fillProportionally:
            // Multipliers 40/200, 60/200, 80/200 of 300 at 999, 998, 997: A 60 and B 90 hold, C (the
            // lowest) takes the rest, 300 - 60 - 90 - 20 = 130.
            return [(0, 60), (70, 90), (170, 130)]
        case .equalSpacing:
            // Intrinsic sizes; the two gaps share 300 - 180 = 120.
            return [(0, 40), (100, 60), (220, 80)]
        case .equalCentering:
            // A's centre 20 and C's 260 are fixed by the edges; B's centre halfway, at 140.
            return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// Along the axis when the stack's length is free.
    private func alongNatural(_ distribution: StackView.Distribution) -> (views: [Extent], length: CGFloat) {
        switch distribution {
        case .fill, .fillProportionally, .equalSpacing:
            // Intrinsic sizes and the minimum spacing (proportions hold exactly at 200).
            return ([(0, 40), (50, 60), (120, 80)], 200)
        case .fillEqually:
            // All as long as the longest, C, whose compression resistance beats the others' hugging.
            return ([(0, 80), (90, 80), (180, 80)], 260)
        case .equalCentering:
            // Centres 20, (W - 20)/2 and W - 40; B–C needs W - 80 >= (W - 20)/2 + 40, so W = 220 and
            // B's centre is 100.
            return ([(0, 40), (70, 60), (140, 80)], 220)
        }
    }

    /// Along the axis in a stack 150 long, 50 too short.
    private func alongIn150(_ distribution: StackView.Distribution) -> [Extent] {
        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            // Minimum spacing; C resists least and is squeezed to 150 - 100 - 20.
            return [(0, 40), (50, 60), (120, 30)]
        case .fillEqually:
            let w: CGFloat = 130.0 / 3.0
            return [(0, w), (w + 10, w), (2 * w + 20, w)]
        case .fillProportionally:
            // 0.2 × 150 and 0.3 × 150 hold; C gets 150 - 30 - 45 - 20.
            return [(0, 30), (40, 45), (95, 55)]
        }
    }

    /// Across the axis in a stack `thickness` thick, or its own thickness when `nil`.
    private func across(_ alignment: StackView.Alignment, axis: LayoutConstraint.Axis, thickness: CGFloat?)
        -> (views: [Extent], thickness: CGFloat)
    {
        var alignment = alignment
        // Baseline alignments are for horizontal stacks; a vertical stack fills.
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let t = thickness ?? 30
        switch alignment {
        case .fill:
            return ([(0, t), (0, t), (0, t)], t)
        case .leading:
            return ([(0, 20), (0, 30), (0, 10)], t)
        case .center:
            return ([((t - 20) / 2, 20), ((t - 30) / 2, 30), ((t - 10) / 2, 10)], t)
        case .trailing:
            return ([(t - 20, 20), (t - 30, 30), (t - 10, 10)], t)
        case .firstBaseline:
            // Baselines 15, 12, 8 below the tops: the common baseline is at 15 (A's top at 0); B's top
            // at 3, C's at 7. The tallest bottom is B's, 3 + 30 = 33.
            return ([(0, 20), (3, 30), (7, 10)], thickness ?? 33)
        case .lastBaseline:
            // Baselines 5, 6, 2 above the bottoms: tops at b - 15, b - 24, b - 8; B's is highest, so
            // b = 24: A at 9, B at 0, C at 16. Bottoms 29, 30, 26.
            return ([(9, 20), (0, 30), (16, 10)], thickness ?? 30)
        }
    }

    func testEveryCombinationInAFixedSizeStack() {
        for axis in LayoutConstraint.Axis.allCases {
            for distribution in StackView.Distribution.allCases {
                for alignment in StackView.Alignment.allCases {
                    let views = trio(axis: axis)
                    let (stack, _, log) = makeStack(
                        views, axis: axis, distribution: distribution, alignment: alignment, spacing: 10,
                        length: 300, thickness: 50)
                    let label = "\(axis) \(distribution) \(alignment)"
                    let along = alongIn300(distribution)
                    let cross = across(alignment, axis: axis, thickness: 50).views
                    for index in 0..<3 {
                        assertPlacement(views[index], axis: axis, along: along[index], across: cross[index], label)
                    }
                    assertPlacement(stack, axis: axis, along: (0, 300), across: (0, 50), label)
                    XCTAssertTrue(log.entries.isEmpty, "\(label): \(log.entries)")
                }
            }
        }
    }

    func testEveryCombinationSizesTheStackToItsContent() {
        for axis in LayoutConstraint.Axis.allCases {
            for distribution in StackView.Distribution.allCases {
                for alignment in StackView.Alignment.allCases {
                    let views = trio(axis: axis)
                    let (stack, _, log) = makeStack(
                        views, axis: axis, distribution: distribution, alignment: alignment, spacing: 10)
                    let label = "\(axis) \(distribution) \(alignment)"
                    let along = alongNatural(distribution)
                    let cross = across(alignment, axis: axis, thickness: nil)
                    for index in 0..<3 {
                        assertPlacement(
                            views[index], axis: axis, along: along.views[index], across: cross.views[index], label)
                    }
                    assertPlacement(stack, axis: axis, along: (0, along.length), across: (0, cross.thickness), label)
                    // The fitting size is the same size, measured by a separate solve of the stack.
                    let fitting = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                    let expected =
                        axis == .horizontal
                        ? CGSize(width: along.length, height: cross.thickness)
                        : CGSize(width: cross.thickness, height: along.length)
                    XCTAssertEqual(fitting.width, expected.width, accuracy: 1e-6, label)
                    XCTAssertEqual(fitting.height, expected.height, accuracy: 1e-6, label)
                    XCTAssertTrue(log.entries.isEmpty, "\(label): \(log.entries)")
                }
            }
        }
    }

    func testEveryDistributionWhenTheContentOverflows() {
        for axis in LayoutConstraint.Axis.allCases {
            for distribution in StackView.Distribution.allCases {
                for alignment in [StackView.Alignment.fill, .center] {
                    let views = trio(axis: axis)
                    let (_, _, log) = makeStack(
                        views, axis: axis, distribution: distribution, alignment: alignment, spacing: 10,
                        length: 150, thickness: 50)
                    let label = "\(axis) \(distribution) \(alignment)"
                    let along = alongIn150(distribution)
                    let cross = across(alignment, axis: axis, thickness: 50).views
                    for index in 0..<3 {
                        assertPlacement(views[index], axis: axis, along: along[index], across: cross[index], label)
                    }
                    XCTAssertTrue(log.entries.isEmpty, "\(label): \(log.entries)")
                }
            }
        }
    }

    // MARK: Baselines of real labels

    /// A 17-point "Name", a 30-point bold "Title" (hugging 249 along the row, so that a fill stretches
    /// it) and a 14-point two-line label: the first two differ in font, the third in where its last
    /// baseline lies.
    private func labelTrio() -> [Label] {
        let name = Label(text: "Name")
        let title = Label(text: "Title", font: .boldSystemFont(ofSize: 30))
        let note = Label(text: "Two lines\nof text", font: .systemFont(ofSize: 14))
        note.numberOfLines = 0
        title.setContentHuggingPriority(249, for: .horizontal)
        for (label, name) in zip([name, title, note], ["A", "B", "C"]) { label.debugName = name }
        return [name, title, note]
    }

    /// The labels' widths from the font's advances, rounded up: "Name" 6042 × 17 / 2048 = 50.15 → 51,
    /// "Title" in bold 5169 × 30 / 2048 = 75.72 → 76, and the two-line label's wider line, "Two lines",
    /// 9593 × 14 / 2048 = 65.58 → 66.
    private var labelWidths: [CGFloat] {
        [
            DejaVuUnits.width("Name", size: 17).rounded(.up),
            DejaVuUnits.width("Title", size: 30, bold: true).rounded(.up),
            max(DejaVuUnits.width("Two lines", size: 14), DejaVuUnits.width("of text", size: 14)).rounded(.up),
        ]
    }

    /// The labels' heights and baselines (see `DejaVuUnits.labelBlock`): A 20 tall with its baseline at
    /// 15.89, B 35 and 27.89, C 33 with baselines at 13.20 and 29.49.
    private var labelBlocks: [(height: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat)] {
        [
            DejaVuUnits.labelBlock(lines: 1, size: 17), DejaVuUnits.labelBlock(lines: 1, size: 30),
            DejaVuUnits.labelBlock(lines: 2, size: 14),
        ]
    }

    /// The labels along a row of spacing 10, `length` long or (nil) as long as it wants to be, and that
    /// length. The arithmetic of the trio's tables, on the labels' widths `w`.
    private func labelsAlong(_ distribution: StackView.Distribution, length: CGFloat?) -> (views: [Extent], length: CGFloat) {
        let w = labelWidths
        let sum = w[0] + w[1] + w[2]
        guard let length else {
            switch distribution {
            case .fill:
                // C's share (UISV-text-width-disambiguation, C == (W - 20) / 3 at 760) holds with the stack
                // 3 × C + 20 wide; the resistances (750) and A's and C's hugging (250) then keep A and C
                // at their widths, so B (hugging 249) takes 2 × wC - wA, not less than its own width.
                XCTAssertGreaterThanOrEqual(2 * w[2] - w[0], w[1])
                return ([(0, w[0]), (w[0] + 10, 2 * w[2] - w[0]), (2 * w[2] + 20, w[2])], 3 * w[2] + 20)
            case .fillProportionally, .equalSpacing:
                return ([(0, w[0]), (w[0] + 10, w[1]), (w[0] + w[1] + 20, w[2])], sum + 20)
            case .fillEqually:
                let m = w.max()!
                return ([(0, m), (m + 10, m), (2 * m + 20, m)], 3 * m + 20)
            case .equalCentering:
                // B's centre halfway between A's and C's; of the two minimum gaps, the one beside the
                // wider outer label binds: W = wB + 20 + (wA + wC) / 2 + max(wA, wC).
                let total = w[1] + 20 + (w[0] + w[2]) / 2 + max(w[0], w[2])
                let centre = (w[0] / 2 + total - w[2] / 2) / 2
                return ([(0, w[0]), (centre - w[1] / 2, w[1]), (total - w[2], w[2])], total)
            }
        }
        switch distribution {
        case .fill:
            // The two-line label C is drawn to an equal share, (length - 20) / 3, at 760, above every
            // hugging; A hugs its text and B (hugging 249) takes the rest.
            let share = (length - 20) / 3
            return ([(0, w[0]), (w[0] + 10, length - 20 - w[0] - share), (length - share, share)], length)
        case .fillEqually:
            let each = (length - 20) / 3
            return ([(0, each), (each + 10, each), (2 * each + 20, each)], length)
        case .fillProportionally:
            // w / (sum + 20) of the length for A and B (999, 998); C (997) gets the rest.
            let a = w[0] * length / (sum + 20), b = w[1] * length / (sum + 20)
            return ([(0, a), (a + 10, b), (a + b + 20, length - 20 - a - b)], length)
        case .equalSpacing:
            let gap = (length - sum) / 2
            return ([(0, w[0]), (w[0] + gap, w[1]), (length - w[2], w[2])], length)
        case .equalCentering:
            let centre = (w[0] / 2 + length - w[2] / 2) / 2
            return ([(0, w[0]), (centre - w[1] / 2, w[1]), (length - w[2], w[2])], length)
        }
    }

    /// The labels across a row aligned on their first or last baselines: the common baseline lies as
    /// high as the label whose baseline is lowest below its top allows (that label's top on the row's),
    /// every label keeps its height, and a free row is as tall as the lowest bottom.
    private func labelsAcross(_ alignment: StackView.Alignment, thickness: CGFloat?) -> (views: [Extent], thickness: CGFloat) {
        let blocks = labelBlocks
        let offsets = blocks.map { alignment == .firstBaseline ? $0.firstBaseline : $0.lastBaseline }
        let baseline = offsets.max()!
        let views = zip(blocks, offsets).map { block, offset in (baseline - offset, block.height) }
        return (views, thickness ?? views.map { $0.0 + $0.1 }.max()!)
    }

    func testLabelsAlignOnTheirBaselinesInEveryDistribution() {
        // First baselines: B's, 27.89 below its top, is the lowest, so B's top is the row's; A's top
        // 12.00, C's 14.69 and C's bottom, 47.69, makes a free row's height. Last baselines: C's, 29.49,
        // is the lowest: C at 0, B at 1.61 (bottom 36.61), A at 13.61.
        XCTAssertEqual(labelsAcross(.firstBaseline, thickness: nil).thickness, 47.69, accuracy: 0.01)
        XCTAssertEqual(labelsAcross(.lastBaseline, thickness: nil).thickness, 36.61, accuracy: 0.01)
        for distribution in StackView.Distribution.allCases {
            for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
                for fixed in [true, false] {
                    let labels = labelTrio()
                    let (stack, _, log) = makeStack(
                        labels, distribution: distribution, alignment: alignment, spacing: 10,
                        length: fixed ? 300 : nil, thickness: fixed ? 50 : nil)
                    let name = "\(distribution) \(alignment) \(fixed ? "300 × 50" : "free")"
                    let along = labelsAlong(distribution, length: fixed ? 300 : nil)
                    let across = labelsAcross(alignment, thickness: fixed ? 50 : nil)
                    for index in 0..<3 {
                        assertPlacement(
                            labels[index], axis: .horizontal, along: along.views[index], across: across.views[index],
                            name)
                    }
                    assertPlacement(
                        stack, axis: .horizontal, along: (0, along.length), across: (0, across.thickness), name)
                    // The baselines meet: the text of all three sits on one line.
                    let baselines = labels.map {
                        alignment == .firstBaseline
                            ? $0.frame.minY + $0.firstBaselineOffsetFromTop!
                            : $0.frame.maxY - $0.lastBaselineOffsetFromBottom!
                    }
                    XCTAssertEqual(baselines[1], baselines[0], accuracy: 1e-6, name)
                    XCTAssertEqual(baselines[2], baselines[0], accuracy: 1e-6, name)
                    XCTAssertEqual(labels[2].textLayout.lines.map(\.text), ["Two lines", "of text"], name)
                    if !fixed {
                        let fitting = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                        XCTAssertEqual(fitting.width, along.length, accuracy: 1e-6, name)
                        XCTAssertEqual(fitting.height, across.thickness, accuracy: 1e-6, name)
                    }
                    XCTAssertTrue(log.entries.isEmpty, "\(name): \(log.entries)")
                }
            }
        }
    }
}
