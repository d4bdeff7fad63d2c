// Operators that build terms, expressions and constraints. Every overload is concrete (no generics) so the
// type checker resolves mixed expressions such as `x + 2 * y == 10` quickly.

// MARK: Scaling

/// `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
/// `variable * coefficient`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
/// `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: 1 / rhs) }
/// A term scaled by a number.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, coefficient: lhs * rhs.coefficient) }
/// A term scaled by a number.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient * rhs) }
/// A term divided by a number.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient / rhs) }
/// An expression scaled by a number.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// An expression scaled by a number.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// An expression divided by a number.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

// MARK: Negation

/// `-variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
/// A term with its sign flipped.
public prefix func - (operand: Term) -> Term { Term(operand.variable, coefficient: -operand.coefficient) }
/// An expression with every sign flipped.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

// MARK: Sums

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// An expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.terms, constant: lhs.constant + rhs) }
/// A constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(rhs.terms, constant: lhs + rhs.constant) }
/// An expression plus a term.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { LinearExpression(lhs.terms + [rhs], constant: lhs.constant) }
/// A term plus an expression.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression([lhs] + rhs.terms, constant: rhs.constant) }
/// An expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + Term(rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { Term(lhs) + rhs }
/// The sum of two terms.
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, rhs]) }
/// A term plus a variable.
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs)]) }
/// A variable plus a term.
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), rhs]) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
/// A term plus a constant.
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: rhs) }
/// A constant plus a term.
public func + (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression([rhs], constant: lhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs)], constant: lhs) }

// MARK: Differences

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// An expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// An expression minus a term.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + -rhs }
/// A term minus an expression.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// The difference of two terms.
public func - (lhs: Term, rhs: Term) -> LinearExpression { lhs + -rhs }
/// A term minus a variable.
public func - (lhs: Term, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// A variable minus a term.
public func - (lhs: Variable, rhs: Term) -> LinearExpression { lhs + -rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// A term minus a constant.
public func - (lhs: Term, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A constant minus a term.
public func - (lhs: Double, rhs: Term) -> LinearExpression { lhs + -rhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + -rhs }

// MARK: Relations

/// `lhs == rhs` as a required constraint.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// `lhs == rhs` as a required constraint.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

/// `lhs == rhs` as a required constraint.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

/// `lhs == rhs` as a required constraint.
public func == (lhs: LinearExpression, rhs: Term) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint { lhs >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Term, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Term, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Term, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Term, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Term, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Term, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Term, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// `lhs == rhs` as a required constraint.
public func == (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

extension LinearExpression {
    /// The expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// `lhs == rhs` as a required constraint.
public func == (lhs: Term, rhs: Term) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Term, rhs: Term) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Term, rhs: Term) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
