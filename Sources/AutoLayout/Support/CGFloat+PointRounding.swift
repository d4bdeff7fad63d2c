import Foundation

extension CGFloat {
    /// The value rounded up to a whole point, as UIKit rounds measured text up to its pixel grid (here a
    /// 1× grid); a value a rounding error above a whole point stays on it.
    var roundedUpToPoint: CGFloat {
        let nearest = rounded()
        if Swift.abs(self - nearest) < 1e-9 { return nearest }
        return rounded(.up)
    }
}
