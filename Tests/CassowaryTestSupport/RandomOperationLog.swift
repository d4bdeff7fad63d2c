/// Seeded random operation logs in the solver replay format (`n`, `def`, `add`, `remove`, `update`,
/// `edit`, `suggest`, `unedit` lines): long add/remove/edit/constant sequences on small sparse systems.
public struct RandomOperationLog: Sendable {
    /// The number of variables, `v0` … `v(n-1)`.
    public var variableCount = 20
    /// The most terms a constraint has (at least one).
    public var maximumTerms = 4
    /// The largest coefficient magnitude; coefficients are non-zero integers.
    public var maximumCoefficient = 3
    /// The largest constant magnitude; constants are integers.
    public var maximumConstant = 1000
    /// The most constraints held at once; past it, the next operation is a removal.
    public var maximumHeld = 40
    /// Whether edit variables, suggestions and constant updates are mixed in.
    public var includesEdits = true

    /// A generator with the defaults: 20 variables, 1–4 terms, coefficients ±1…3, constants within ±1000.
    public init() {}

    /// The log of `operations` operations for `seed`.
    ///
    /// A third of the operations remove a constraint the log added (whether or not the solver accepted
    /// it: a replay skips orphans); the rest add a new constraint at priority 1000, 750, 500 or 250, and,
    /// with edits, a quarter of them update a constant or make, suggest to or drop an edit variable.
    public func lines(seed: UInt64, operations: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        var lines = ["n \(variableCount)"]
        var live: [Int] = []
        var next = 0
        var edited: [Int] = []
        let priorities: [Float] = [1000, 750, 500, 250]
        for _ in 0..<operations {
            let choice = random.int(in: 0..<12)
            if !live.isEmpty, choice < 4 || live.count >= maximumHeld {
                let index = random.int(in: 0...(live.count - 1))
                lines.append("remove \(live.remove(at: index))")
            } else if includesEdits, choice == 4, !live.isEmpty {
                let key = live[random.int(in: 0...(live.count - 1))]
                lines.append("update \(key) \(random.int(in: -maximumConstant...maximumConstant))")
            } else if includesEdits, choice == 5 {
                let v = random.int(in: 0...(variableCount - 1))
                if let at = edited.firstIndex(of: v) {
                    edited.remove(at: at)
                    lines.append("unedit \(v)")
                } else {
                    edited.append(v)
                    lines.append("edit \(v)")
                }
            } else if includesEdits, choice == 6, !edited.isEmpty {
                let v = edited[random.int(in: 0...(edited.count - 1))]
                lines.append("suggest \(v) \(random.int(in: -maximumConstant...maximumConstant))")
            } else {
                let relation = ["eq", "le", "ge"][random.int(in: 0...2)]
                let priority = priorities[random.int(in: 0...3)]
                let constant = random.int(in: -maximumConstant...maximumConstant)
                var used: Set<Int> = []
                var terms: [String] = []
                for _ in 0..<random.int(in: 1...max(1, maximumTerms)) {
                    let v = random.int(in: 0...(variableCount - 1))
                    guard used.insert(v).inserted else { continue }
                    let magnitude = random.int(in: 1...max(1, maximumCoefficient))
                    terms.append("\(v):\(random.int(in: 0...1) == 0 ? -magnitude : magnitude).0")
                }
                lines.append("def \(next) \(relation) \(priority) \(constant).0 " + terms.joined(separator: " "))
                lines.append("add \(next)")
                live.append(next)
                next += 1
            }
        }
        return lines
    }
}

extension SplitMix64 {
    /// A uniformly distributed integer in the half-open `range`.
    mutating func int(in range: Range<Int>) -> Int { int(in: range.lowerBound...(range.upperBound - 1)) }
}
