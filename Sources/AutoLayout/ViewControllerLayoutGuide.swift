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
        let pairs: [(AnyLayoutAnchor, AnyLayoutAnchor?, CGFloat)] = [
            (leftAnchor, view.leftAnchor, 0), (view.rightAnchor, rightAnchor, 0), (edge.0, edge.1, 0),
            (heightAnchor, nil, atTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom),
        ]
        let constraints = pairs.map { first, second, constant in
            LayoutConstraint(first: first, relation: .equal, second: second, multiplier: 1, constant: constant, validate: false)
        }
        for constraint in constraints { constraint.install(on: view) }
        lengthConstraint = constraints.last
    }

    func updateLength(_ length: CGFloat) {
        if let lengthConstraint, lengthConstraint.constant != length { lengthConstraint.constant = length }
    }
}
