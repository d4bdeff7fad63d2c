import AutoLayout

extension LayoutScenario {
    /// Adds one required constraint that cannot hold: the middle view exactly 10 wide against its
    /// required `width >= 20` (chain and grid), or its required width from its superview (tree). The
    /// next layout finds the minimal conflicting set, breaks the new constraint, explains it, and logs.
    public func addConflict() throws(LayoutError) -> LayoutConstraint {
        let view = views[views.count / 2]
        let conflict = view.widthAnchor.constraint(equalToConstant: 10)
        try conflict.activate()
        return conflict
    }

    /// Collects the tree's diagnostics instead of printing them.
    public func captureDiagnostics() -> DiagnosticSink {
        let sink = DiagnosticSink()
        for root in roots { root.diagnosticHandler = { sink.diagnostics.append($0) } }
        return sink
    }
}

/// The diagnostics a scenario's trees reported.
public final class DiagnosticSink {
    /// Oldest first.
    public var diagnostics: [LayoutDiagnostic] = []
}
