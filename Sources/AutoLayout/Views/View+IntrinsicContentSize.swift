import Foundation

extension View {
    /// Tells the layout that ``intrinsicContentSize`` changed; the content size constraints follow on
    /// the next update pass (UIKit does not notice the change otherwise either).
    public func invalidateIntrinsicContentSize() {
        invalidationTrace?.note(self, "invalidateIntrinsicContentSize()")
        if intrinsicContentSizeIsInvalid { return }
        intrinsicContentSizeIsInvalid = true
        markAncestorsNeedUpdateConstraints(from: self)
        superview?.stackLayout?.arrangedSubviewIntrinsicSizeDidChange(self)
        AnimationRecorder.current?.noteInvalidation(of: self)
    }

    /// The constraints the engine made from ``intrinsicContentSize`` (one per axis that has a size),
    /// while the engine lays the view out with constraints.
    public var contentSizeLayoutConstraints: [ContentSizeLayoutConstraint] { contentSizeConstraints.compactMap { $0 } }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`
    /// (default ``LayoutPriority/defaultLow``).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    /// Sets the hugging priority on `axis`; an invalid value (outside (0, 1000]) is reported and ignored.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentPriority(priority, hugging: true, for: axis)
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`
    /// (default ``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionResistancePriorities[axis.rawValue]
    }

    /// Sets the compression resistance priority on `axis`; an invalid value is reported and ignored.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentPriority(priority, hugging: false, for: axis)
        // A stack's text-width disambiguation is drawn just above a multi-line label's resistance. The
        // stack is looked for first: the protocol check costs more than the rest of the setter.
        if axis == .horizontal, let stack = superview?.stackLayout, self is MultilineText {
            stack.arrangedSubviewIntrinsicSizeDidChange(self)
        }
    }

    // A flag rather than a key path to the table: writing through a key path was most of the setter.
    private func setContentPriority(_ priority: LayoutPriority, hugging: Bool, for axis: LayoutConstraint.Axis) {
        guard checkContentPriority(priority) else { return }
        if hugging {
            huggingPriorities[axis.rawValue] = priority
        } else {
            compressionResistancePriorities[axis.rawValue] = priority
        }
        engineIfRegistered?.contentPriorityDidChange(self, axis: axis)
        AnimationRecorder.current?.noteInvalidation(of: self)
    }

    private func checkContentPriority(_ priority: LayoutPriority) -> Bool {
        if priority.isValid { return true }
        let constraint = LayoutConstraint(
            first: AnyLayoutAnchor(item: self, attribute: .width, kind: .dimension).spec, relation: .equal,
            second: nil, multiplier: 1, constant: 0, validate: false)
        let error = LayoutError.invalidPriority(constraint, priority)
        report(LayoutDiagnostic(kind: .rejectedChange(error), message: error.description))
        return false
    }
}
