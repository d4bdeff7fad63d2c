import Foundation

extension View {
    /// The direction this view's own content is laid out in: its ``semanticContentAttribute`` where
    /// that forces one, otherwise the host's (a window's ``Window/layoutDirection``). As in UIKit it is
    /// not inherited from the superview's attribute.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        effectiveLayoutDirection(host: treeHost?.layoutDirection ?? .leftToRight)
    }

    /// The direction of a view with `semanticContentAttribute` in a host laid out in `direction`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    func effectiveLayoutDirection(host: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: host)
    }

    /// Whether leading is the right edge for this view's constraints and margins.
    var isRightToLeftForLayout: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Follows a new direction: directional margins map to other sides, and leading/trailing
    /// constraints held by the view resolve the other way.
    func layoutDirectionDidChange(rebuild: Bool = true) {
        if requestedMarginsAreDirectional || viewController != nil { updateEffectiveMargins() }
        if rebuild { engineIfCreated?.rebuild() }
        setNeedsLayout()
    }
}
