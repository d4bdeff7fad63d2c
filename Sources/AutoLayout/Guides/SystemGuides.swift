import Foundation

/// The guides UIKit makes for a view on demand (margins, safe area, readable content, keyboard,
/// the deprecated top and bottom guides), with the constraints that tie each to the view.
final class SystemGuides {
    var margins: InsetGuide?
    var safeArea: InsetGuide?
    var readable: LayoutGuide?
    /// `readable.width <= readable width`, whose constant follows the host's text size.
    var readableWidth: LayoutConstraint?
    var keyboard: KeyboardLayoutGuide?
    var keyboardConstraints: [LayoutConstraint] = []
    var top: ViewControllerLayoutGuide?
    var bottom: ViewControllerLayoutGuide?

    /// A guide whose edges are the view's inset by four constants, kept by four constraints
    /// (`guide.left == view.left + l`, `guide.top == view.top + t`, `view.right == guide.right + r`,
    /// `view.bottom == guide.bottom + b`) whose constants follow the insets without a rebuild.
    struct InsetGuide {
        let guide: LayoutGuide
        let constraints: [LayoutConstraint]

        init(view: View, identifier: String, constraintNames: [String], insets: EdgeInsets) {
            let guide = view.makeSystemGuide(identifier: identifier)
            view.addLayoutGuide(guide)
            self.guide = guide
            let pairs: [(AnyLayoutAnchor, AnyLayoutAnchor, CGFloat)] = [
                (guide.leftAnchor, view.leftAnchor, insets.left),
                (guide.topAnchor, view.topAnchor, insets.top),
                (view.rightAnchor, guide.rightAnchor, insets.right),
                (view.bottomAnchor, guide.bottomAnchor, insets.bottom),
            ]
            constraints = zip(pairs, constraintNames).map { pair, name in
                LayoutConstraint.installSystem(pair.0, pair.1, constant: pair.2, identifier: name, on: view)
            }
        }

        /// Moves the guide's edges to new insets (constants only).
        func update(_ insets: EdgeInsets) {
            let values = [insets.left, insets.top, insets.right, insets.bottom]
            for (constraint, value) in zip(constraints, values) where constraint.constant != value {
                constraint.constant = value
            }
        }
    }
}
