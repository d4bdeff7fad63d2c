extension Solver {
    /// A text picture of the solver's state for debugging: per priority level the summed violation and
    /// the objective's reduced costs (then the level that settles split equalities' ties), every row,
    /// the edit variables (by object, then by client id) and any rows awaiting the dual simplex.
    ///
    /// Symbols print as user variables by name (a variable known only by its client id as `v<id>`),
    /// slacks as `s<id>`, errors as `e<id>`, dummies as `d<id>`.
    /// Rows marked `:=` define a user variable and may mention other defined variables; rows marked `=`
    /// are the restricted rows the simplex pivots on, kept in parametric symbols only. See the DocC
    /// article "Reading dump()".
    ///
    /// - Complexity: O(size of the tableau).
    public func dump() -> String {
        var out = "Objective\n"
        let levels = tableau.levels.entries
        if levels.isEmpty { out += "  (no optional constraints)\n" }
        for level in levels {
            if level.priority == Tableau.tiePriority {
                out += "  ties:\(format(terms: level.row))\n"
                continue
            }
            let violation = tableau.violation(atPriority: level.priority)
            out += "  @\(Strength(level.priority)) violation \(LinearExpression.format(violation)):\(format(terms: level.row))\n"
        }
        out += "Rows\n"
        let rows = tableau.rows.indices.filter { tableau.rows[$0].kind == .external || tableau.rows[$0].kind == .restricted }
            .sorted { tableau.rows[$0].basic < tableau.rows[$1].basic }
        if rows.isEmpty { out += "  (empty)\n" }
        for r in rows {
            let row = tableau.rows[r]
            let relation = row.kind == .external ? ":=" : "="
            var rhs = LinearExpression.format(row.constant) + format(terms: Int32(r))
            if row.constant == 0, row.count > 0 {
                let terms = format(terms: Int32(r))
                rhs = terms.hasPrefix(" + ") ? String(terms.dropFirst(3)) : "-" + terms.dropFirst(3)
            }
            out += "  \(name(row.basic)) \(relation) \(rhs)\n"
        }
        out += "Edit variables\n"
        let edits = editConstraints.sorted { $0.0.description < $1.0.description }
        if edits.isEmpty, editsByID.isEmpty { out += "  (none)\n" }
        for (variable, constraint) in edits {
            out += "  \(variable) @\(constraint.priority) = \(LinearExpression.format(value(of: variable)))\n"
        }
        // Edits by client id (a layout engine's probes) come after the objects', in id order.
        for (id, t) in editsByID.sorted(by: { $0.key < $1.key }) {
            let priority = Strength(tableau.priority(ofTag: t))
            out += "  v\(id) @\(priority) = \(LinearExpression.format(value(ofID: id)))\n"
        }
        let waiting = tableau.infeasible.filter { tableau.symbols[Int($0)].basicRow >= 0 }
        if !waiting.isEmpty {
            out += "Infeasible\n"
            for s in waiting { out += "  \(name(s))\n" }
        }
        return out
    }

    private func name(_ s: Int32) -> String {
        switch tableau.symbols[Int(s)].kind {
        case .external: variable(forSymbol: s)?.description ?? idName(s)
        case .slack: "s\(s)"
        case .error: "e\(s)"
        case .dummy: "d\(s)"
        case .artificial: "a\(s)"
        }
    }

    /// A variable known only by its client id, named as conflict explanations name it.
    private func idName(_ s: Int32) -> String {
        let id = clientTag(ofSymbol: s)
        return "v\(id >= 0 ? id : Int(s))"
    }

    private func format(terms r: Int32) -> String {
        var out = ""
        for term in tableau.terms(r).sorted(by: { $0.symbol < $1.symbol }) {
            let magnitude = abs(term.coefficient)
            out += term.coefficient < 0 ? " - " : " + "
            out += (magnitude == 1 ? "" : LinearExpression.format(magnitude) + "·") + name(term.symbol)
        }
        return out
    }
}
