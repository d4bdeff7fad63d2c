import AutoLayout
import Foundation

extension LayoutScenario {
    /// The k of a k × k grid: round(√N), as the solver's grid (kiwi's `lround(sqrt(n))`).
    static func gridSide(_ size: Int) -> Int {
        Int(Double(size).squareRoot().rounded(.toNearestOrAwayFromZero))
    }

    /// The solver's grid with views: k × k sibling cells 44 high; in each row the cells are adjacent
    /// and equally wide, the first at the root's leading edge and the last ending at its trailing edge;
    /// rows stack from the root's top. Fully determined.
    static func makeGrid(_ size: Int) throws(LayoutError) -> LayoutScenarioParts {
        let k = gridSide(size)
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: CGFloat(k) * 44))
        var views: [View] = []
        views.reserveCapacity(k * k)
        for _ in 0..<(k * k) {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
        }
        var cns: [LayoutConstraint] = []
        cns.reserveCapacity(4 * k * k)
        var nudged: LayoutConstraint?
        for r in 0..<k {
            for c in 0..<k {
                let v = views[r * k + c]
                if c == 0 {
                    cns.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor))
                } else {
                    let p = views[r * k + c - 1]
                    cns.append(v.leadingAnchor.constraint(equalTo: p.trailingAnchor))
                    cns.append(v.widthAnchor.constraint(equalTo: p.widthAnchor))
                }
                if r == 0 {
                    cns.append(v.topAnchor.constraint(equalTo: root.topAnchor))
                } else {
                    cns.append(v.topAnchor.constraint(equalTo: views[(r - 1) * k + c].bottomAnchor))
                }
                let height = v.heightAnchor.constraint(equalToConstant: 44)
                cns.append(height)
                nudged = height
            }
            cns.append(views[r * k + k - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor))
        }
        try LayoutConstraint.activate(cns)
        // The last cell's height: nothing sits below it, so only that cell changes.
        return LayoutScenarioParts(
            roots: [root], views: views, constraints: cns, nudged: nudged!, nudgedRoot: root,
            nudgedView: views[k * k - 1], minimumWidth: 320, maximumWidth: 2048)
    }

    /// The first cell, the last of the first row, a middle cell and the last (nudged) cell.
    func checkGrid() throws(LayoutCheckFailure) {
        let k = Self.gridSide(size)
        let w = width / CGFloat(k)
        for index in Set([0, k - 1, (k / 2) * k + k / 2, k * k - 1]).sorted() {
            let (r, c) = index.quotientAndRemainder(dividingBy: k)
            let h = index == k * k - 1 ? 44 + nudgeOffset : 44
            try Self.expect(
                views[index], CGFloat(c) * w, CGFloat(r) * 44, w, h, "grid cell (\(r), \(c)) (root width \(width))")
        }
    }
}
