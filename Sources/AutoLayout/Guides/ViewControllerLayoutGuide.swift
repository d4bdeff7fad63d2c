import Foundation

/// The deprecated `topLayoutGuide` / `bottomLayoutGuide` of a view controller: a band across the
/// view from its top (bottom) edge as tall as the safe area's top (bottom) inset.
public final class ViewControllerLayoutGuide: LayoutGuide {
    /// The band's height: how far the bars reach into the view.
    public var length: CGFloat { lengthConstraint?.constant ?? 0 }
    private var lengthConstraint: LayoutConstraint?

    init(view: View, atTop: Bool) {
        super.init(systemIdentifier: atTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide")
        view.addLayoutGuide(self)
        let edge: (AnyLayoutAnchor, AnyLayoutAnchor) =
            atTop ? (topAnchor, view.topAnchor) : (view.bottomAnchor, bottomAnchor)
        let pairs: [(AnyLayoutAnchor, AnyLayoutAnchor?, CGFloat, String)] = [
            (leftAnchor, view.leftAnchor, 0, "left"), (view.rightAnchor, rightAnchor, 0, "right"),
            (edge.0, edge.1, 0, atTop ? "top" : "bottom"),
            (heightAnchor, nil, atTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom, "height"),
        ]
        let constraints = pairs.map { first, second, constant, name in
            LayoutConstraint.installSystem(first, second, constant: constant, identifier: "\(identifier)-\(name)", on: view)
        }
        lengthConstraint = constraints.last
    }

    func updateLength(_ length: CGFloat) {
        if let lengthConstraint, lengthConstraint.constant != length { lengthConstraint.constant = length }
    }
}
