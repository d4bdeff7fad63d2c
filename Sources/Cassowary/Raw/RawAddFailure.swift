/// Why a constraint of a ``ConstraintBatch`` did not join the solver.
package enum RawAddFailure: Error {
    /// The required constraint at `index` cannot hold together with the required constraints tagged
    /// `conflicts` (a minimal set, in the order they were added); the solver is as before that constraint.
    case unsatisfiable(index: Int, conflicts: [Int32])
    /// The constraint at `index` was refused for another reason (a non-finite number, an invalid
    /// priority, an internal inconsistency), described by `error` over a materialized copy of it.
    case refused(index: Int, SolverError)
}
