import AutoLayout

/// UIKit's `UIControl`: a view with a state (enabled, selected, highlighted). There are no events
/// here, so targets and actions are kept only as far as code registers them.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The control's state, from the flags above.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}
