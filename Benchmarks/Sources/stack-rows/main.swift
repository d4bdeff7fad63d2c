// stack-rows: N settings rows (title Label, detail Label, Switch) built with StackView and, in the same
// rep, with the equivalent hand-written constraints; prints the medians and the stack/hand ratios.
// Usage: stack-rows [rows=1000] [reps=5]
import AutoLayout
import Foundation
import LayoutScenarios
import SolverScenarios

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ ($0 ?? 0) > 0 }) else {
    exitWithMessage("usage: stack-rows [rows=1000] [reps=5]", status: 2)
}
let rows = arguments.first.flatMap { $0 } ?? 1_000
let reps = arguments.dropFirst().first.flatMap { $0 } ?? 5
let clock = ContinuousClock()
var build: [StackRowsScenario.Style: [Double]] = [:]
var resize: [StackRowsScenario.Style: [Double]] = [:]
var hide: [StackRowsScenario.Style: [Double]] = [:]

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

do {
    for _ in 0..<reps {
        // Both styles in every rep, moments apart, so that each ratio compares like with like.
        for style in StackRowsScenario.Style.allCases {
            let start = clock.now
            let scenario = try StackRowsScenario(style: style, rows: rows)
            scenario.layout()
            build[style, default: []].append(milliseconds(clock.now - start))
            try scenario.check()
            let resized = clock.now
            scenario.resize(to: 320)
            scenario.resize(to: StackRowsScenario.initialWidth)
            resize[style, default: []].append(milliseconds(clock.now - resized) / 2)
            try scenario.check()
            // Hiding and showing a middle row's detail: the stack's own bookkeeping against toggling
            // the hand-written row's width constraint.
            let detail = scenario.items[rows / 2][1]
            let hidden = clock.now
            if style == .stackViews {
                detail.isHidden = true
                scenario.layout()
                detail.isHidden = false
                scenario.layout()
            } else {
                let zero = detail.widthAnchor.constraint(equalToConstant: 0)
                try LayoutConstraint.activate([zero])
                scenario.layout()
                LayoutConstraint.deactivate([zero])
                scenario.layout()
            }
            hide[style, default: []].append(milliseconds(clock.now - hidden) / 2)
            try scenario.check()
        }
    }
} catch {
    exitWithMessage("stack-rows N=\(rows): \(error)", status: 1)
}

func line(_ name: String, _ samples: [StackRowsScenario.Style: [Double]]) -> String {
    let stack = samples[.stackViews]?.median ?? -1
    let hand = samples[.handWritten]?.median ?? -1
    return "\(name)_ms stack=\(String(format: "%.3f", stack)) hand=\(String(format: "%.3f", hand))"
        + " ratio=\(String(format: "%.2f", stack / hand))"
}
print("stack-rows rows=\(rows) reps=\(reps)")
print(line("build+layout", build))
print(line("resize", resize))
print(line("hide+show", hide))
