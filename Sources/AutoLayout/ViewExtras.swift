import Foundation

/// The state of a ``View`` that most views never set: margins given or changed by a safe area or a
/// controller, safe-area insets, a debug name, layout guides, diagnostics, the feedback-loop trace
/// and a root's activation count.
///
/// A view makes its extras the first time one of these takes a value other than its default, so a
/// plain view laid out by constraints carries one reference instead of about 190 bytes, and the
/// fields a relayout reads on every view sit closer together.
final class ViewExtras {
    var requestedMargins: DirectionalEdgeInsets?
    var requestedMarginsAreDirectional = false
    var effectiveMargins = ViewExtras.defaultMargins
    var storedSafeAreaInsets = EdgeInsets.zero
    var debugName: String?
    var ownGuides: [LayoutGuide] = []
    var systemGuides: SystemGuides?
    var invalidationTrace: InvalidationTrace?
    var diagnostics: [LayoutDiagnostic] = []
    var diagnosticHandler: ((LayoutDiagnostic) -> Void)?
    /// The last activation stamp given out in the tree this view is the root of.
    var activationCounter: UInt64 = 0

    /// The margins of a view that was given none (UIKit's 8 points on every side).
    static var defaultMargins: EdgeInsets { EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
}
