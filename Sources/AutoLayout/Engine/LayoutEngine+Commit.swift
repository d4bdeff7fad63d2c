import Foundation
internal import Cassowary

// The batch: layout constraints built into solver rows, added in one optimisation, and the tags
// the solver gave them handed to their owners.
extension LayoutEngine {
    /// Makes the solver constraint of a layout constraint and adds it to the batch.
    func build(_ constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver) {
        // The nodes are registered as the expression names them, in one walk of the anchors.
        var source = RegisteringNodeVariables(engine: self)
        let slot = appendSolverConstraint(for: constraint, in: container, resolver, variables: &source, to: &batch.rows)
        constraintTable.views[Int(slot)] = source.nodes
        batch.append(.built(.passUnretained(constraint)))
    }

    /// Appends the solver constraint of a layout constraint to `batch`, its nodes' variables taken
    /// from `source`; returns the slot of the constraint's record, which keeps the constant base.
    @discardableResult func appendSolverConstraint<Source: NodeVariableSource>(
        for constraint: LayoutConstraint, in container: View, _ resolver: AttributeResolver,
        variables source: inout Source, to batch: inout ConstraintBatch, baseOffset: Double = 0
    ) -> Int32 {
        let start = batch.terms.count
        let base =
            resolver.expression(of: constraint, in: container, variables: &source, into: &batch.terms) + baseOffset
        // Made after the expression, which can register views and so queue a system guide's constraints.
        let slot = constraintTable.slot(making: constraint)
        constraintTable[slot].constantBase = base
        let strength =
            constraintTable[slot].isBroken ? LayoutEngine.brokenStrength : LayoutEngine.strength(for: constraint.priority)
        batch.appendConstraint(
            termStart: start, constant: (base - Double(constraint.constant)).clampedToSolverRange, relation: constraint.relation.solverRelation,
            priority: strength)
        return slot
    }

    /// Adds the batch to the solver; of a set of required constraints that conflict, the most recently
    /// activated is broken (kept at a priority below required and above every optional one) and
    /// reported, and the rest go on.
    func commit() {
        solverTouched = true
        addAwaitingOwnConstraints()
        let added = batch.count + own.rows.count
        var start = 0
        var tags: [Int32] = []
        while start < batch.count {
            tags.removeAllKeepingCapacity()
            do {
                // A retry's variables mostly have symbols from the first attempt; growth covers the rest.
                // The first attempt also makes room for the own constraints added one by one below.
                try solver.add(
                    batch.rows, from: start, newVariables: start == 0 ? batch.newVariables : 0,
                    reservingFor: start == 0 ? own.rows : nil, tags: &tags)
                assignTags(tags, from: start)
                break
            } catch {
                // The constraints before the failing one are in; the failing one is retried when an
                // older member of its conflict was broken instead.
                assignTags(tags, from: start)
                guard case .unsatisfiable(let offset, let conflicts) = error else {
                    noteInternalFailure(error)
                    break
                }
                let failingWasBroken = resolveConflict(
                    failing: batch.rows, offset, owner: batch.owners[offset], conflicts: conflicts)
                start = failingWasBroken ? offset + 1 : offset
            }
        }
        // Later commits bring a handful of constraints: the first layout's buffers go.
        batch.release()
        // One at a time, each optimised before the next: where equal priorities tie, the constraint met
        // first keeps what it won, as in UIKit's incremental engine.
        for index in own.rows.constraints.indices {
            var attempts = 0
            while attempts < 64 {
                attempts += 1
                do {
                    let tag = try solver.add(own.rows, at: index)
                    if !own.owners[index].assign(tag, in: self) { drop(tag, of: own.owners[index]) }
                    break
                } catch {
                    guard case .unsatisfiable(_, let conflicts) = error else {
                        noteInternalFailure(error)
                        break
                    }
                    if resolveConflict(failing: own.rows, index, owner: own.owners[index], conflicts: conflicts) { break }
                }
            }
        }
        own.releaseRows()
        // A commit that built most of the system (the first layout) leaves the room its rows grew
        // through; giving it back costs a pass over the system, so smaller commits leave it.
        if added * 4 >= solver.constraintCount { solver.compact() }
    }

    /// Gives the owners of the batch's constraints from `start` on the tags the solver added them under.
    private func assignTags(_ tags: [Int32], from start: Int) {
        // Each owner is moved out, given its tag and released while its constraint is in the cache: let
        // go with the batch at the end of the commit, each was a second cache miss per constraint in a
        // large tree (and copied out, a retain and a release more).
        batch.owners.withUnsafeMutableBufferPointer { owners in
            guard let base = owners.baseAddress else { return }
            for (offset, tag) in tags.enumerated() {
                let owner = (base + start + offset).move()
                (base + start + offset).initialize(to: .assigned)
                if !owner.assign(tag, in: self) { drop(tag, of: owner) }
            }
        }
    }

    /// Takes out the solver constraint tagged `tag` that `owner` refused: code the commit ran (an
    /// `intrinsicContentSize` override) deactivated its constraint, or queued it again, after it was
    /// built into the batch. Kept, it would have stayed in the solver, with no tag to remove it by.
    func drop(_ tag: Int32, of owner: Owner) {
        forgetHandles()
        try? solver.remove(tag: tag)
        if let constraint = owner.constraint, !constraint.isContentSize { forgetSolverCopy(of: constraint) }
    }
}
