import AutoLayout
import Foundation
import XCTest

/// Stands in for a one-line label in the stack view tests: an intrinsic size and text baselines.
///
/// Its round numbers keep the geometry tests' arithmetic readable; the baseline tests are repeated with
/// real ``Label``s (testLabelsAlignOnTheirBaselinesInEveryDistribution and the label tests in
/// StackViewTests), whose sizes and baselines come from their fonts.
final class LabelStandIn: FixedSizeView {
    /// How far the first baseline lies below the top.
    var firstBaseline: CGFloat?
    /// How far the last baseline lies above the bottom.
    var lastBaseline: CGFloat?

    init(_ name: String, width: CGFloat, height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        super.init(width: width, height: height)
        debugName = name
    }

    override var firstBaselineOffsetFromTop: CGFloat? { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat? { lastBaseline }
}

/// The three views most stack tests arrange. Along the stack's axis they are 40, 60 and 80 long;
/// across it 20, 30 and 10 thick. Their first baselines lie 15, 12 and 8 below their tops and their
/// last baselines 5, 6 and 2 above their bottoms (used in horizontal stacks).
func makeTrio(axis: LayoutConstraint.Axis) -> [LabelStandIn] {
    let specs: [(String, CGFloat, CGFloat, CGFloat, CGFloat)] = [
        ("A", 40, 20, 15, 5), ("B", 60, 30, 12, 6), ("C", 80, 10, 8, 2),
    ]
    return specs.map { name, along, across, first, last in
        axis == .horizontal
            ? LabelStandIn(name, width: along, height: across, firstBaseline: first, lastBaseline: last)
            : LabelStandIn(name, width: across, height: along, firstBaseline: first, lastBaseline: last)
    }
}

extension XCTestCase {
    /// A stack of `views` in a root view, its top-left corner at (0, 0); its length along the axis and
    /// its thickness across it are fixed when given, otherwise left to the stack. The root is kept
    /// alive until the test ends (a tree's root owns its engine; subviews do not retain it).
    func makeStack(
        _ views: [View], axis: LayoutConstraint.Axis = .horizontal, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, length: CGFloat? = nil,
        thickness: CGFloat? = nil, root: View? = nil
    ) -> (StackView, View, DiagnosticLog) {
        let made = buildStack(
            views, axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, length: length,
            thickness: thickness, root: root)
        let container = made.1
        addTeardownBlock { _ = container }
        return made
    }
}

/// The stack of ``XCTestCase/makeStack``, without keeping its root alive.
func buildStack(
    _ views: [View], axis: LayoutConstraint.Axis = .horizontal, distribution: StackView.Distribution = .fill,
    alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, length: CGFloat? = nil, thickness: CGFloat? = nil,
    root: View? = nil
) -> (StackView, View, DiagnosticLog) {
    let log = DiagnosticLog()
    let container: View
    if let root {
        container = root
    } else {
        container = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        container.diagnosticHandler = { log.entries.append($0) }
    }
    let stack = StackView(arrangedSubviews: views)
    stack.debugName = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    container.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
    ]
    let along = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
    let across = axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
    if let length { constraints.append(along.constraint(equalToConstant: length)) }
    if let thickness { constraints.append(across.constraint(equalToConstant: thickness)) }
    activate(constraints)
    container.layoutIfNeeded()
    return (stack, container, log)
}

/// Asserts a view's extent along and across a stack's axis: (position, length) on the axis and
/// (position, thickness) across it, to 1e-6, whichever the axis.
func assertPlacement(
    _ view: View, axis: LayoutConstraint.Axis, along: (CGFloat, CGFloat), across: (CGFloat, CGFloat),
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let f = view.frame
    let actual =
        axis == .horizontal
        ? (f.minX, f.width, f.minY, f.height) : (f.minY, f.height, f.minX, f.width)
    let expected = (along.0, along.1, across.0, across.1)
    let pairs = [
        (actual.0, expected.0, "position along"), (actual.1, expected.1, "length"),
        (actual.2, expected.2, "position across"), (actual.3, expected.3, "thickness"),
    ]
    for (a, e, name) in pairs where abs(a - e) > 1e-6 {
        XCTFail("\(message) \(view.debugName ?? "?") \(name): \(a) != \(e) (frame \(f))", file: file, line: line)
    }
}

/// The stack's constraints with an identifier, in the order they were installed.
func stackConstraints(_ stack: StackView, _ identifier: String) -> [LayoutConstraint] {
    stack.constraints.filter { $0.identifier == identifier }
}

/// A constraint's description without the constraint's own address, e.g.
/// `'UISV-spacing' LabelStandIn:B.leading == LabelStandIn:A.trailing + 10   (active)`.
func equationText(_ constraint: LayoutConstraint) -> String {
    let text = constraint.description
    guard let space = text.firstIndex(of: " ") else { return text }
    return String(text[text.index(after: space)...].dropLast())
}
