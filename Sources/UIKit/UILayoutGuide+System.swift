import AutoLayout

extension UILayoutGuide {
    /// A system guide of a UIKit view, as the `UILayoutGuide` every UIKit view makes its system guides as
    /// (``UIView`` makes them through the engine's `SystemLayoutGuideMaking` hook).
    nonisolated static func system(_ guide: LayoutGuide, of view: View) -> UILayoutGuide {
        guard let made = guide as? UILayoutGuide else {
            preconditionFailure("the system guides of a UIKit view are UILayoutGuides; \(view) is not a UIKit view")
        }
        return made
    }
}
