extension Solver {
    /// The largest magnitude a solver takes for a coefficient, a constant or a suggested value: 1e9.
    ///
    /// A constant change is applied to the rows that hold the constraint, as a difference: from 10 to
    /// 1e20 and back to 20 would leave 1e20 + (20 − 1e20), which is 0 in doubles. Up to this limit a
    /// change and its reverse leave every value within about 2⁻⁵² of the largest magnitude involved
    /// (2e-7 at the limit, below the 1e-6 a layout is read to), and integers and multiples of 1/8 stay
    /// exact. Past it, the solver refuses the operation with a typed error and changes nothing.
    public static let maximumMagnitude: Double = 1e9

    /// Whether `x` is finite and no larger in magnitude than ``maximumMagnitude``.
    static func isInRange(_ x: Double) -> Bool {
        abs(x) <= maximumMagnitude
    }

    /// Whether the expression's constant and every coefficient are within ``maximumMagnitude``
    /// (the expression is finite).
    static func isInRange(_ expression: LinearExpression) -> Bool {
        isInRange(expression.constant) && expression.terms.allSatisfy { isInRange($0.coefficient) }
    }
}
