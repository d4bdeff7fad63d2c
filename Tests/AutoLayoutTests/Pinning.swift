@testable import AutoLayout
import Foundation

/// The four edge constraints that pin `view` inside `container`, `inset` from each edge (not activated);
/// turns off the view's translated frame.
func pinned(_ view: View, in container: View, inset: CGFloat = 0) -> [LayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return [
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ]
}
