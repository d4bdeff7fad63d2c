/// A summand of a constraint given by its parts: a variable, held unretained, times a coefficient.
///
/// The variable is unretained because the client that fills a ``ConstraintBatch`` keeps it alive until
/// the solver has read the batch; the solver then holds every variable a constraint mentions.
package struct RawTerm {
    /// The variable, which the batch's owner keeps alive while the solver reads it.
    package let variable: Unmanaged<Variable>
    /// The factor the variable is multiplied by.
    package let coefficient: Double

    /// `coefficient * variable`.
    package init(variable: Unmanaged<Variable>, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
