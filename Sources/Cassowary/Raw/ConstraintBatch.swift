/// Constraints given to a ``Solver`` by their parts, in two contiguous buffers, for a client that keeps
/// its own objects for its constraints (a layout engine) and so needs no ``Constraint`` per constraint.
///
/// The solver identifies what it holds from such a batch by integer tags (see
/// ``Solver/add(_:from:newVariables:reservingFor:tags:)``); it keeps each constraint's terms itself, in
/// one shared store, for removal and for explaining conflicts.
@usableFromInline package struct ConstraintBatch {
    /// Every constraint's terms, one run per constraint.
    @usableFromInline package var terms: [RawTerm] = []
    /// The constraints, in the order they are added.
    @usableFromInline package var constraints: [RawConstraint] = []

    /// An empty batch.
    package init() {}

    /// How many constraints the batch holds.
    package var count: Int { constraints.count }

    /// Makes room for `constraints` more constraints over `terms` more terms.
    package mutating func reserveCapacity(constraints: Int, terms: Int) {
        self.constraints.reserveCapacity(self.constraints.count + constraints)
        self.terms.reserveCapacity(self.terms.count + terms)
    }

    /// Closes the terms appended since `termStart` into one constraint.
    @inlinable package mutating func appendConstraint(
        termStart: Int, constant: Double, relation: Relation, priority: Strength
    ) {
        constraints.append(
            RawConstraint(
                termStart: Int32(termStart), termCount: Int32(terms.count - termStart), constant: constant,
                relation: relation, priority: priority))
    }

    /// Appends a constraint over one term (a size floor, a content size constraint).
    ///
    /// Not generic over the terms' collection: across the module boundary an unspecialized generic
    /// looked up its collection's metadata at run time, which a table cell's first layout felt.
    package mutating func append(_ term: RawTerm, constant: Double, relation: Relation, priority: Strength) {
        let start = terms.count
        terms.append(term)
        appendConstraint(termStart: start, constant: constant, relation: relation, priority: priority)
    }

    /// Appends `term + constant == 0` as a split equality: one row whose two errors weigh at two
    /// priorities, `below` while the expression is under zero and `above` while it is over. It holds
    /// what `term + constant >= 0` at `below` and `term + constant <= 0` at `above` would (a view's
    /// compression resistance and hugging), in half the rows. Both priorities must be optional.
    package mutating func appendSplit(_ term: RawTerm, constant: Double, below: Strength, above: Strength) {
        append(term, constant: constant, relation: .equal, priority: below)
        constraints[constraints.count - 1].abovePriority = above
    }

    /// Appends a constraint over `terms`.
    package mutating func append(_ terms: [RawTerm], constant: Double, relation: Relation, priority: Strength) {
        let start = self.terms.count
        self.terms.append(contentsOf: terms)
        appendConstraint(termStart: start, constant: constant, relation: relation, priority: priority)
    }

    /// The constraint at `index` as a ``Constraint`` object (for errors and conflict replay), each
    /// variable id standing as the object `variable` gives for it.
    func materialize(_ index: Int, priority: Strength? = nil, variable: (Int) -> Variable) -> Constraint {
        let header = constraints[index]
        var terms: [Term] = []
        terms.reserveCapacity(Int(header.termCount))
        for term in self.terms[Int(header.termStart)..<Int(header.termStart + header.termCount)] {
            terms.append(Term(variable(term.variable), coefficient: term.coefficient))
        }
        return Constraint(
            LinearExpression(terms, constant: header.constant), header.relation, priority: priority ?? header.priority)
    }
}
