import AutoLayout
import Foundation
import LayoutScenarios
import SolverScenarios

/// The reps of one run: per rep a fresh AutoLayout scenario (build, first layout, nudges, resizes,
/// checks), then the raw solver on the equivalent system, so that each rep's ratio compares figures
/// taken moments apart on a machine whose speed drifts.
struct LayoutBench {
    /// What to run.
    var arguments: LayoutArguments

    /// Runs every rep and returns the collected times; throws on the first error or failed check.
    func run() throws(LayoutFailure) -> LayoutResult {
        var a = arguments
        let clock = ContinuousClock()
        // Cold reps keep freed pages too: each returns them all before it starts, so none is left to
        // the chance of the allocator's rules.
        if a.heap != .system, !HeapUsage.keepFreedPages() {
            guard a.heap == .warm else {
                throw LayoutFailure(phase: "setup", rep: 0, underlying: HeapModeUnavailable())
            }
            a.heap = .system
        }
        var result = LayoutResult(arguments: a)
        for rep in 0..<a.reps {
            let measureHeap = rep == 0
            if a.heap == .cold, !HeapUsage.releaseFreePages() {
                throw LayoutFailure(phase: "setup", rep: rep, underlying: HeapModeUnavailable())
            }
            if let probe = PageFaultProbe.microsecondsPerPage() { result.pageFault.append(probe) }
            let heapBefore = measureHeap ? HeapUsage.allocatedBytes() : nil
            let faults0 = Self.minorFaults()
            let t0 = clock.now
            let scenario: LayoutScenario
            do { scenario = try LayoutScenario(a.shape, size: a.size) } catch {
                throw LayoutFailure(phase: "build", rep: rep, underlying: error)
            }
            let t1 = clock.now
            let faults1 = Self.minorFaults()
            let heapBuilt = measureHeap ? HeapUsage.allocatedBytes() : nil
            let t2 = clock.now
            scenario.layout()
            let t3 = clock.now
            let faults3 = Self.minorFaults()
            let heapLaidOut = measureHeap ? HeapUsage.allocatedBytes() : nil
            result.build.append((t1 - t0).microseconds)
            result.layout.append((t3 - t2).microseconds)
            result.buildFaults.append(Double(faults1 - faults0))
            result.layoutFaults.append(Double(faults3 - faults1))
            result.views = scenario.views.count
            result.constraints = scenario.constraints.count
            if let heapBefore, let heapBuilt, let heapLaidOut {
                let count = Double(scenario.constraints.count)
                result.bytesPerConstraint = Double(heapLaidOut - heapBefore) / count
                result.layoutBytesPerConstraint = Double(heapLaidOut - heapBuilt) / count
            }
            try check(scenario, "check after layout", rep)
            // heaptrack reports what is still allocated at exit: exiting here lists what the build and
            // the first layout keep, which is what bytes_per_constraint measures.
            if measureHeap, ProcessInfo.processInfo.environment["LAYOUT_EXIT_AFTER_FIRST_LAYOUT"] != nil {
                exit(0)
            }

            // Nudges first: at the chain's natural width the nudged gap moves the last view alone.
            // The timed edits are not checked one by one: reading every frame between two edits would
            // evict what the next one reads. A check pass over the same edits follows, untimed.
            result.constantChange.append(EditTimes.measure(a.edits) { scenario.nudge(edit: $0) })
            try check(scenario, "check after constant changes", rep)

            let widths = (0..<a.edits).map { scenario.resizeWidth(edit: $0) }
            result.resize.append(EditTimes.measure(a.edits) { scenario.resize(to: widths[$0]) })
            try check(scenario, "check after resizes", rep)
            for (e, width) in widths.enumerated() {
                scenario.resize(to: width)
                try check(scenario, "check at resize \(e)", rep)
            }
            for e in 0..<2 {
                scenario.nudge(edit: e)
                try check(scenario, "check at constant change \(e) after the resizes", rep)
            }
            result.width = Double(scenario.width)
            // Timed from the last reference: the views, the constraints and the engine go together.
            result.teardown.append(Self.timeRelease(consume scenario, clock: clock))

            guard a.solverBaseline, let kind = SolverBaseline.kind(of: a.shape) else { continue }
            do {
                result.solver.append(
                    try SolverBaseline.run(
                        kind, size: a.size, widths: widths.map { Double($0) }, edits: a.edits,
                        measureHeap: measureHeap))
            } catch {
                throw LayoutFailure(phase: "solver", rep: rep, underlying: error)
            }
        }
        return result
    }

    /// The process's minor page faults so far: each is a first touch of a fresh page, which the
    /// kernel pays for and no instruction count of ours shows.
    private static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// The time to free `scenario`, given its last reference, µs.
    private static func timeRelease(_ scenario: consuming LayoutScenario, clock: ContinuousClock) -> Double {
        let start = clock.now
        _ = consume scenario
        return (clock.now - start).microseconds
    }

    private func check(_ scenario: LayoutScenario, _ phase: String, _ rep: Int) throws(LayoutFailure) {
        do { try scenario.check() } catch { throw LayoutFailure(phase: phase, rep: rep, underlying: error) }
    }
}
