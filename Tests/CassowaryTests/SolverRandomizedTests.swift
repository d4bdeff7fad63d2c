@testable import Cassowary
import CassowaryTestSupport
import Foundation
import XCTest

/// Randomized differential tests of ``Solver`` against the brute-force ``LexicographicOracle``.
///
/// Every case is a seeded scenario: a random system (see ``RandomSystemGenerator``) fed to a solver with
/// invariant checks on, followed by removals, edits, constant and priority updates. After each step the
/// solver's values are compared with the oracle's on the equivalent plain system: every variable the optimum
/// determines must match, the solver's point must satisfy every required constraint, and its error per level
/// must equal the optimum's (which also checks variables the optimum leaves free). Rejected adds are checked
/// against the oracle: the reported conflict set must be a minimal infeasible set of accepted required
/// constraints.
///
/// Reproduce a failure with the seed it prints:
/// `CASSOWARY_RANDOM_SEED=0x… swift test --filter SolverRandomizedTests/<test>`.
/// `CASSOWARY_RANDOM_SCALE=10` multiplies every case count for a longer soak. If the solver traps (which ends
/// the process before any report), `CASSOWARY_RANDOM_VERBOSE=1` narrates every case (seed and system) and
/// operation on standard error before it runs, so the last lines name the culprit.
final class SolverRandomizedTests: XCTestCase {
    func testIncrementalAddsMatchOracle() {
        runScenarios(test: #function, base: 0xADD5_0000_0000, count: 2000) { $0.runIncrementalAdds() }
    }

    func testBatchAddsMatchOracle() {
        runScenarios(test: #function, base: 0xBA7C_0000_0000, count: 600) { $0.runBatchAdds() }
    }

    func testRemovalsReaddsAndResetMatchOracle() {
        runScenarios(test: #function, base: 0x4E30_0000_0000, count: 1000) { $0.runRemovals() }
    }

    func testEditsAndUpdatesMatchOracle() {
        runScenarios(test: #function, base: 0xED17_0000_0000, count: 800) { $0.runEditsAndUpdates() }
    }

    func testRowsInLargeBlocksMatchOracle() {
        // Every row of more than two terms in a block of its own, through edits, constant and priority
        // updates, then removals: the storage paths a row of 4,096 terms takes in a large tableau.
        runScenarios(test: #function, base: 0x1A26_0000_0000, count: 200, largeBlockSize: 4) {
            $0.runEditsAndUpdates()
            $0.runRemovals(continuing: true)
        }
    }

    func testLongRowAdditionsMatchOracle() {
        // Every row added into another as a long source is (read in place, its target's terms found
        // through the position map, or by their columns when the target is over four times longer):
        // the paths a pivot on a row of thousands of terms takes, through every kind of operation.
        runScenarios(test: #function, base: 0x1085_0000_0000, count: 400, longSourceTerms: 1) {
            $0.runEditsAndUpdates()
            $0.runRemovals(continuing: true)
        }
    }

    func testReplayingASeedGivesIdenticalValues() {
        // Edits followed by removals touch every kind of operation; agreement with the oracle is the other
        // tests' business, this one only asks for the same bits twice.
        var mismatches: [String] = []
        for seed in Self.seeds(base: 0x5A3E_0000_0000, count: 40) {
            let first = RandomScenario(seed: seed, test: #function)
            first.runEditsAndUpdates()
            first.runRemovals(continuing: true)
            let second = RandomScenario(seed: seed, test: #function)
            second.runEditsAndUpdates()
            second.runRemovals(continuing: true)
            // Bit-for-bit: the same operations must give the same doubles, not merely close ones.
            let same = first.trace.count == second.trace.count
                && zip(first.trace, second.trace).allSatisfy { a, b in
                    a.count == b.count && zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
                }
            if !same || first.log != second.log {
                mismatches.append("seed \(Self.hex(seed)): replay differs\n" + first.context())
            }
        }
        XCTAssert(mismatches.isEmpty, mismatches.prefix(3).joined(separator: "\n\n"))
    }

    // MARK: Running

    /// Runs one scenario per seed and reports every failing seed, with full detail for the first three.
    private func runScenarios(
        test: String, base: UInt64, count: Int, largeBlockSize: Int = Tableau.largeBlockSize,
        longSourceTerms: Int = Tableau.longSourceTerms, _ body: (RandomScenario) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let seeds = Self.seeds(base: base, count: count)
        var failures: [RandomScenario] = []
        var totals = RandomScenario.Statistics()
        let clock = ContinuousClock()
        let start = clock.now
        for seed in seeds {
            let scenario = RandomScenario(
                seed: seed, test: test, largeBlockSize: largeBlockSize, longSourceTerms: longSourceTerms)
            body(scenario)
            totals.add(scenario.statistics)
            if scenario.failure != nil { failures.append(scenario) }
        }
        let elapsed = clock.now - start
        print("\(test): \(seeds.count) cases in \(elapsed): \(totals)")
        guard !failures.isEmpty else { return }
        let list = failures.map { Self.hex($0.seed) }.joined(separator: ", ")
        let details = failures.prefix(3).compactMap(\.failure).joined(separator: "\n\n")
        XCTFail("\(failures.count) of \(seeds.count) cases failed; seeds: \(list)\n\n\(details)", file: file, line: line)
    }

    /// The seeds to run: `CASSOWARY_RANDOM_SEED` alone when set, otherwise `count` (times
    /// `CASSOWARY_RANDOM_SCALE`) seeds derived from `base`.
    static func seeds(base: UInt64, count: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["CASSOWARY_RANDOM_SEED"], let seed = parseSeed(text) {
            return [seed]
        }
        let scale = environment["CASSOWARY_RANDOM_SCALE"].flatMap(Double.init) ?? 1
        let scaled = max(1, Int((Double(count) * scale).rounded()))
        return (0..<scaled).map { SplitMix64.mix(base &+ UInt64($0)) }
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return UInt64(trimmed.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16)
        }
        return UInt64(trimmed)
    }

    /// A seed as `0x` followed by 16 hex digits, the form `CASSOWARY_RANDOM_SEED` accepts.
    static func hex(_ seed: UInt64) -> String {
        let digits = String(seed, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// One seeded run of operations on a solver, mirrored on a plain description the oracle can solve.
private final class RandomScenario {
    /// Counters summed over all cases of a test, printed so a run shows how much it actually checked.
    struct Statistics: CustomStringConvertible {
        var comparisons = 0
        var determinedValues = 0
        var freeValues = 0
        var rejectedAdds = 0
        var delicateSkips = 0
        var operations = 0

        mutating func add(_ other: Statistics) {
            comparisons += other.comparisons
            determinedValues += other.determinedValues
            freeValues += other.freeValues
            rejectedAdds += other.rejectedAdds
            delicateSkips += other.delicateSkips
            operations += other.operations
        }

        var description: String {
            "\(operations) operations, \(comparisons) oracle comparisons, \(determinedValues) determined values "
                + "checked (\(freeValues) free), \(rejectedAdds) refused adds and constant changes verified, "
                + "\(delicateSkips) numerically delicate comparisons skipped"
        }
    }

    private struct Edit {
        var variable: Int
        var priority: Float
        var value: Double
    }

    let seed: UInt64
    let test: String
    private var rng: SplitMix64
    let system: OracleSystem
    private let variables: [Variable]
    private let objects: [Constraint]
    /// The solver's view of each constraint, updated by constant and priority changes.
    private var current: [OracleConstraint]
    /// Indices of the constraints in the solver, in the order they were (last) added.
    private var inSolver: [Int] = []
    private var edits: [Edit] = []
    /// Variables some accepted constraint or edit has mentioned since the last reset; the others must read 0.
    private var mentioned: Set<Int> = []
    private let solver = Solver()

    private(set) var log: [String] = []
    /// The solver's values at every comparison, for the replay test.
    private(set) var trace: [[Double]] = []
    private(set) var failure: String?
    private(set) var statistics = Statistics()

    static let generator = RandomSystemGenerator()
    /// A trap inside the solver ends the process before any report, so verbose mode narrates each case and
    /// operation as it starts, unbuffered, on standard error.
    static let verbose = ProcessInfo.processInfo.environment["CASSOWARY_RANDOM_VERBOSE"] != nil
    static let editPriorities: [Float] = [100, 250, 500, 750, 999, 999.5]
    static let tolerance = 1e-6

    init(
        seed: UInt64, test: String, largeBlockSize: Int = Tableau.largeBlockSize,
        longSourceTerms: Int = Tableau.longSourceTerms
    ) {
        self.seed = seed
        self.test = test
        var rng = SplitMix64(seed: seed)
        system = Self.generator.makeSystem(using: &rng)
        self.rng = rng
        let variables = system.variableNames.map { Variable($0) }
        self.variables = variables
        objects = system.constraints.map { $0.constraint(over: variables) }
        current = system.constraints
        solver.checksInvariants = true
        solver.core.tableau.largeBlockSize = largeBlockSize
        solver.core.tableau.longSourceTerms = longSourceTerms
        narrate("\(test) seed \(SolverRandomizedTests.hex(seed)), system: \(system)")
    }

    private func narrate(_ line: @autoclosure () -> String) {
        guard Self.verbose else { return }
        FileHandle.standardError.write(Data((line() + "\n").utf8))
    }

    // MARK: Scenarios

    /// Adds every constraint one at a time, comparing after some adds and at the end.
    func runIncrementalAdds() {
        for i in system.constraints.indices {
            add(i)
            if rng.chance(0.2) { compare("after adding c\(i)") }
        }
        compare("after all adds")
    }

    /// Adds the constraints in random consecutive batches (half the time all at once), comparing after each.
    func runBatchAdds() {
        var rest = Array(system.constraints.indices)
        while !rest.isEmpty {
            let size = rng.chance(0.5) ? rest.count : rng.int(in: 1...rest.count)
            addBatch(Array(rest.prefix(size)))
            rest.removeFirst(size)
            compare("after a batch")
        }
    }

    /// Adds everything, removes a random subset, re-adds it, then resets and rebuilds.
    func runRemovals(continuing: Bool = false) {
        if !continuing {
            for i in system.constraints.indices { add(i) }
            compare("after all adds")
        }
        guard !inSolver.isEmpty else { return }
        let order = rng.shuffled(inSolver)
        let removed = Array(order.prefix(rng.int(in: 1...order.count)))
        for i in removed {
            remove(i)
            if rng.chance(0.3) { compare("after removing c\(i)") }
        }
        compare("after removals")
        for i in rng.shuffled(removed) { add(i) }
        compare("after re-adding")
        reset()
        compare("after reset")
        for i in system.constraints.indices { add(i) }
        compare("after rebuilding")
    }

    /// Adds everything, then edits variables and changes constants and priorities.
    func runEditsAndUpdates() {
        for i in system.constraints.indices { add(i) }
        compare("after all adds")

        let n = system.variableCount
        let editCount = rng.int(in: 1...min(3, n))
        let edited = Array(rng.shuffled(Array(0..<n)).prefix(editCount))
        for j in edited {
            addEdit(j, priority: rng.element(of: Self.editPriorities) ?? 500)
        }
        compare("after adding edit variables")
        for j in edited { suggest(j, randomValue()) }
        compare("after suggesting values")

        let optional = inSolver.filter { !current[$0].isRequired }
        for i in rng.shuffled(optional).prefix(2) {
            updateConstant(i, to: Double(rng.int(in: -20...20)))
        }
        compare("after updating optional constants")

        if let i = rng.element(of: inSolver.filter { current[$0].isRequired }) {
            let constant = Double(rng.int(in: -20...20))
            // A change that keeps the required set satisfiable is made; one that does not is refused.
            var required = inSolver.filter { current[$0].isRequired && $0 != i }.map { current[$0] }
            var changed = current[i]
            changed.constant = constant
            required.append(changed)
            if LexicographicOracle.isFeasible(variableCount: n, constraints: required) {
                updateConstant(i, to: constant)
                compare("after updating a required constant")
            } else {
                // Contradicting the others: refused with a minimal conflict, the old constant kept.
                updateConstantExpectingConflict(i, to: constant, changed: changed)
                compare("after a refused change of a required constant")
            }
        }

        if let i = rng.element(of: inSolver.filter { !current[$0].isRequired }),
            let priority = rng.element(of: Self.editPriorities)
        {
            updatePriority(i, to: priority)
            compare("after updating a priority")
        }

        for j in edited where rng.chance(0.7) { suggest(j, randomValue()) }
        compare("after suggesting again")
        if let j = rng.element(of: edited) {
            removeEdit(j)
            compare("after removing an edit variable")
        }
        if let i = rng.element(of: inSolver) {
            remove(i)
            compare("after removing c\(i)")
            add(i)
            compare("after re-adding c\(i)")
        }
        for edit in edits { suggest(edit.variable, randomValue()) }
        compare("after a last suggestion")
    }

    private func randomValue() -> Double {
        let whole = Double(rng.int(in: -30...30))
        return rng.chance(0.25) ? whole + 0.5 : whole
    }

    // MARK: Operations

    private func add(_ i: Int) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  add c\(i)")
        // Re-adding sends the object's own constant and priority, whatever updates said meanwhile.
        current[i] = Self.describe(objects[i], variables)
        let before = solver.values(of: variables)
        do {
            try solver.add(objects[i])
            accept(i)
            log.append("add c\(i): \(current[i])")
        } catch {
            guard case .unsatisfiable(let rejected, let conflicts) = error, rejected === objects[i] else {
                fail("add c\(i) (\(current[i])) threw \(error)")
                return
            }
            verifyUnsatisfiable(i, conflicts: conflicts)
            // A rejected add must leave the solver exactly as it was.
            let after = solver.values(of: variables)
            if solver.contains(objects[i]) {
                fail("rejected c\(i) is nevertheless in the solver")
            } else if zip(before, after).contains(where: { abs($0 - $1) > 1e-9 }) {
                fail("rejected add of c\(i) changed values from \(before) to \(after)")
            }
        }
    }

    private func addBatch(_ indices: [Int]) {
        var rest = indices
        while !rest.isEmpty, failure == nil {
            statistics.operations += 1
            narrate("  batch add " + rest.map { "c\($0)" }.joined(separator: ", "))
            for i in rest { current[i] = Self.describe(objects[i], variables) }
            do {
                try solver.add(rest.map { objects[$0] })
                for i in rest { accept(i) }
                log.append("batch add " + rest.map { "c\($0)" }.joined(separator: ", "))
                rest = []
            } catch {
                guard case .unsatisfiable(let rejected, let conflicts) = error,
                    let k = rest.firstIndex(where: { objects[$0] === rejected })
                else {
                    fail("batch add of " + rest.map { "c\($0)" }.joined(separator: ", ") + " threw \(error)")
                    return
                }
                // The documented contract: the ones before the failing constraint stay added.
                for i in rest[..<k] { accept(i) }
                log.append("batch add " + rest[..<k].map { "c\($0)" }.joined(separator: ", ") + " (then failed)")
                verifyUnsatisfiable(rest[k], conflicts: conflicts)
                for i in rest[..<k] where !solver.contains(objects[i]) {
                    fail("batch add failed at c\(rest[k]) but dropped c\(i), which came before it")
                }
                rest.removeFirst(k + 1)
            }
        }
    }

    private func accept(_ i: Int) {
        inSolver.append(i)
        for (j, a) in current[i].coefficients.enumerated() where a != 0 { mentioned.insert(j) }
    }

    private func remove(_ i: Int) {
        guard failure == nil else { return }
        statistics.operations += 1
        // Every other removal leaves its re-optimisation to the next operation or comparison, as the layout
        // engine's do: chains of them meet later removals, adds, edits and updates. Chosen by the count,
        // not the generator, so that each seed's system and operations stay what they were.
        let deferring = statistics.operations % 2 == 0
        narrate("  remove c\(i)" + (deferring ? ", deferring the re-optimisation" : ""))
        do {
            try solver.remove(objects[i], deferringOptimization: deferring)
            inSolver.removeAll { $0 == i }
            log.append("remove c\(i)")
        } catch {
            fail("remove c\(i) threw \(error)")
        }
    }

    private func updateConstant(_ i: Int, to constant: Double) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  updateConstant c\(i) to \(constant)")
        do {
            try solver.updateConstant(of: objects[i], to: constant)
            current[i].constant = constant
            log.append("updateConstant c\(i) to \(constant): \(current[i])")
        } catch {
            fail("updateConstant of c\(i) to \(constant) threw \(error)")
        }
    }

    private func updateConstantExpectingConflict(_ i: Int, to constant: Double, changed: OracleConstraint) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  updateConstant c\(i) to \(constant) (contradicts the required constraints)")
        do {
            try solver.updateConstant(of: objects[i], to: constant)
            fail("updateConstant of c\(i) to \(constant) contradicts the required constraints but was accepted")
        } catch {
            guard case .unsatisfiableConstant(let rejected, constant, let conflicts) = error, rejected === objects[i] else {
                fail("updateConstant of c\(i) to \(constant) threw \(error)")
                return
            }
            verifyUnsatisfiable(i, as: changed, conflicts: conflicts)
        }
    }

    private func updatePriority(_ i: Int, to priority: Float) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  updatePriority c\(i) to \(priority)")
        do {
            try solver.updatePriority(of: objects[i], to: Strength(priority))
            current[i].priority = priority
            log.append("updatePriority c\(i) to \(priority): \(current[i])")
        } catch {
            fail("updatePriority of c\(i) to \(priority) threw \(error)")
        }
    }

    private func addEdit(_ j: Int, priority: Float) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  addEditVariable x\(j) @\(priority)")
        do {
            try solver.addEditVariable(variables[j], priority: Strength(priority))
            edits.append(Edit(variable: j, priority: priority, value: 0))
            mentioned.insert(j)
            log.append("addEditVariable x\(j) @\(priority)")
        } catch {
            fail("addEditVariable x\(j) @\(priority) threw \(error)")
        }
    }

    private func suggest(_ j: Int, _ value: Double) {
        guard failure == nil, let k = edits.firstIndex(where: { $0.variable == j }) else { return }
        statistics.operations += 1
        narrate("  suggestValue \(value) for x\(j)")
        do {
            try solver.suggestValue(value, for: variables[j])
            edits[k].value = value
            log.append("suggestValue \(value) for x\(j)")
        } catch {
            fail("suggestValue \(value) for x\(j) threw \(error)")
        }
    }

    private func removeEdit(_ j: Int) {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  removeEditVariable x\(j)")
        do {
            try solver.removeEditVariable(variables[j])
            edits.removeAll { $0.variable == j }
            log.append("removeEditVariable x\(j)")
        } catch {
            fail("removeEditVariable x\(j) threw \(error)")
        }
    }

    private func reset() {
        guard failure == nil else { return }
        statistics.operations += 1
        narrate("  reset")
        solver.reset()
        inSolver = []
        edits = []
        mentioned = []
        log.append("reset")
    }

    // MARK: Checks

    /// The plain system equivalent to the solver's content: its constraints plus `x_j - value == 0 @p` per edit.
    private var equivalentConstraints: [OracleConstraint] {
        let n = system.variableCount
        return inSolver.map { current[$0] } + edits.map { edit in
            var coefficients = Array(repeating: 0.0, count: n)
            coefficients[edit.variable] = 1
            return OracleConstraint(coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority)
        }
    }

    /// Checks that `conflicts` is a minimal set of required constraints in the solver that contradicts c`i`
    /// (refused as an add) or `changed` (c`i` with a new constant, refused as an update; c`i` itself
    /// is no member).
    private func verifyUnsatisfiable(_ i: Int, as changed: OracleConstraint? = nil, conflicts: [Constraint]) {
        statistics.rejectedAdds += 1
        let n = system.variableCount
        let names = conflicts.map { c in objects.firstIndex { $0 === c }.map { "c\($0)" } ?? "<unknown \(c)>" }
        let refused = changed ?? current[i]
        let what = changed == nil ? "add c\(i)" : "updateConstant c\(i)"
        log.append("\(what): \(refused) -> unsatisfiable, conflicts [\(names.joined(separator: ", "))]")
        guard refused.isRequired else {
            fail("optional c\(i) was refused as unsatisfiable")
            return
        }
        var members: [Int] = []
        for c in conflicts {
            guard let k = inSolver.firstIndex(where: { objects[$0] === c }) else {
                fail("conflict \(c) is not a constraint in the solver")
                return
            }
            guard inSolver[k] != i else {
                fail("conflicts list c\(i), the constraint refused")
                return
            }
            guard current[inSolver[k]].isRequired else {
                fail("conflict c\(inSolver[k]) is optional")
                return
            }
            members.append(k)
        }
        guard Set(members).count == members.count else {
            fail("conflicts list a constraint twice")
            return
        }
        if members != members.sorted() {
            fail("conflicts are not in the order they were added")
            return
        }
        let set = members.map { current[inSolver[$0]] }
        if LexicographicOracle.isFeasible(variableCount: n, constraints: set + [refused]) {
            let required = inSolver.filter { current[$0].isRequired && $0 != i }.map { current[$0] }
            if LexicographicOracle.isFeasible(variableCount: n, constraints: required + [refused]) {
                fail("c\(i) was rejected but the required constraints with it are satisfiable")
            } else {
                fail("the reported conflicts with c\(i) are satisfiable together: not a conflict")
            }
            return
        }
        for drop in set.indices {
            var smaller = set
            smaller.remove(at: drop)
            if !LexicographicOracle.isFeasible(variableCount: n, constraints: smaller + [refused]) {
                fail("the conflict set for c\(i) is not minimal: \(names[drop]) is unnecessary")
                return
            }
        }
    }

    private func compare(_ label: String) {
        guard failure == nil else { return }
        narrate("  compare \(label)")
        do {
            try solver.core.finishDeferredWork()
        } catch {
            fail("\(label): finishing deferred removals threw \(error)")
            return
        }
        let constraints = equivalentConstraints
        let solution = LexicographicOracle.solve(variableCount: system.variableCount, constraints: constraints)
        let values = solver.values(of: variables)
        trace.append(values)
        statistics.comparisons += 1
        if let j = values.indices.last, solver.value(of: variables[j]).bitPattern != values[j].bitPattern {
            fail("\(label): value(of: x\(j)) = \(solver.value(of: variables[j])) but values(of:) says \(values[j])")
            return
        }
        guard solution.isFeasible else {
            fail("\(label): the solver holds required constraints that cannot all hold", solution, values)
            return
        }
        guard solution.isClearCut else {
            statistics.delicateSkips += 1
            return
        }
        for (j, expected) in solution.values.enumerated() {
            guard let expected else {
                statistics.freeValues += 1
                continue
            }
            statistics.determinedValues += 1
            if !(abs(values[j] - expected) <= Self.tolerance * max(1, abs(expected))) {
                fail("\(label): x\(j) = \(values[j]), oracle says \(expected)", solution, values)
                return
            }
        }
        for j in values.indices where !mentioned.contains(j) && values[j] != 0 {
            fail("\(label): x\(j) is in no constraint yet reads \(values[j])", solution, values)
            return
        }
        let violation = LexicographicOracle.worstRequiredViolation(constraints, at: values)
        if !(violation <= Self.tolerance) {
            fail("\(label): the solver's point violates a required constraint by \(violation)", solution, values)
            return
        }
        let achieved = LexicographicOracle.objectiveVector(constraints, levels: solution.levels, at: values)
        for (level, (got, best)) in zip(achieved, solution.objective).enumerated() {
            if !(abs(got - best) <= Self.tolerance * (1 + abs(best))) {
                let priority = solution.levels[level]
                fail("\(label): error at priority \(priority) is \(got), optimum is \(best) (errors by level: \(achieved))",
                    solution, values)
                return
            }
        }
    }

    private func fail(_ what: String, _ solution: OracleSolution? = nil, _ values: [Double]? = nil) {
        guard failure == nil else { return }
        var text = "\(test) seed \(SolverRandomizedTests.hex(seed)): \(what)\n"
            + "replay: CASSOWARY_RANDOM_SEED=\(SolverRandomizedTests.hex(seed)) swift test --filter "
            + "SolverRandomizedTests/\(test.replacingOccurrences(of: "()", with: ""))\n"
        if let solution { text += "\(solution)\n" }
        if let values {
            text += "solver: " + values.enumerated().map { "x\($0.offset) = \($0.element)" }.joined(separator: ", ") + "\n"
        }
        failure = text + context() + "\nsolver dump:\n" + solver.dump()
    }

    /// The system, the operations so far and the solver's current content, for failure messages.
    func context() -> String {
        var lines = ["system: \(system)", "operations:"]
        lines += log.map { "  " + $0 }
        lines.append("now in the solver:")
        lines += inSolver.map { "  c\($0): \(current[$0])" }
        lines += edits.map { "  edit x\($0.variable) @\($0.priority) = \($0.value)" }
        return lines.joined(separator: "\n")
    }

    static func describe(_ c: Constraint, _ variables: [Variable]) -> OracleConstraint {
        var coefficients = Array(repeating: 0.0, count: variables.count)
        for term in c.expression.terms {
            if let j = variables.firstIndex(where: { $0 === term.variable }) { coefficients[j] += term.coefficient }
        }
        let relation: OracleRelation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return OracleConstraint(
            coefficients: coefficients, constant: c.expression.constant, relation: relation, priority: c.priority.rawValue)
    }
}
