/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are built with the arithmetic operators on variables, terms and numbers, and become
/// ``Constraint``s through `==`, `<=` and `>=`. Terms are kept as written; the solver merges repeated
/// variables when it reads the expression.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression consisting of one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression as written, e.g. `x + 2 * y - 10`.
    public var description: String {
        var out = ""
        for term in terms {
            if out.isEmpty {
                out = term.coefficient < 0 ? "-" + Term(term.variable, coefficient: -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                out += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                out += " + " + term.description
            }
        }
        if out.isEmpty { return LinearExpression.format(constant) }
        if constant > 0 { out += " + " + LinearExpression.format(constant) }
        if constant < 0 { out += " - " + LinearExpression.format(-constant) }
        return out
    }

    // Integral values print without a fractional part so descriptions read like the source.
    static func format(_ value: Double) -> String {
        // Compared through an integer conversion so the module needs no libm.
        if abs(value) < 1e15, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        return String(value)
    }
}
