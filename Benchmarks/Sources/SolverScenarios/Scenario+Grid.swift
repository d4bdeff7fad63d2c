import Cassowary

extension Scenario {
    /// kiwi_bench's `make_grid`: k × k cells 44 high, equal widths within each row, each row spanning the
    /// container from its left edge to its right edge.
    mutating func makeGrid() {
        let k = Scenario.gridSide(size)
        views = Scenario.makeViews(k * k)
        let c = container
        var cns: [Constraint] = []
        cns.reserveCapacity(4 * k * k + 3)
        cns.append(c.left == 0)
        cns.append(c.top == 0)
        for r in 0..<k {
            for col in 0..<k {
                let v = views[r * k + col]
                if col == 0 {
                    cns.append(v.left == c.left)
                } else {
                    let p = views[r * k + col - 1]
                    cns.append(v.left == p.left + p.width)
                    cns.append(v.width == p.width)
                }
                if r == 0 {
                    cns.append(v.top == c.top)
                } else {
                    let up = views[(r - 1) * k + col]
                    cns.append(v.top == up.top + up.height)
                }
                cns.append(v.height == 44)
            }
            let last = views[r * k + k - 1]
            cns.append(last.left + last.width == c.left + c.width)
        }
        cns.append(c.height == Double(k) * 44.0)
        constraints = cns
        minimumWidth = 320
        maximumWidth = 2048
        initialWidth = 1024
    }
}
