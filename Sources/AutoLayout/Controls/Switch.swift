import Foundation

/// An on/off switch, as UIKit's `UISwitch`: always 51 × 31 points.
///
/// Content priorities: hugging 750 and compression resistance 750 on both axes, as UIKit gives switches
/// (made in code or in Interface Builder), so that a switch keeps its size next to stretchable views.
open class Switch: View {
    /// The switch's size, 51 × 31 points, as UIKit draws it.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (layout does not depend on it).
    open var isOn = false

    /// Creates a switch; its intrinsic size is ``size`` whatever the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = PerAxis(repeating: .defaultHigh)
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Switch.size }
}
