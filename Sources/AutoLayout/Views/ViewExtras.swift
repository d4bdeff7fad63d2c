import Foundation

/// The state of a ``View`` that most views never set: margins given or changed by a safe area or a
/// controller, safe-area insets, a debug name, layout guides, diagnostics, the feedback-loop trace
/// and a root's activation count.
///
/// A view makes its extras the first time one of these takes a value other than its default, so a
/// plain view laid out by constraints carries one reference instead of all these fields, and the
/// fields a relayout reads on every view sit closer together.
final class ViewExtras {
    // Unchecked for the reason given on `View`'s state: a relayout reads the safe area and guides of
    // every moved view's superview, and each dynamic check was a thread-local read.
    @exclusivity(unchecked) var requestedMargins: DirectionalEdgeInsets?
    @exclusivity(unchecked) var requestedMarginsAreDirectional = false
    @exclusivity(unchecked) var effectiveMargins = ViewExtras.defaultMargins
    @exclusivity(unchecked) var storedSafeAreaInsets = EdgeInsets.zero
    @exclusivity(unchecked) var debugName: String?
    @exclusivity(unchecked) var ownGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var systemGuides: SystemGuides?
    @exclusivity(unchecked) var invalidationTrace: InvalidationTrace?
    @exclusivity(unchecked) var diagnostics: [RetainedDiagnostic] = []
    @exclusivity(unchecked) var diagnosticHandler: ((LayoutDiagnostic) -> Void)?
    /// Views that left this one while listed in its `staleSubviews`, kept alive until its next
    /// `layoutSubviews()` has walked that list.
    @exclusivity(unchecked) var leftWhileListed: [View] = []
    /// Whether a constraint held above this scroll view was built through it (from a view or guide
    /// inside it), so that scrolling, which moves its bounds' origin, rebuilds such constraints.
    @exclusivity(unchecked) var isCrossedByConstraints = false
    /// The controller whose ``ViewController/view`` the view is. Not retained (the controller retains
    /// its view); a controller that goes away clears it, so reading it costs no weak reference.
    @exclusivity(unchecked) unowned var viewController: ViewController?
    /// The clock animations of the view's tree run on while the view is a root outside a window.
    @exclusivity(unchecked) var animationClock: AnimationClock?
    /// The solvers of the view's last two fits of different shapes, the latest first, which the next
    /// ``View/systemLayoutSizeFitting(_:)`` reuses: a reused cell may alternate between two shapes
    /// (a post with a comment and one without).
    var fittingSolves: [FittingSolve] = []

    deinit {
        // The running animations hold their clock; without this they would keep each other alive.
        animationClock?.ownerDidGo()
    }

    /// The margins of a view that was given none (UIKit's 8 points on every side).
    static var defaultMargins: EdgeInsets { EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
}
