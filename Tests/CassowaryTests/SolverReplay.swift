@testable import Cassowary
import Foundation

/// Replays an operation log (the format below) on one ``Solver`` with invariant checks on, and reports
/// the first thing the solver did that it should not have: an error other than a refused contradiction,
/// or, after an operation, a held required constraint that the solver's values break.
///
/// One operation a line, in order:
/// - `n N`: variables `v0` … `v(N-1)`;
/// - `def K REL PRIORITY CONSTANT i:a j:b …`: constraint K is `Σ a·v_i + CONSTANT REL 0` (REL `eq`, `le`,
///   `ge`) at PRIORITY;
/// - `add K`, `remove K`, `batch K L …` (one batch add), `update K CONSTANT` (`updateConstant`);
/// - `edit i` (a strong edit variable), `suggest i VALUE`, `unedit i`;
/// - `cap N` caps every simplex run at N pivots (the solver's test setting), `cap -` lifts the cap. An
///   operation cut short by the cap may fail with `internalInconsistency`: the replay counts it, checks
///   that the tableau is still sound (rows may be left infeasible, for the next operation to repair),
///   and skips the required-constraint check, which the next operation that finishes makes again.
struct SolverReplay {
    /// What a replay did.
    struct Outcome {
        /// The operations carried out, refused ones included.
        var operations = 0
        /// Required adds and constant changes the solver refused as contradictions.
        var refusals = 0
        /// Operations a pivot cap cut short.
        var cutShort = 0
        /// The first thing the solver should not have done, with the line it came from.
        var failure: String?
        /// The solver, as the replay left it.
        var solver: Solver
    }

    /// A malformed log line.
    struct MalformedLine: Error, CustomStringConvertible {
        /// The line's number, from 1.
        var line: Int
        /// The line itself.
        var text: String
        var description: String { "line \(line) is not an operation: \(text)" }
    }

    /// How far, relative to the largest term (and 1), a required constraint may miss at the solver's
    /// values by default.
    static let requiredTolerance = 1e-7

    let solver = Solver()
    /// Whether every held required constraint is checked after each operation.
    var checksRequired = true
    /// How far, relative to the largest term (and 1), a required constraint may miss.
    var requiredTolerance = Self.requiredTolerance
    /// Whether a line whose operation an earlier one cut short makes meaningless (removing or changing
    /// a constraint whose add was taken back, suggesting to an edit variable never made) is skipped
    /// instead of reported: for logs written without knowing which operations a cap cuts short.
    var skipsOrphans = false
    private var variables: [Variable] = []
    private var defined: [Int: Constraint] = [:]
    /// The held constraints with the constants in force, by the log's number.
    private var held: [Int: (constraint: Constraint, constant: Double)] = [:]

