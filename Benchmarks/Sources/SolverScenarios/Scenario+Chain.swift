import Cassowary

extension Scenario {
    /// kiwi_bench's `make_chain`: views in a row separated by 8, each `>= 20` and weakly `== 100` wide.
    mutating func makeChain() {
        let n = size
        views = Scenario.makeViews(n)
        let c = container
        var cns: [Constraint] = []
        cns.reserveCapacity(5 * n + 4)
        cns.append(c.left == 0)
        cns.append(c.top == 0)
        cns.append(c.height == 64)
        for i in 0..<n {
            let v = views[i]
            if i == 0 {
                cns.append(v.left == c.left + 8)
            } else {
                let p = views[i - 1]
                cns.append(v.left == p.left + p.width + 8)
            }
            cns.append(v.width >= 20)
            cns.append((v.width == 100).withPriority(.weak))
            cns.append(v.top == 10)
            cns.append(v.height == 44)
        }
        let last = views[n - 1]
        cns.append(c.left + c.width >= last.left + last.width + 8)
        constraints = cns
        // natural width n*108+8, minimum n*28+8: resize within [min, natural] so views flex
        minimumWidth = Double(n) * 28.0 + 8
        maximumWidth = Double(n) * 108.0 + 8
        initialWidth = maximumWidth
    }
}
