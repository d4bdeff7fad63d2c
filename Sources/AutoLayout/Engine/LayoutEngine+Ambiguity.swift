import Foundation
internal import Cassowary

extension LayoutEngine {
    /// The priority of the probes that look for another valid layout: a level below every priority a
    /// client sets, so a probe moves a variable only where every constraint fares as well as before.
    static let probeStrength = Strength(1e-20)

    /// Which of a node's variables (0 minX, 1 minY, 2 width, 3 height, in its superview's coordinates)
    /// the constraints leave free: another value exists at which no constraint of any priority fares
    /// worse. That covers views pinned too loosely and optional constraints of equal priority that
    /// disagree (the optimum is then a range). The layout is left as it was.
    func freeVariables(of view: View) -> [Int] {
        flush()
        // A root is placed by its frame: its variables are not part of anyone's layout.
        guard view.engineIndex >= 0, view.superview != nil else { return [] }
        return (0..<4).filter { canMove(view.engineVariable($0)) }
    }

    /// Moves the node's free variables to another valid value (up or down) and keeps them there, below
    /// every constraint's priority, as UIKit's `exerciseAmbiguityInLayout` leaves its engine. Returns
    /// whether anything moved.
    @discardableResult
    func exercise(_ view: View, upward: Bool) -> Bool {
        flush()
        guard view.engineIndex >= 0, view.superview != nil else { return false }
        var moved = false
        for variable in (0..<4).map(view.engineVariable) where canMove(variable) {
            let start = solver.value(ofID: variable)
            // The edit stays, at the lowest level: it holds the new layout (a variable no constraint
            // names would otherwise read 0 again) without ever outweighing a constraint.
            if !solver.containsEditVariable(id: variable) {
                guard (try? solver.addEditVariable(id: variable, priority: LayoutEngine.probeStrength)) != nil else {
                    continue
                }
            }
            // A step as large as a typical view, so the move is visible; the solver stops at the edge
            // of the valid range if it is narrower.
            let steps = upward ? [40.0, -40.0] : [-40.0, 40.0]
            for step in steps {
                try? solver.suggestValue(start + step, forID: variable)
                if abs(solver.value(ofID: variable) - start) > 1e-7 { break }
            }
            moved = moved || abs(solver.value(ofID: variable) - start) > 1e-7
        }
        forgetHandles()
        if moved {
            solverTouched = true
            markMovedViews()
        }
        return moved
    }

    /// Whether the variable with engine id `variable` can take another value without any constraint
    /// faring worse.
    private func canMove(_ variable: Int) -> Bool {
        // A variable no constraint mentions can take any value.
        guard solver.handle(ofID: variable) != nil else { return true }
        let start = solver.value(ofID: variable)
        // An exercised variable is probed through the edit that holds it (the engine makes no other).
        let exercised = solver.containsEditVariable(id: variable)
        if !exercised {
            guard (try? solver.addEditVariable(id: variable, priority: LayoutEngine.probeStrength)) != nil else {
                return false
            }
        }
        var moves = false
        for step in [1.0, -1.0] {
            try? solver.suggestValue(start + step, forID: variable)
            if abs(solver.value(ofID: variable) - start) > 1e-7 {
                moves = true
                break
            }
        }
        // Back to where it was before the probe goes: removing an edit leaves the optimum in place.
        try? solver.suggestValue(start, forID: variable)
        if !exercised {
            try? solver.removeEditVariable(id: variable)
            forgetHandles()
        }
        return moves
    }

    /// The solver's id of a node variable, as UIKit's trace prints `{id: 50}`.
    func variableID(of view: View, _ index: Int) -> Int {
        guard view.engineIndex >= 0 else { return -1 }
        return solver.handle(ofID: view.engineVariable(index)).map(Int.init) ?? view.engineVariable(index)
    }
}
