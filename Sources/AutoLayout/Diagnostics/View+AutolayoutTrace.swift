import Foundation

extension View {
    /// The whole tree of this view in the format of UIKit's `_autolayoutTrace`: one line per view,
    /// indented by `|   `, marked `•` for the tree's root (the engine's host), `*` for views laid out
    /// with Auto Layout and `+` for views the engine lays out from their autoresizing masks, the layout
    /// guides the engine knows listed under their views, and every ambiguous view followed by
    /// `- AMBIGUOUS LAYOUT for View:0x….minX{id: 50}` naming its free variables. The root's line says
    /// `- AMBIGUOUS LAYOUT` when any view in the tree is ambiguous. A legend ends the text.
    public func autolayoutTrace() -> String {
        let root = rootView
        let engine = root.engine
        var lines: [String] = []
        var anyAmbiguous = false
        func visit(_ view: View, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            if depth > 0 {
                let marker = !view.translatesAutoresizingMaskIntoConstraints ? "*" : (view.engineIndex >= 0 ? "+" : "")
                let name = view.layoutDescription
                lines.append(indent + marker + name + ambiguitySuffix(name, node: view, engine: engine, found: &anyAmbiguous))
            }
            let childIndent = String(repeating: "|   ", count: depth + 1)
            for guide in view.ownGuides where guide.body.engineIndex >= 0 {
                let name = guide.description
                lines.append(
                    childIndent + "*" + name
                        + ambiguitySuffix(guide.layoutDescription, node: guide.body, engine: engine, found: &anyAmbiguous))
            }
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        let rootLine = "•" + root.layoutDescription + (anyAmbiguous ? " - AMBIGUOUS LAYOUT" : "")
        return ([rootLine] + lines).joined(separator: "\n") + "\n\nLegend:\n"
            + "\t* - is laid out with auto layout\n"
            + "\t+ - is laid out manually, but is represented in the layout engine because "
            + "translatesAutoresizingMaskIntoConstraints = YES\n"
            + "\t• - layout engine host"
    }

    /// `- AMBIGUOUS LAYOUT for View:0x….minX{id: 50}, View:0x….Width{id: 52}`, or nothing.
    private func ambiguitySuffix(_ name: String, node: View, engine: LayoutEngine, found: inout Bool) -> String {
        let free = engine.freeVariables(of: node)
        guard !free.isEmpty else { return "" }
        found = true
        let names = ["minX", "minY", "Width", "Height"]
        let variables = free.map { "\(name).\(names[$0]){id: \(engine.variableID(of: node, $0))}" }
        // UIKit writes the marker right after a quoted title, and after a space otherwise.
        return (name.hasSuffix("'") ? "" : " ") + "- AMBIGUOUS LAYOUT for " + variables.joined(separator: ", ")
    }
}
