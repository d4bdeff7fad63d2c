extension SolverCore {
    /// A text picture of the solver's state for debugging: per priority level the summed violation and
    /// the objective's reduced costs (then the level that settles split equalities' ties), every row,
    /// the edit variables and any rows awaiting the dual simplex (see ``Solver/dump()``).
    ///
    /// Symbols print as user variables by the name `naming` gives their id (or else as `v<id>`),
    /// slacks as `s<id>`, errors as `e<id>`, dummies as `d<id>`.
    /// Rows marked `:=` define a user variable and may mention other defined variables; rows marked `=`
    /// are the restricted rows the simplex pivots on, kept in parametric symbols only. See the DocC
    /// article "Reading dump()".
    ///
    /// - Complexity: O(size of the tableau).
    package func dump(naming: (Int) -> String? = { _ in nil }) -> String {
        var out = "Objective\n"
        let levels = tableau.levels.entries
        if levels.isEmpty { out += "  (no optional constraints)\n" }
        for level in levels {
            if level.priority == Tableau.tiePriority {
                out += "  ties:\(format(terms: level.row, naming))\n"
                continue
            }
            let violation = tableau.violation(atPriority: level.priority)
            out += "  @\(Strength(level.priority)) violation \(LinearExpression.format(violation)):\(format(terms: level.row, naming))\n"
        }
        out += "Rows\n"
        let rows = tableau.rows.indices.filter { tableau.rows[$0].kind == .external || tableau.rows[$0].kind == .restricted }
            .sorted { tableau.rows[$0].basic < tableau.rows[$1].basic }
        if rows.isEmpty { out += "  (empty)\n" }
        for r in rows {
            let row = tableau.rows[r]
            let relation = row.kind == .external ? ":=" : "="
            var rhs = LinearExpression.format(row.constant) + format(terms: Int32(r), naming)
            if row.constant == 0, row.count > 0 {
                let terms = format(terms: Int32(r), naming)
                rhs = terms.hasPrefix(" + ") ? String(terms.dropFirst(3)) : "-" + terms.dropFirst(3)
            }
            out += "  \(name(row.basic, naming)) \(relation) \(rhs)\n"
        }
        out += "Edit variables\n"
        // Named edits in name order, then the others (a layout engine's probes) in id order.
        let edits = editsByID.map { (id: $0.key, tag: $0.value, name: naming($0.key)) }
            .sorted { a, b in
                switch (a.name, b.name) {
                case let (x?, y?): x < y
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): a.id < b.id
                }
            }
        if edits.isEmpty { out += "  (none)\n" }
        for edit in edits {
            let priority = Strength(tableau.priority(ofTag: edit.tag))
            out += "  \(edit.name ?? "v\(edit.id)") @\(priority) = \(LinearExpression.format(value(ofID: edit.id)))\n"
        }
        let waiting = tableau.infeasible.filter { tableau.symbols[Int($0)].basicRow >= 0 }
        if !waiting.isEmpty {
            out += "Infeasible\n"
            for s in waiting { out += "  \(name(s, naming))\n" }
        }
        return out
    }

    private func name(_ s: Int32, _ naming: (Int) -> String?) -> String {
        switch tableau.symbols[Int(s)].kind {
        case .external: clientTag(ofSymbol: s) >= 0 ? naming(clientTag(ofSymbol: s)) ?? idName(s) : idName(s)
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

    private func format(terms r: Int32, _ naming: (Int) -> String?) -> String {
        var out = ""
        for term in tableau.terms(r).sorted(by: { $0.symbol < $1.symbol }) {
            let magnitude = abs(term.coefficient)
            out += term.coefficient < 0 ? " - " : " + "
            out += (magnitude == 1 ? "" : LinearExpression.format(magnitude) + "·") + name(term.symbol, naming)
        }
        return out
    }
}
