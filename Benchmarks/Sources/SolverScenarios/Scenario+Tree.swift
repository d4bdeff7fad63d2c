import Cassowary

extension Scenario {
    /// kiwi_bench's `make_tree`: a balanced binary tree; node 0 is inset by 4 in the container, the first
    /// child of each node sits at its left, the second at its middle, both half its width minus 6.
    mutating func makeTree() {
        let n = size
        views = Scenario.makeViews(n)
        let c = container
        var cns: [Constraint] = []
        cns.reserveCapacity(4 * n + 3)
        cns.append(c.left == 0)
        cns.append(c.top == 0)
        cns.append(c.height == 800)
        for i in 0..<n {
            let v = views[i]
            if i == 0 {
                cns.append(v.left == c.left + 4)
                cns.append(v.width == c.width - 8)
                cns.append(v.top == c.top + 4)
                cns.append(v.height == c.height - 8)
            } else {
                let p = views[(i - 1) / 2]
                let second = i % 2 == 0
                if !second {
                    cns.append(v.left == p.left + 4)
                } else {
                    cns.append(v.left == p.left + 0.5 * p.width + 2)
                }
                cns.append(v.width == 0.5 * p.width - 6)
                cns.append(v.top == p.top + 4)
                cns.append(v.height == p.height - 8)
            }
        }
        constraints = cns
        minimumWidth = 320
        maximumWidth = 2048
        initialWidth = 1024
    }
}