    /// Replays `log`, stopping at the first failure.
    static func run(
        _ log: String, checksInvariants: Bool = true, checksObjectiveLevels: Bool = false, checksRequired: Bool = true,
        requiredTolerance: Double = Self.requiredTolerance, skipsOrphans: Bool = false
    ) throws -> Outcome {
        var replay = SolverReplay(checksInvariants: checksInvariants)
        replay.solver.core.tableau.checksObjectiveLevels = checksObjectiveLevels
        replay.checksRequired = checksRequired
        replay.requiredTolerance = requiredTolerance
        replay.skipsOrphans = skipsOrphans
        var outcome = Outcome(solver: replay.solver)
        for (index, line) in log.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let failure = try replay.step(String(line), number: index + 1, outcome: &outcome) {
                outcome.failure = failure
                return outcome
            }
        }
        return outcome
    }

    /// A replay of an empty log, to be fed one line at a time (see `step`).
    init(checksInvariants: Bool) {
        solver.checksInvariants = checksInvariants
    }

    /// The numbers of the constraints the solver holds.
    var heldKeys: [Int] { held.keys.sorted() }

    /// Carries out `line` (line `number` of its log), counting it in `outcome`; the failure, if any.
    mutating func step(_ line: String, number: Int, outcome: inout Outcome) throws -> String? {
        let words = line.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        let malformed = MalformedLine(line: number, text: line)
        do {
            // `n` and `def` lines change nothing in the solver: nothing to count or check.
            guard try perform(words, malformed: malformed) else { return nil }
            outcome.operations += 1
        } catch let error as SolverError {
            outcome.operations += 1
            switch error {
            case .unsatisfiable, .unsatisfiableConstant:
                outcome.refusals += 1
            case .internalInconsistency(let what) where solver.core.tableau.pivotCap != nil && what.contains("did not finish"):
                outcome.cutShort += 1
                let problems = solver.core.tableau.invariantViolations().filter { !$0.contains("infeasible") }
                if !problems.isEmpty { return "line \(number) (\(line)): cut short, then \(problems.joined(separator: "; "))" }
                return nil
            default:
                return "line \(number) (\(line)): \(error)"
            }
        }
        if checksRequired, let broken = brokenRequiredConstraint() { return "line \(number) (\(line)): \(broken)" }
        return nil
    }

    /// Carries out one line; whether it was an operation on the solver.
    private mutating func perform(_ words: [String], malformed: MalformedLine) throws -> Bool {
        switch words[0] {
        case "n":
            guard words.count == 2, let count = Int(words[1]) else { throw malformed }
            variables = (0..<count).map { Variable("v\($0)") }
            return false
        case "def":
            defined[try Self.number(words, 1, malformed)] = try constraint(words, malformed: malformed)
            return false
        case "add":
            let key = try Self.number(words, 1, malformed)
            let constraint = try definition(key, malformed)
            try solver.add(constraint)
            held[key] = (constraint, constraint.expression.constant)
        case "batch":
            let keys = try words.indices.dropFirst().map { try Self.number(words, $0, malformed) }
            let constraints = try keys.map { try definition($0, malformed) }
            // A refused batch keeps the constraints before the refused one.
            defer {
                for (key, constraint) in zip(keys, constraints) where solver.contains(constraint) {
                    held[key] = (constraint, constraint.expression.constant)
                }
            }
            try solver.add(constraints)
        case "remove":
            let key = try Self.number(words, 1, malformed)
            let constraint = try definition(key, malformed)
            if skipsOrphans, !solver.contains(constraint) { return false }
            // A removal cut short has taken the constraint out all the same.
            defer { if !solver.contains(constraint) { held[key] = nil } }
            try solver.remove(constraint)
        case "cap":
            guard words.count == 2 else { throw malformed }
            if words[1] == "-" {
                solver.core.tableau.pivotCap = nil
            } else {
                guard let cap = Int(words[1]), cap >= 0 else { throw malformed }
                solver.core.tableau.pivotCap = cap
            }
            return false
        case "update":
            let key = try Self.number(words, 1, malformed)
            guard words.count == 3, let constant = Double(words[2]) else { throw malformed }
            let constraint = try definition(key, malformed)
            if skipsOrphans, !solver.contains(constraint) { return false }
            try solver.updateConstant(of: constraint, to: constant)
            held[key] = (constraint, constant)
        case "edit":
            try solver.addEditVariable(try variable(words, malformed), priority: .strong)
        case "unedit":
            let variable = try variable(words, malformed)
            if skipsOrphans, !solver.containsEditVariable(variable) { return false }
            try solver.removeEditVariable(variable)
        case "suggest":
            guard words.count == 3, let value = Double(words[2]) else { throw malformed }
            let variable = try variable(words, malformed)
            if skipsOrphans, !solver.containsEditVariable(variable) { return false }
            try solver.suggestValue(value, for: variable)
        default:
            throw malformed
        }
        return true
    }

    /// The first held required constraint the solver's values break, described; nil when all hold.
    private func brokenRequiredConstraint() -> String? {
        for key in held.keys.sorted() {
            guard let (constraint, constant) = held[key].map({ ($0.constraint, $0.constant) }), constraint.isRequired
            else { continue }
            var value = constant
            var scale = abs(constant)
            for term in constraint.expression.terms {
                let product = term.coefficient * solver.value(of: term.variable)
                value += product
                scale = max(scale, abs(product))
            }
            let tolerance = requiredTolerance * (1 + scale)
            let holds =
                switch constraint.relation {
                case .equal: abs(value) <= tolerance
                case .lessThanOrEqual: value <= tolerance
                case .greaterThanOrEqual: value >= -tolerance
                }
            if !holds {
                return "required constraint \(key) (\(constraint), constant \(constant)) misses by \(value), "
                    + "\(abs(value) / (1 + scale)) of its largest term"
            }
        }
        return nil
    }

    private func definition(_ key: Int, _ malformed: MalformedLine) throws -> Constraint {
        guard let constraint = defined[key] else { throw malformed }
        return constraint
    }

    private static func number(_ words: [String], _ index: Int, _ malformed: MalformedLine) throws -> Int {
        guard index < words.count, let value = Int(words[index]) else { throw malformed }
        return value
    }

    private func variable(_ words: [String], _ malformed: MalformedLine) throws -> Variable {
        let index = try Self.number(words, 1, malformed)
        guard variables.indices.contains(index) else { throw malformed }
        return variables[index]
    }

    private func constraint(_ words: [String], malformed: MalformedLine) throws -> Constraint {
        guard words.count >= 5, let priority = Float(words[3]), let constant = Double(words[4]) else {
            throw malformed
        }
        let relation: Relation
        switch words[2] {
        case "eq": relation = .equal
        case "le": relation = .lessThanOrEqual
        case "ge": relation = .greaterThanOrEqual
        default: throw malformed
        }
        var terms: [Term] = []
        for word in words.dropFirst(5) {
            let parts = word.split(separator: ":")
            guard parts.count == 2, let index = Int(parts[0]), let coefficient = Double(parts[1]),
                variables.indices.contains(index)
            else { throw malformed }
            terms.append(Term(variables[index], coefficient: coefficient))
        }
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: Strength(priority))
    }
}
