// text-scenarios: N two-line labels in a column (build, then layout with wrapping: two solves) against
// the same column of fixed-size views, timed in alternating reps of the same run; one result line with
// medians and the ratios labels / fixed.
//
//   text-scenarios [N=1000] [reps=7]
import Foundation
import LayoutScenarios
import SolverScenarios

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ $0 != nil && $0! > 0 }), arguments.count <= 2 else {
    exitWithMessage("usage: text-scenarios [N=1000] [reps=7]", status: 2)
}
let size = arguments.first.flatMap { $0 } ?? 1000
let reps = arguments.dropFirst().first.flatMap { $0 } ?? 7

/// Build and layout times of one column, in milliseconds.
func measure(labels: Bool) -> (build: Double, layout: Double) {
    let clock = ContinuousClock()
    let t0 = clock.now
    let column: LabelColumn
    do { column = try LabelColumn(size: size, labels: labels) } catch {
        exitWithMessage("build failed: \(error)", status: 1)
    }
    let t1 = clock.now
    column.layout()
    let t2 = clock.now
    do { try column.check() } catch {
        exitWithMessage("\(labels ? "labels" : "fixed") N=\(size): \(error)", status: 1)
    }
    func ms(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }
    return (ms(t1 - t0), ms(t2 - t1))
}

var fixed: [(build: Double, layout: Double)] = []
var labels: [(build: Double, layout: Double)] = []
_ = measure(labels: false)
_ = measure(labels: true)
for _ in 0..<reps {
    fixed.append(measure(labels: false))
    labels.append(measure(labels: true))
}
let fixedBuild = fixed.map(\.build).median ?? 0
let fixedLayout = fixed.map(\.layout).median ?? 0
let fixedTotal = fixed.map { $0.build + $0.layout }.median ?? 0
let labelBuild = labels.map(\.build).median ?? 0
let labelLayout = labels.map(\.layout).median ?? 0
let labelTotal = labels.map { $0.build + $0.layout }.median ?? 0
func f(_ value: Double) -> String { String(format: "%.3f", value) }
print(
    "label-column N=\(size) reps=\(reps) fixed_build_ms=\(f(fixedBuild)) fixed_layout_ms=\(f(fixedLayout)) "
        + "fixed_total_ms=\(f(fixedTotal)) labels_build_ms=\(f(labelBuild)) labels_layout_ms=\(f(labelLayout)) "
        + "labels_total_ms=\(f(labelTotal)) layout_ratio=\(f(labelLayout / fixedLayout)) "
        + "total_ratio=\(f(labelTotal / fixedTotal))")
