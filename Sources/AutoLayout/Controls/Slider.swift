import Foundation

/// A horizontal slider, as UIKit's `UISlider`: as wide as the layout makes it, 31 points high.
///
/// It has an intrinsic height (``intrinsicHeight``, the height UIKit gives sliders since iOS 7) and no
/// intrinsic width, so a slider needs a width or two horizontal edges. Content priorities: hugging 250
/// and compression resistance 750 on both axes, as for a `UISlider` made in code or in Interface Builder.
open class Slider: View {
    /// The slider's height: 31 points.
    public static let intrinsicHeight: CGFloat = 31

    /// The value, between ``minimumValue`` and ``maximumValue`` (layout does not depend on it).
    open var value: Float = 0
    /// The smallest value (default 0).
    open var minimumValue: Float = 0
    /// The largest value (default 1).
    open var maximumValue: Float = 1

    /// Creates a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Slider.intrinsicHeight)
    }
}
