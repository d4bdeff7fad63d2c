/// A variable multiplied by a coefficient, one summand of an ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as written, e.g. `2 * x` or `x`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient)) * \(variable)"
    }
}
