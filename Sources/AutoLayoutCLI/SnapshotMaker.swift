import AutoLayout
import Foundation
import LayoutRender

/// Turns a laid-out layout file into a ``LayoutSnapshot``: declared colours and texts, constraint
/// lines, and problems outlined.
struct SnapshotMaker {
    let built: BuiltLayout
    let title: String

    func snapshot(diagnostics: [LayoutDiagnostic], constraints showConstraints: Bool) -> LayoutSnapshot {
        let root = built.root
        var snapshot = LayoutSnapshot(title: title, root: root)
        // The generic snapshot names items by debug name; give them the file's kinds, colours and text.
        var nodes: [LayoutSnapshot.Node] = []
        for node in snapshot.nodes {
            var node = node
            if let (declaration, item) = built.items.first(where: { $0.declaration.name == node.name }) {
                node.kind = declaration.kind.rawValue
                decorate(&node, declaration: declaration, item: item)
            }
            nodes.append(node)
        }
        snapshot.nodes = nodes
        if showConstraints {
            // Alignments (zero-length lines) say nothing a drawing can show.
            snapshot.measures = built.constraints.compactMap { measure($0.constraint) }.filter { $0.from != $0.to }
        }
        var problems: [LayoutSnapshot.Problem] = []
        for diagnostic in diagnostics {
            guard let conflict = diagnostic.conflict else { continue }
            let views = conflict.constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }
            problems.append(LayoutSnapshot.Problem(frames: frames(of: views), text: conflict.explanation))
        }
        for ambiguity in root.layoutAmbiguities() {
            problems.append(LayoutSnapshot.Problem(frames: frames(of: [ambiguity.item]), text: ambiguity.explanation))
        }
        snapshot.problems = problems
        return snapshot
    }

    /// Frames in the root's coordinates of the declared items among `items` (the root is left out).
    private func frames(of items: [any LayoutItem]) -> [CGRect] {
        var result: [CGRect] = []
        for item in items where item !== built.root {
            guard let frame = rootFrame(of: item), !result.contains(frame) else { continue }
            result.append(frame)
        }
        return result
    }

    func rootFrame(of item: any LayoutItem) -> CGRect? {
        if let view = item as? View {
            guard let superview = view.superview else { return nil }
            return superview.convert(view.frame, to: built.root)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            return owner.convert(guide.layoutFrame, to: built.root)
        }
        return nil
    }

    /// A line between the two places a constraint relates on its axis, labelled with its constant.
    private func measure(_ constraint: LayoutConstraint) -> LayoutSnapshot.Measure? {
        guard constraint.isActive, let first = constraint.firstItem, let firstFrame = rootFrame(of: first) ?? rootFrameOfRoot(first)
        else { return nil }
        let attribute = constraint.firstAttribute
        guard let axis = attribute.axis else { return nil }
        let relation = constraint.relation == .equal ? "" : (constraint.relation == .greaterThanOrEqual ? "≥ " : "≤ ")
        if attribute.isSize, constraint.secondItem == nil {
            let label = (axis == .horizontal ? "w " : "h ") + (relation.isEmpty ? "= " : relation)
                + LayoutReport.number(Double(constraint.constant))
            return axis == .horizontal
                ? LayoutSnapshot.Measure(
                    from: CGPoint(x: firstFrame.minX, y: firstFrame.maxY - 4),
                    to: CGPoint(x: firstFrame.maxX, y: firstFrame.maxY - 4), label: label)
                : LayoutSnapshot.Measure(
                    from: CGPoint(x: firstFrame.maxX - 4, y: firstFrame.minY),
                    to: CGPoint(x: firstFrame.maxX - 4, y: firstFrame.maxY), label: label)
        }
        guard let second = constraint.secondItem, let secondFrame = rootFrame(of: second) ?? rootFrameOfRoot(second),
            !attribute.isSize
        else { return nil }
        let a = position(of: attribute, in: firstFrame)
        let b = position(of: constraint.secondAttribute, in: secondFrame)
        guard let a, let b else { return nil }
        let label = relation + LayoutReport.number(Double(constraint.constant))
        if axis == .horizontal {
            let y = max(firstFrame.minY, secondFrame.minY) + 6
            return LayoutSnapshot.Measure(from: CGPoint(x: b, y: y), to: CGPoint(x: a, y: y), label: label)
        }
        let x = max(firstFrame.minX, secondFrame.minX) + 6
        return LayoutSnapshot.Measure(from: CGPoint(x: x, y: b), to: CGPoint(x: x, y: a), label: label)
    }

    private func rootFrameOfRoot(_ item: any LayoutItem) -> CGRect? {
        item === built.root ? built.root.bounds : nil
    }

    /// Where an attribute sits along its axis in a frame, leading and trailing as the host reads them.
    private func position(of attribute: LayoutConstraint.Attribute, in frame: CGRect) -> CGFloat? {
        let rtl = built.window.layoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return frame.minX
        case .right, .rightMargin: return frame.maxX
        case .leading, .leadingMargin: return rtl ? frame.maxX : frame.minX
        case .trailing, .trailingMargin: return rtl ? frame.minX : frame.maxX
        case .centerX, .centerXWithinMargins: return frame.midX
        case .top, .topMargin, .firstBaseline: return frame.minY
        case .bottom, .bottomMargin, .lastBaseline: return frame.maxY
        case .centerY, .centerYWithinMargins: return frame.midY
        default: return nil
        }
    }
}
