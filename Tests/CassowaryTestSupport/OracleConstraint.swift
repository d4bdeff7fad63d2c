/// One linear constraint `Σ coefficients[j] * x_j + constant (relation) 0` with a priority, in plain numbers.
public struct OracleConstraint: Sendable, Hashable, CustomStringConvertible {
    /// One coefficient per variable of the system; zero means the variable does not occur.
    public var coefficients: [Double]
    /// The constant summand of the left-hand side.
    public var constant: Double
    /// How the left-hand side compares with zero.
    public var relation: OracleRelation
    /// The priority in (0, 1000]; 1000 means required.
    public var priority: Float

    /// The priority of constraints that must hold.
    public static let requiredPriority: Float = 1000

    /// Creates `Σ coefficients[j] * x_j + constant (relation) 0` at `priority`.
    public init(coefficients: [Double], constant: Double, relation: OracleRelation, priority: Float = 1000) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority == OracleConstraint.requiredPriority }

    /// The left-hand side `Σ a_j x_j + b` at the point `x`.
    public func residual(at x: [Double]) -> Double {
        // Index loops rather than zip: unoptimised test builds spend most of their time in generic iterators.
        var sum = constant
        for j in 0..<min(coefficients.count, x.count) where coefficients[j] != 0 {
            sum += coefficients[j] * x[j]
        }
        return sum
    }

    /// A magnitude to scale tolerances by, so that rounding in large terms is not mistaken for violation.
    public func magnitude(at x: [Double]) -> Double {
        var sum = abs(constant)
        for j in 0..<min(coefficients.count, x.count) where coefficients[j] != 0 {
            sum += abs(coefficients[j] * x[j])
        }
        return sum
    }

    /// The violation at `x` in the constraint's own scale: `|e|` for `==`, `max(0, e)` for `<=`,
    /// `max(0, -e)` for `>=`, where `e` is the left-hand side.
    public func error(at x: [Double]) -> Double {
        let e = residual(at: x)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The constraint with its constant on the right, e.g. `2 * x0 - x1 >= -5 @750`, naming variables `x0`, `x1`, ….
    public var description: String {
        description(names: coefficients.indices.map { "x\($0)" })
    }

    /// The constraint with its constant on the right, naming variable `j` as `names[j]`.
    public func description(names: [String]) -> String {
        var lhs = ""
        for (j, a) in coefficients.enumerated() where a != 0 {
            let name = j < names.count ? names[j] : "x\(j)"
            let magnitude = abs(a)
            let term = magnitude == 1 ? name : "\(OracleConstraint.format(magnitude)) * \(name)"
            if lhs.isEmpty {
                lhs = a < 0 ? "-" + term : term
            } else {
                lhs += a < 0 ? " - " + term : " + " + term
            }
        }
        if lhs.isEmpty { lhs = "0" }
        let base = "\(lhs) \(relation) \(OracleConstraint.format(-constant + 0))"
        return isRequired ? base : base + " @" + OracleConstraint.format(Double(priority))
    }

    // Whole numbers print without a fraction so printed cases read like source code.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
