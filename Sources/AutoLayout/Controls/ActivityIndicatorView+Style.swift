import Foundation

extension ActivityIndicatorView {
    /// The size of an activity indicator, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// 20 × 20 points (UIKit's `.medium`, formerly `.white` and `.gray`).
        case medium = 100
        /// 37 × 37 points (UIKit's `.large`, formerly `.whiteLarge`).
        case large = 101

        /// The indicator's size in this style.
        public var size: CGSize {
            switch self {
            case .medium: CGSize(width: 20, height: 20)
            case .large: CGSize(width: 37, height: 37)
            }
        }
    }
}
