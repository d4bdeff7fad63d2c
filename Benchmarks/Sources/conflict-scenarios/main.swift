// conflict-scenarios: required constraints that cannot hold (a row of equal widths too long for its
// root, or insets nested too deep), built and laid out in a small root, against the same tree in a roomy
// root where nothing conflicts, in the same reps; prints both medians and their ratio.
// Usage: conflict-scenarios <row|nest> [N=1000] [reps=3] [width=375] [height=667]
import AutoLayout
import Foundation
import LayoutScenarios
import SolverScenarios

let usage = "usage: conflict-scenarios <row|nest> [N=1000] [reps=3] [width=375] [height=667]"
var arguments = CommandLine.arguments.dropFirst()
guard let shapeName = arguments.popFirst(), let shape = ConflictScenario.Shape(rawValue: shapeName) else {
    exitWithMessage(usage, status: 2)
}
let numbers = arguments.map { Int($0) }
guard numbers.allSatisfy({ ($0 ?? 0) > 0 }), numbers.count <= 4 else { exitWithMessage(usage, status: 2) }
let count = numbers.first.flatMap { $0 } ?? 1_000
let reps = numbers.dropFirst().first.flatMap { $0 } ?? 3
let small = CGSize(width: numbers.dropFirst(2).first.flatMap { $0 } ?? 375, height: numbers.dropFirst(3).first.flatMap { $0 } ?? 667)
// Roomy enough that nothing conflicts: the row's gaps and the nest's insets fit with room to spare.
let roomy = CGSize(width: max(10_000, 4 * count), height: max(10_000, 4 * count))
let clock = ContinuousClock()
var times: [Bool: [Double]] = [:]
var conflicts = 0

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

do {
    for _ in 0..<reps {
        // Both roots in every rep, moments apart, so that each ratio compares like with like.
        for conflicting in [true, false] {
            let start = clock.now
            let scenario = try ConflictScenario(shape: shape, count: count, size: conflicting ? small : roomy)
            scenario.layout()
            times[conflicting, default: []].append(milliseconds(clock.now - start))
            try scenario.check()
            if conflicting { conflicts = scenario.conflicts.count }
        }
    }
} catch {
    exitWithMessage("conflict-scenarios \(shape.rawValue) N=\(count): \(error)", status: 1)
}

let conflicting = times[true]?.median ?? -1
let baseline = times[false]?.median ?? -1
func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}
print(
    "conflict \(shape.rawValue) N=\(count) reps=\(reps) size=\(Int(small.width))x\(Int(small.height)) conflicts=\(conflicts)"
        + " build+layout_ms conflicting=\(format(conflicting)) roomy=\(format(baseline))"
        + " ratio=\((conflicting / baseline * 100).rounded() / 100)")
