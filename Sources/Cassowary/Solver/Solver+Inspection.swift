extension Solver {
    /// A text picture of the solver's state for debugging: per priority level the summed violation and
    /// the objective's reduced costs (then the level that settles split equalities' ties), every row,
    /// the edit variables and any rows awaiting the dual simplex.
    ///
    /// Symbols print as user variables by name, slacks as `s<id>`, errors as `e<id>`, dummies as
    /// `d<id>`. Rows marked `:=` define a user variable and may mention other defined variables; rows
    /// marked `=` are the restricted rows the simplex pivots on, kept in parametric symbols only. See
    /// the DocC article "Reading dump()".
    ///
    /// - Complexity: O(size of the tableau).
    public func dump() -> String {
        core.dump { id in id < self.variables.count ? self.variables[id]?.description : nil }
    }

    /// When true, the tableau's invariants are checked after every operation, and a violation is thrown
    /// as ``SolverError/internalInconsistency(_:)``. Costs O(tableau) per call: for tests.
    package var checksInvariants: Bool {
        get { core.checksInvariants }
        set { core.checksInvariants = newValue }
    }

    /// Every violated tableau invariant, described.
    package func invariantViolations() -> [String] {
        core.invariantViolations()
    }

    /// The core's symbol for `variable`, if some constraint mentions it.
    func existingSymbol(for variable: Variable) -> Int32? {
        existingID(of: variable).flatMap(core.existingSymbol(forID:))
    }

    /// The constraint object the core holds under tag `t`.
    func constraint(forTag t: Int32) -> Constraint? {
        Int(t) < constraintOf.count ? constraintOf[Int(t)] : nil
    }
}
