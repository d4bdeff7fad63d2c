import AutoLayout
import Foundation

extension LayoutScenario {
    /// The solver's tree with nested views: node 0 is inset by 4 in the root, node i is a subview of
    /// node (i − 1)/2, odd nodes at the parent's leading + 4, even ones at its centre + 2, 4 below its
    /// top, 8 shorter. Widths are half the parent's, without the solver tree's −6: with it, widths turn
    /// negative from depth 7 at 1024 points, which the engine's `width >= 0` floors refuse (each
    /// would be a broken constraint and a diagnostic). Fully determined: a resize only propagates.
    static func makeTree(_ n: Int) throws(LayoutError) -> LayoutScenarioParts {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 800))
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            (i == 0 ? root : views[(i - 1) / 2]).addSubview(view)
            views.append(view)
        }
        var cns: [LayoutConstraint] = []
        cns.reserveCapacity(4 * n)
        var nudged: LayoutConstraint?
        for i in 0..<n {
            let v = views[i]
            let leading: LayoutConstraint
            if i == 0 {
                leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                cns.append(leading)
                cns.append(v.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -8))
                cns.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4))
                cns.append(v.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -8))
            } else {
                let p = views[(i - 1) / 2]
                leading =
                    i % 2 == 1
                    ? v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 4)
                    : v.leadingAnchor.constraint(equalTo: p.centerXAnchor, constant: 2)
                cns.append(leading)
                cns.append(v.widthAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.5))
                cns.append(v.topAnchor.constraint(equalTo: p.topAnchor, constant: 4))
                cns.append(v.heightAnchor.constraint(equalTo: p.heightAnchor, constant: -8))
            }
            nudged = leading
        }
        try LayoutConstraint.activate(cns)
        // The last node is a leaf: moving it moves nothing else.
        return LayoutScenarioParts(
            roots: [root], views: views, constraints: cns, nudged: nudged!, nudgedRoot: root,
            nudgedView: views[n - 1], minimumWidth: 320, maximumWidth: 2048)
    }

    /// The frame node `i` must have in its superview at the current root width and nudge.
    func expectedTreeFrame(_ i: Int) -> CGRect {
        let depth = Int.bitWidth - (i + 1).leadingZeroBitCount - 1
        let w = (width - 8) / CGFloat(1 << depth)
        let h = roots[0].frame.height - 8 * CGFloat(depth + 1)
        var x: CGFloat = i == 0 || i % 2 == 1 ? 4 : w + 2
        if i == views.count - 1 { x += nudgeOffset }
        return CGRect(x: x, y: 4, width: w, height: h)
    }

    /// The top node, its two children, a middle node and the last (nudged) node.
    func checkTree() throws(LayoutCheckFailure) {
        let n = views.count
        for i in Set([0, 1, min(2, n - 1), n / 2, n - 1]).sorted() {
            let e = expectedTreeFrame(i)
            try Self.expect(views[i], e.minX, e.minY, e.width, e.height, "tree node \(i) (root width \(width))")
        }
    }
}
