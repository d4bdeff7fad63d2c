import Foundation
import LayoutScenarios
import SolverScenarios

/// The medians over all reps, printed as one line: AutoLayout's figures, then the solver's, then ratios.
struct LayoutResult {
    /// The arguments of the run.
    var arguments: LayoutArguments
    /// Views placed by constraints (roots excluded).
    var views = 0
    /// Constraints activated by the scenario.
    var constraints = 0
    /// Creating views, adding them and activating the constraints, µs, one per rep.
    var build: [Double] = []
    /// The first `layoutIfNeeded()`, µs, one per rep.
    var layout: [Double] = []
    /// Minor page faults during the build, one per rep.
    var buildFaults: [Double] = []
    /// Minor page faults during the first layout, one per rep.
    var layoutFaults: [Double] = []
    /// The machine's cost of a page fault, µs (`PageFaultProbe`), one per rep.
    var pageFault: [Double] = []
    /// Root resize + `layoutIfNeeded()`, one per rep.
    var resize: [EditTimes] = []
    /// Mean per constant change + `layoutIfNeeded()`, µs, one per rep.
    var constantChange: [EditTimes] = []
    /// Freeing the scenario (views, constraints, engine) after its edits, µs, one per rep.
    var teardown: [Double] = []
    /// Heap growth across the first rep's build and layout, per activated constraint.
    var bytesPerConstraint: Double?
    /// The part of that growth from the first layout alone (the engine and its solver).
    var layoutBytesPerConstraint: Double?
    /// The raw solver's samples, one per rep (empty without a baseline).
    var solver: [SolverSample] = []
    /// The root width after the last rep.
    var width = 0.0

    /// The result line.
    ///
    /// `best_total_*` is the quickest rep's build and layout: on a shared machine whose speed drifts,
    /// the rep its neighbours disturbed least, reported beside the median rather than in its place.
    ///
    /// Chain, tree and grid report the whole tree (`build_ms`, `layout_ms`, `total_ms`, and per edit
    /// `resize_us`, `const_us`, the median edit, with `resize_first_us`, `const_first_us`, the first); the
    /// feed reports per cell (`*_per_cell`), its constant change being one cell's.
    var line: String {
        func med(_ samples: [Double]) -> Double { samples.median ?? -1 }
        func f(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
        let a = arguments
        let total = zip(build, layout).map { $0 + $1 }
        let perCell = a.shape == .feed
        let cells = perCell ? Double(a.size) : 1
        let unit = perCell ? "_per_cell" : ""
        var s = "\(a.shape.rawValue) N=\(a.size) views=\(views) cns=\(constraints)"
        s += " reps=\(a.reps) edits=\(a.edits) heap=\(a.heap.rawValue)"
        if perCell {
            s += " build_us_per_cell=" + f(med(build) / cells, 2)
            s += " layout_us_per_cell=" + f(med(layout) / cells, 2)
            s += " total_us_per_cell=" + f(med(total) / cells, 2)
            s += " best_total_us_per_cell=" + f((total.min() ?? -1) / cells, 2)
        } else {
            s += " build_ms=" + f(med(build) / 1000, 3)
            s += " layout_ms=" + f(med(layout) / 1000, 3)
            s += " total_ms=" + f(med(total) / 1000, 3)
            s += " best_total_ms=" + f((total.min() ?? -1) / 1000, 3)
        }
        s += " build_faults\(unit)=" + f(med(buildFaults) / cells, perCell ? 2 : 0)
        s += " layout_faults\(unit)=" + f(med(layoutFaults) / cells, perCell ? 2 : 0)
        s += " page_fault_us=" + f(med(pageFault), 2)
        s += " teardown\(perCell ? "_us_per_cell" : "_ms")=" + f(med(teardown) / (perCell ? cells : 1000), perCell ? 2 : 3)
        s += " resize_us\(unit)=" + f(med(resize.map(\.median)) / cells, 2)
        s += " resize_first_us\(unit)=" + f(med(resize.map(\.first)) / cells, 2)
        s += " const_us=" + f(med(constantChange.map(\.median)), 2)
        s += " const_first_us=" + f(med(constantChange.map(\.first)), 2)
        s += " bytes_per_constraint=" + f(bytesPerConstraint ?? -1, 1)
        s += " layout_bytes_per_constraint=" + f(layoutBytesPerConstraint ?? -1, 1)
        s += " width=" + f(width, 1)
        guard !solver.isEmpty else { return s }
        let create = solver.map(\.create), solverBuild = solver.map(\.build)
        let solverTotal = zip(create, solverBuild).map { $0 + $1 }
        s += " | solver create_ms=" + f(med(create) / 1000, 3)
        s += " build_ms=" + f(med(solverBuild) / 1000, 3)
        s += " total_ms=" + f(med(solverTotal) / 1000, 3)
        s += " resize_us=" + f(med(solver.map(\.resize.median)), 2)
        s += " resize_first_us=" + f(med(solver.map(\.resize.first)), 2)
        s += " const_us=" + f(med(solver.map(\.constantChange.median)), 2)
        s += " const_first_us=" + f(med(solver.map(\.constantChange.first)), 2)
        s += " bytes_per_constraint=" + f(solver.first?.bytesPerConstraint ?? -1, 1)
        // Medians of per-rep ratios: each rep times both on the same machine state.
        s += " | ratio total=" + f(med(zip(total, solverTotal).map { $0 / $1 }), 2)
        s += " build=" + f(med(zip(total, solverBuild).map { $0 / $1 }), 2)
        s += " resize=" + f(med(zip(resize, solver).map { $0.median / $1.resize.median }), 2)
        s += " const=" + f(med(zip(constantChange, solver).map { $0.median / $1.constantChange.median }), 2)
        return s
    }
}
