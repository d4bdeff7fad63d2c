// layout-file-scenarios: the trees of three large layout files, built through the public API as the
// `autolayout` CLI's builder builds them, then laid out and checked frame by frame; prints each median.
// Usage: layout-file-scenarios [declarations=100000] [depth=1000] [optional=5000] [reps=3]
//   declarations: `view Vi`, `Vi.width = i`, `Vi.height = 2` in the root.
//   depth: `view Ni` nested in N(i-1), each `H:|-1-[Ni]-1-|` and `V:|-1-[Ni]-1-|` in its superview.
//   optional: one view, `A.height = 1`, `A.width = 0 @250` and `A.width >= i @500` for each i.
import AutoLayout
import Foundation
import SolverScenarios

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ ($0 ?? 0) > 0 }) else {
    exitWithMessage("usage: layout-file-scenarios [declarations=100000] [depth=1000] [optional=5000] [reps=3]", status: 2)
}
let declarations = arguments.first.flatMap { $0 } ?? 100_000
let depth = arguments.dropFirst().first.flatMap { $0 } ?? 1_000
let optional = arguments.dropFirst(2).first.flatMap { $0 } ?? 5_000
let reps = arguments.dropFirst(3).first.flatMap { $0 } ?? 3
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func check(_ view: View, _ expected: CGRect, _ what: String) {
    guard abs(view.frame.minX - expected.minX) < 1e-6, abs(view.frame.minY - expected.minY) < 1e-6,
        abs(view.frame.width - expected.width) < 1e-6, abs(view.frame.height - expected.height) < 1e-6
    else { exitWithMessage("\(what): frame \(view.frame), expected \(expected)", status: 1) }
}

func plainView(in parent: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

func manyDeclarations() throws(LayoutError) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for i in 0..<declarations {
        let view = plainView(in: root)
        views.append(view)
        constraints.append(view.widthAnchor.constraint(equalToConstant: CGFloat(i)))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 2))
    }
    try LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    for (i, view) in views.enumerated() { check(view, CGRect(x: 0, y: 0, width: CGFloat(i), height: 2), "V\(i)") }
}

func deepNesting() throws(LayoutError) {
    let size = CGFloat(4 * depth)
    let root = View(frame: CGRect(x: 0, y: 0, width: size, height: size))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for _ in 0..<depth {
        let parent = views.last ?? root
        let view = plainView(in: parent)
        views.append(view)
        constraints += [
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
            parent.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 1),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            parent.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 1),
        ]
    }
    try LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    for (i, view) in views.enumerated() {
        let side = size - CGFloat(2 * (i + 1))
        check(view, CGRect(x: 1, y: 1, width: side, height: side), "N\(i)")
    }
}

func optionalConstraints() throws(LayoutError) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = plainView(in: root)
    let floor = view.widthAnchor.constraint(equalToConstant: 0)
    floor.priority = .defaultLow
    var constraints = [view.heightAnchor.constraint(equalToConstant: 1), floor]
    for i in 0..<optional {
        let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(i))
        atLeast.priority = LayoutPriority(500)
        constraints.append(atLeast)
    }
    try LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    check(view, CGRect(x: 0, y: 0, width: CGFloat(optional - 1), height: 1), "A")
}

var times: [String: [Double]] = [:]
let scenarios: [(String, () throws(LayoutError) -> Void)] = [
    ("declarations=\(declarations)", manyDeclarations), ("depth=\(depth)", deepNesting),
    ("optional=\(optional)", optionalConstraints),
]
do {
    for _ in 0..<reps {
        for (name, run) in scenarios {
            let start = clock.now
            try run()
            times[name, default: []].append(milliseconds(clock.now - start))
        }
    }
} catch {
    exitWithMessage("layout-file-scenarios: \(error)", status: 1)
}
for (name, _) in scenarios {
    let sorted = (times[name] ?? []).sorted()
    print("\(name): median \(String(format: "%.1f", sorted[sorted.count / 2])) ms over \(reps) reps")
}
