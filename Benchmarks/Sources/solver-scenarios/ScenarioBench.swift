import Cassowary
import SolverScenarios

/// kiwi_bench's main loop on our solver, timed the way kiwi_bench times it.
///
/// Per rep: a fresh scenario and solver, then build, the selected resize phases, the spot-check, toggles
/// and churn.
struct ScenarioBench {
    /// What to run.
    var arguments: BenchArguments

    /// Runs every rep and returns the collected times; throws on the first solver error or failed check.
    func run() throws(PhaseFailure) -> BenchResult {
        let a = arguments
        let phases = PhaseSet(a.phaseLetters)
        let clock = ContinuousClock()
        var result = BenchResult(arguments: a)
        for rep in 0..<a.reps {
            let runner = ScenarioRunner(Scenario(a.kind, size: a.size), addMode: a.addMode)
            result.views = runner.scenario.views.count
            result.constraints = runner.scenario.constraints.count

            let heapBefore = rep == 0 ? HeapUsage.allocatedBytes() : nil
            let t0 = clock.now
            do { try runner.build() } catch { throw PhaseFailure(phase: "build", rep: rep, underlying: error) }
            let t1 = clock.now
            result.build.append((t1 - t0).microseconds)
            if let heapBefore, let heapAfter = HeapUsage.allocatedBytes() {
                result.bytesPerConstraint = Double(heapAfter - heapBefore) / Double(result.constraints)
            }

            for mode in ResizeMode.allCases where phases.includes(mode) {
                let ta = clock.now
                do { try runner.resize(mode, edits: a.edits) } catch {
                    throw PhaseFailure(phase: mode.rawValue, rep: rep, underlying: error)
                }
                result.resize[mode, default: []].append((clock.now - ta).microseconds / Double(a.edits))
            }

            let check: Double
            do { check = try runner.checkLayout() } catch {
                throw PhaseFailure(phase: "check after resize", rep: rep, underlying: error)
            }
            result.containerWidth = check

            if phases.contains(.toggle) {
                var one: [Double] = []
                for q in 0..<ScenarioRunner.toggleCount {
                    let ta = clock.now
                    do { try runner.toggle(q) } catch { throw PhaseFailure(phase: "toggle \(q)", rep: rep, underlying: error) }
                    one.append((clock.now - ta).microseconds)
                }
                result.toggle.append(one.median ?? -1)
            }

            guard phases.contains(.churn) else { continue }
            let t4 = clock.now
            do { try runner.churn() } catch { throw PhaseFailure(phase: "churn", rep: rep, underlying: error) }
            let t5 = clock.now
            result.churn.append((t5 - t4).microseconds)
            do { try runner.checkChurn(expected: check) } catch {
                throw PhaseFailure(phase: "churn check", rep: rep, underlying: error)
            }
        }
        return result
    }
}
