extension LayoutGuide {
    /// Whether the constraints allow the guide another frame (see ``View/hasAmbiguousLayout``).
    public var hasAmbiguousLayout: Bool {
        guard let owningView else { return false }
        return !owningView.rootView.engine.freeVariables(of: body).isEmpty
    }

    /// The active constraints that decide the guide's position and size on an axis, in activation order.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        owningView?.constraintsAffecting(self, axis: axis) ?? []
    }
}
