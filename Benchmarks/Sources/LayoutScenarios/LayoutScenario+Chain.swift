import AutoLayout
import Foundation

extension LayoutScenario {
    /// The solver's chain with views: N siblings in a row 8 apart, `width >= 20`, `width == 100` at
    /// priority 250, 10 below the root's top, 44 high, the root at least as wide as the row plus 8.
    static func makeChain(_ n: Int) throws(LayoutError) -> LayoutScenarioParts {
        let natural = CGFloat(n) * 108 + 8
        let root = View(frame: CGRect(x: 0, y: 0, width: natural, height: 64))
        var views: [View] = []
        views.reserveCapacity(n)
        for _ in 0..<n {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
        }
        var cns: [LayoutConstraint] = []
        cns.reserveCapacity(5 * n + 1)
        var nudged: LayoutConstraint?
        for i in 0..<n {
            let v = views[i]
            let leading =
                i == 0
                ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8)
            cns.append(leading)
            cns.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: 20))
            let preferred = v.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = .defaultLow
            cns.append(preferred)
            cns.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10))
            cns.append(v.heightAnchor.constraint(equalToConstant: 44))
            nudged = leading
        }
        cns.append(root.trailingAnchor.constraint(greaterThanOrEqualTo: views[n - 1].trailingAnchor, constant: 8))
        try LayoutConstraint.activate(cns)
        // The last view's gap: at the natural width (where nudges run) shrinking it frees one point
        // that no weak width wants, so the last view alone moves.
        return LayoutScenarioParts(
            roots: [root], views: views, constraints: cns, nudged: nudged!, nudgedRoot: root,
            nudgedView: views[n - 1], minimumWidth: CGFloat(n) * 28 + 8, maximumWidth: natural)
    }

    /// Every view 10 below the top, 44 high, at least 20 wide, 8 after the one before (the last one
    /// nudge-offset closer). Narrower than natural, the views share the squeeze and the row ends 8
    /// before the root's edge, nudged or not; at exactly the natural width every view is 100 wide, so
    /// a shorter gap leaves the row that much short of it.
    func checkChain() throws(LayoutCheckFailure) {
        let w = width
        var previousRight: CGFloat = 0
        for (i, view) in views.enumerated() {
            let f = view.frame
            let gap: CGFloat = i == views.count - 1 ? 8 + nudgeOffset : 8
            if !Self.same(f.minX, previousRight + gap) || !Self.same(f.minY, 10) || !Self.same(f.height, 44)
                || f.width < 20 - 1e-6
            {
                throw LayoutCheckFailure(
                    "chain view \(i): frame (\(f.minX), \(f.minY), \(f.width), \(f.height)), previous right edge "
                        + "\(previousRight), root width \(w)")
            }
            if w == maximumWidth, !Self.same(f.width, 100) {
                throw LayoutCheckFailure("chain view \(i): width \(f.width) at the natural width, expected 100")
            }
            previousRight = f.maxX
        }
        let end = previousRight + 8
        let expected: CGFloat? = w < maximumWidth ? w : w == maximumWidth ? w + nudgeOffset : nil
        if expected.map({ !Self.same(end, $0) }) ?? (end > w) {
            throw LayoutCheckFailure(
                "chain: last view ends at \(previousRight) in a root \(w) wide (nudge \(nudgeOffset)), "
                    + "expected \(expected.map { "\($0 - 8)" } ?? "at most \(w - 8)")")
        }
    }
}
