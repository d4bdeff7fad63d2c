import AutoLayout

/// UIKit's `UISwitch`: a control of the system's fixed size (51 × 31).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Sets ``isOn`` (there is nothing to animate).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's fixed size.
    open override var intrinsicContentSize: CGSize { Switch.size }
}
